import Kittens

extension SettingsStorage {
    /// Where the preferences store saves the page size.
    var writer: any PreferencesWriter {
        switch self {
        case .gsettings(let settings): GSettingsPreferencesWriter(settings: settings)
        case .fileOnly(let file): file
        }
    }
}
