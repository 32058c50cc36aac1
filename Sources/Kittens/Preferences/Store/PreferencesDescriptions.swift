import KittensSupport

/// The state's description for log lines, on one short line (a key shows as `APIKey` describes
/// it: whether one is set). Intents and messages need none of their own: the keys in them are
/// `APIKey`s, which describe themselves so.
extension PreferencesState: CustomStringConvertible {
    public var description: String {
        "PreferencesState(key: \(Self.describe(settings.savedKey)), keyOverride: \(Self.describe(settings.keyOverride))"
            + ", edited: \(editedKey == nil ? "no" : "key")\(editedPageSize.map { " and pageSize \($0)" } ?? "")"
            + ", pageSize: \(settings.savedPageSize.map(String.init) ?? "none")"
            + ", pageSizeOverride: \(settings.pageSizeOverride.map(String.init) ?? "none")"
            + ", keyring: \(keyring), saving: \(isSaving ? "yes" : "no")"
            + ", outcome: \(outcome.map(String.init(describing:)) ?? "none"))"
    }

    static func describe(_ key: APIKey?) -> String { key == nil ? "none" : "set" }
}
