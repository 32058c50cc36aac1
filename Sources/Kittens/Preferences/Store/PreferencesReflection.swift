/// What reflection shows of the settings and the Preferences state: whether a key is set, never
/// the key. The Store Inspector's diffs and `TestStore`'s failure messages read values through
/// `Mirror`, so this keeps the key off the screen and out of test logs, as the log descriptions
/// (`PreferencesDescriptions.swift`) keep it out of log lines.
extension RunSettings: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "keyOverride": PreferencesState.describe(keyOverride),
                "pageSizeOverride": pageSizeOverride as Any,
                "savedKey": PreferencesState.describe(savedKey),
                "savedPageSize": savedPageSize as Any,
            ],
            displayStyle: .struct)
    }
}

extension PreferencesState: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "settings": settings,
                "keyring": keyring,
                "isSaving": isSaving,
                "outcome": outcome as Any,
                "editedKey": editedKey.map { $0.isEmpty ? "empty" : "typed" } as Any,
                "editedPageSize": editedPageSize as Any,
            ],
            displayStyle: .struct)
    }
}
