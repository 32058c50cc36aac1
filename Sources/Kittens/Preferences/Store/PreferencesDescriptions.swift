import KittensSupport

/// Descriptions for log lines: one short line per state, intent and message (a key shows as
/// `APIKey` describes it: whether one is set).
extension PreferencesState: CustomStringConvertible {
    public var description: String {
        "PreferencesState(key: \(Self.describe(settings.savedKey))\(keyIsForThisRunOnly ? " for this run" : ""), keyOverride: \(Self.describe(settings.keyOverride))"
            + ", edited: \(editedKey == nil ? "no" : "key")\(editedPageSize.map { " and pageSize \($0)" } ?? "")"
            + ", pageSize: \(settings.savedPageSize.map(String.init) ?? "none")"
            + ", pageSizeOverride: \(settings.pageSizeOverride.map(String.init) ?? "none")"
            + ", keyring: \(keyring), saving: \(isSaving ? "yes" : "no")"
            + ", outcome: \(outcome.map(String.init(describing:)) ?? "none"))"
    }

    static func describe(_ key: APIKey?) -> String { key == nil ? "none" : "set" }
}

extension PreferencesIntent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .editKey(let text): "editKey(\(text.isEmpty ? "empty" : "typed"))"
        case .editPageSize(let pageSize): "editPageSize(\(pageSize))"
        case .discardEdits: "discardEdits"
        case .save: "save"
        case .tryKeyringAgain: "tryKeyringAgain"
        }
    }
}

extension PreferencesMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .keyEdited(let text): "keyEdited(\(text.isEmpty ? "empty" : "typed"))"
        case .pageSizeEdited(let pageSize): "pageSizeEdited(\(pageSize))"
        case .editsDiscarded: "editsDiscarded"
        case .keyringReadStarted: "keyringReadStarted"
        case .keyringAnswered(.success(let key)): "keyringAnswered(key: \(PreferencesState.describe(key)))"
        case .keyringAnswered(.failure(let error)): "keyringAnswered(\(error))"
        case .saveRefused(let outcome): "saveRefused(\(outcome))"
        case .saveStarted: "saveStarted"
        case .pageSizeWritten(let pageSize, let failure): "pageSizeWritten(\(pageSize), failure: \(failure ?? "none"))"
        case .keySaveEnded(let key, let write): "keySaveEnded(key: \(PreferencesState.describe(key)), \(write))"
        }
    }
}
