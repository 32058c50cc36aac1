import FoundationEssentials

/// Encoded (in recordings), a breed takes TheCatAPI's shape; decoded, it goes through
/// `BreedParser`'s checks again, so a breed read from a file is as bounded as one from the
/// server. One those checks refuse is a decoding error: a recording holding it is damaged.
extension Breed: Codable {
    public init(from decoder: any Decoder) throws {
        switch BreedEntry(from: decoder) {
        case .breed(let breed):
            self = breed
        case .wrongType, .missingField, .unusableID:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a usable breed"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try EncodedBreed(self).encode(to: encoder)
    }
}
