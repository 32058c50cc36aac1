/// How an API key is written in a recording: never as itself. A key is written as whether one
/// was there, and read back as `placeholder`, so that a replayed Preferences window shows a key
/// was set (as dots in its password field) without anyone learning it from a bug report.
enum RecordedKey {
    /// What a replay shows for a key that was set.
    static let placeholder = "not-recorded"

    static func encode<Key: CodingKey>(_ key: String?, forKey codingKey: Key, in container: inout KeyedEncodingContainer<Key>) throws {
        guard let key else { return }
        try container.encode(key.isEmpty ? "" : placeholder, forKey: codingKey)
    }

    static func decode<Key: CodingKey>(forKey codingKey: Key, in container: KeyedDecodingContainer<Key>) throws -> String? {
        guard let text = try container.decodeIfPresent(String.self, forKey: codingKey) else { return nil }
        return text.isEmpty ? "" : placeholder
    }
}

extension RunSettings: Codable {
    private enum CodingKeys: String, CodingKey {
        case keyOverride, pageSizeOverride, savedKey, savedPageSize
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            keyOverride: try RecordedKey.decode(forKey: .keyOverride, in: container),
            pageSizeOverride: try container.decodeIfPresent(Int.self, forKey: .pageSizeOverride),
            savedKey: try RecordedKey.decode(forKey: .savedKey, in: container),
            savedPageSize: try container.decodeIfPresent(Int.self, forKey: .savedPageSize))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try RecordedKey.encode(keyOverride, forKey: .keyOverride, in: &container)
        try container.encodeIfPresent(pageSizeOverride, forKey: .pageSizeOverride)
        try RecordedKey.encode(savedKey, forKey: .savedKey, in: &container)
        try container.encodeIfPresent(savedPageSize, forKey: .savedPageSize)
    }
}

extension PreferencesState: Codable {
    private enum CodingKeys: String, CodingKey {
        case settings, keyring, isSaving, outcome, editedKey, editedPageSize
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(settings: try container.decode(RunSettings.self, forKey: .settings))
        keyring = try container.decode(Keyring.self, forKey: .keyring)
        isSaving = try container.decode(Bool.self, forKey: .isSaving)
        outcome = try container.decodeIfPresent(Outcome.self, forKey: .outcome)
        editedKey = try RecordedKey.decode(forKey: .editedKey, in: container)
        editedPageSize = try container.decodeIfPresent(Int.self, forKey: .editedPageSize)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(settings, forKey: .settings)
        try container.encode(keyring, forKey: .keyring)
        try container.encode(isSaving, forKey: .isSaving)
        try container.encodeIfPresent(outcome, forKey: .outcome)
        try RecordedKey.encode(editedKey, forKey: .editedKey, in: &container)
        try container.encodeIfPresent(editedPageSize, forKey: .editedPageSize)
    }
}

extension PreferencesIntent: Codable {
    private enum CodingKeys: String, CodingKey {
        case editKey, editPageSize, discardEdits, save, tryKeyringAgain
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not one preferences intent"))
        }
        switch key {
        case .editKey: self = .editKey(try RecordedKey.decode(forKey: .editKey, in: container) ?? "")
        case .editPageSize: self = .editPageSize(try container.decode(Int.self, forKey: .editPageSize))
        case .discardEdits: self = .discardEdits
        case .save: self = .save
        case .tryKeyringAgain: self = .tryKeyringAgain
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .editKey(let text): try RecordedKey.encode(text, forKey: .editKey, in: &container)
        case .editPageSize(let pageSize): try container.encode(pageSize, forKey: .editPageSize)
        case .discardEdits: try container.encode(true, forKey: .discardEdits)
        case .save: try container.encode(true, forKey: .save)
        case .tryKeyringAgain: try container.encode(true, forKey: .tryKeyringAgain)
        }
    }
}

extension PreferencesMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case keyEdited, pageSizeEdited, editsDiscarded, keyringReadStarted, keyringAnswered, keyringFailed
        case saveRefused, saveStarted, pageSizeWritten, pageSizeFailure, keySaveEnded, keyringWrite
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.keyEdited) {
            self = .keyEdited(try RecordedKey.decode(forKey: .keyEdited, in: container) ?? "")
        } else if let pageSize = try container.decodeIfPresent(Int.self, forKey: .pageSizeEdited) {
            self = .pageSizeEdited(pageSize)
        } else if container.contains(.editsDiscarded) {
            self = .editsDiscarded
        } else if container.contains(.keyringReadStarted) {
            self = .keyringReadStarted
        } else if let error = try container.decodeIfPresent(KeyringError.self, forKey: .keyringFailed) {
            self = .keyringAnswered(.failure(error))
        } else if container.contains(.keyringAnswered) {
            self = .keyringAnswered(.success(try RecordedKey.decode(forKey: .keyringAnswered, in: container)))
        } else if let outcome = try container.decodeIfPresent(PreferencesState.Outcome.self, forKey: .saveRefused) {
            self = .saveRefused(outcome)
        } else if container.contains(.saveStarted) {
            self = .saveStarted
        } else if let pageSize = try container.decodeIfPresent(Int.self, forKey: .pageSizeWritten) {
            self = .pageSizeWritten(pageSize, failure: try container.decodeIfPresent(String.self, forKey: .pageSizeFailure))
        } else if let write = try container.decodeIfPresent(KeyringWrite.self, forKey: .keyringWrite) {
            self = .keySaveEnded(key: try RecordedKey.decode(forKey: .keySaveEnded, in: container), write)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a preferences message"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .keyEdited(let text): try RecordedKey.encode(text, forKey: .keyEdited, in: &container)
        case .pageSizeEdited(let pageSize): try container.encode(pageSize, forKey: .pageSizeEdited)
        case .editsDiscarded: try container.encode(true, forKey: .editsDiscarded)
        case .keyringReadStarted: try container.encode(true, forKey: .keyringReadStarted)
        case .keyringAnswered(.success(let key)):
            try container.encodeNil(forKey: .keyringAnswered)
            try RecordedKey.encode(key, forKey: .keyringAnswered, in: &container)
        case .keyringAnswered(.failure(let error)): try container.encode(error, forKey: .keyringFailed)
        case .saveRefused(let outcome): try container.encode(outcome, forKey: .saveRefused)
        case .saveStarted: try container.encode(true, forKey: .saveStarted)
        case .pageSizeWritten(let pageSize, let failure):
            try container.encode(pageSize, forKey: .pageSizeWritten)
            try container.encodeIfPresent(failure, forKey: .pageSizeFailure)
        case .keySaveEnded(let key, let write):
            try container.encode(write, forKey: .keyringWrite)
            try RecordedKey.encode(key, forKey: .keySaveEnded, in: &container)
        }
    }
}
