import FoundationEssentials

extension JSONEncoder {
    /// An encoder that writes dates as ISO 8601 text to the second, as the app's versioned files
    /// keep them, readable by people and by `JSONDecoder.iso8601Dates()`.
    public static func iso8601Dates() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension JSONDecoder {
    /// A decoder that reads dates as `JSONEncoder.iso8601Dates()` writes them.
    public static func iso8601Dates() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
