import KittensSupport

/// The preferences store's messages in a recording: each one case, keyed by its name, as
/// `Result` has no coding of its own. A key in them is written as whether one was there
/// (`APIKey`'s coding), never as itself.
extension PreferencesMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case keyEdited, pageSizeEdited, editsDiscarded, keyringReadStarted, keyringAnswered, keyringFailed
        case saveRefused, saveStarted, pageSizeWritten, pageSizeFailure, keySaveEnded, keyringWrite
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.keyEdited) {
            self = .keyEdited(try container.decodeIfPresent(APIKey.self, forKey: .keyEdited) ?? "")
        } else if let pageSize = try container.decodeIfPresent(Int.self, forKey: .pageSizeEdited) {
            self = .pageSizeEdited(pageSize)
        } else if container.contains(.editsDiscarded) {
            self = .editsDiscarded
        } else if container.contains(.keyringReadStarted) {
            self = .keyringReadStarted
        } else if let error = try container.decodeIfPresent(KeyringError.self, forKey: .keyringFailed) {
            self = .keyringAnswered(.failure(error))
        } else if container.contains(.keyringAnswered) {
            self = .keyringAnswered(.success(try container.decodeIfPresent(APIKey.self, forKey: .keyringAnswered)))
        } else if let outcome = try container.decodeIfPresent(PreferencesState.Outcome.self, forKey: .saveRefused) {
            self = .saveRefused(outcome)
        } else if container.contains(.saveStarted) {
            self = .saveStarted
        } else if let pageSize = try container.decodeIfPresent(Int.self, forKey: .pageSizeWritten) {
            self = .pageSizeWritten(pageSize, failure: try container.decodeIfPresent(String.self, forKey: .pageSizeFailure))
        } else if let write = try container.decodeIfPresent(KeyringWrite.self, forKey: .keyringWrite) {
            self = .keySaveEnded(key: try container.decodeIfPresent(APIKey.self, forKey: .keySaveEnded), write)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a preferences message"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .keyEdited(let text): try container.encode(text, forKey: .keyEdited)
        case .pageSizeEdited(let pageSize): try container.encode(pageSize, forKey: .pageSizeEdited)
        case .editsDiscarded: try container.encode(true, forKey: .editsDiscarded)
        case .keyringReadStarted: try container.encode(true, forKey: .keyringReadStarted)
        case .keyringAnswered(.success(let key)):
            try container.encodeNil(forKey: .keyringAnswered)
            try container.encodeIfPresent(key, forKey: .keyringAnswered)
        case .keyringAnswered(.failure(let error)): try container.encode(error, forKey: .keyringFailed)
        case .saveRefused(let outcome): try container.encode(outcome, forKey: .saveRefused)
        case .saveStarted: try container.encode(true, forKey: .saveStarted)
        case .pageSizeWritten(let pageSize, let failure):
            try container.encode(pageSize, forKey: .pageSizeWritten)
            try container.encodeIfPresent(failure, forKey: .pageSizeFailure)
        case .keySaveEnded(let key, let write):
            try container.encode(write, forKey: .keyringWrite)
            try container.encodeIfPresent(key, forKey: .keySaveEnded)
        }
    }
}
