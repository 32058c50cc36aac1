import CGLib
import Kittens
import KittensSupport
import KittensGtk
import Logging

/// Where the app keeps what it remembers between runs: the page size the user chose, the
/// main window's size, the list's filters and the favourites' `sub_id`. In GSettings when the
/// schema is found (`SettingsSchema`), after moving an older `preferences.json` into it
/// (`SettingsFileMigration`). When it is not found the app warns once and goes on: the page size
/// stays in `preferences.json` as before, the window opens at its default size, the filters are
/// not remembered and a new `sub_id` is made each run.
enum SettingsStorage {
    case gsettings(AppSettings)
    case fileOnly(SettingsFile)

    /// Finds the schema and, when `migrating`, moves `settingsFile` into it; `backend` is
    /// GLib's default unless a test gives one.
    static func open(
        settingsFile: SettingsFile, migrating: Bool = true, logger: Logger, backend: UnsafeMutablePointer<GSettingsBackend>? = nil,
        environment: [String: String] = ProcessEnvironment.current()
    ) -> SettingsStorage {
        switch SettingsSchema.find(environment: environment) {
        case .success(let schema):
            logger.debug("settings: the GSettings schema from \(schema.origin)")
            let settings = AppSettings(schema: schema, backend: backend)
            if migrating { SettingsFileMigration.run(from: settingsFile, into: settings, logger: logger) }
            return .gsettings(settings)
        case .failure(let missing):
            logger.warning("Settings fall back to the defaults: \(missing); the page size stays in \(settingsFile.fileURL.path) and the window size is not remembered")
            return .fileOnly(settingsFile)
        }
    }

    /// The page size the user chose, if any.
    var savedPageSize: Int? {
        switch self {
        case .gsettings(let settings): settings.pageSize
        case .fileOnly(let file): file.read().pageSize
        }
    }

    /// The size the main window last closed with; nil when it is not remembered.
    var windowSize: WindowSize? { read({ $0.windowSize }, or: nil) }

    /// Remembers the main window's size, when there is somewhere to.
    func saveWindowSize(_ size: WindowSize) { write { $0.setWindowSize(size) } }

    /// What `value` reads of the GSettings; `fallback` without the schema.
    func read<Value>(_ value: (AppSettings) -> Value, or fallback: Value) -> Value {
        guard case .gsettings(let settings) = self else { return fallback }
        return value(settings)
    }

    /// Has `change` write to the GSettings, when there is the schema.
    func write(_ change: (AppSettings) -> Void) {
        guard case .gsettings(let settings) = self else { return }
        change(settings)
    }
}
