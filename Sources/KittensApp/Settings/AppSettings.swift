import CGLib
import GLibRuntime
import Kittens
import KittensGtk

/// The app's settings in GSettings (schema `org.kittensforlinux.Kittens`): the page size, the
/// main window's size, the list's filters and the favourites' `sub_id`. Made only with a schema that was found (`SettingsSchema.find`), so no
/// read or write can abort. Values are stored through `backend`, GLib's default (dconf, or what
/// `GSETTINGS_BACKEND` names) unless a test gives another.
final class AppSettings: @unchecked Sendable {
    let schema: SettingsSchema
    /// The `GSettingsBackend`, or nil for the default one.
    private let backend: GObjectRef<GSettingsBackend>?

    init(schema: SettingsSchema, backend: UnsafeMutablePointer<GSettingsBackend>? = nil) {
        self.schema = schema
        self.backend = backend.map { GObjectRef(retaining: $0) }
    }

    /// A new `GSettings` object, for the calling thread only: GSettings objects are not shared
    /// between threads, the backend behind them is made for it.
    func withSettings<T>(_ body: (UnsafeMutablePointer<GSettings>) -> T) -> T {
        let settings = g_settings_new_full(schema.pointer, backend?.pointer, nil)!
        defer { g_object_unref(settings) }
        return body(settings)
    }

    /// The saved page size.
    var pageSize: Int {
        withSettings { Int(g_settings_get_int($0, SettingsKey.pageSize.rawValue)) }
    }

    /// Saves `pageSize`; false if the key is not writable (locked down) or out of the range.
    @discardableResult
    func setPageSize(_ pageSize: Int) -> Bool {
        guard PageSize.range.contains(pageSize) else { return false }
        return withSettings { g_settings_set_int($0, SettingsKey.pageSize.rawValue, Int32(pageSize)) != 0 }
    }

    /// The size the main window last closed with.
    var windowSize: WindowSize {
        withSettings { settings in
            WindowSize(
                width: Int(g_settings_get_int(settings, SettingsKey.windowWidth.rawValue)),
                height: Int(g_settings_get_int(settings, SettingsKey.windowHeight.rawValue)),
                maximized: g_settings_get_boolean(settings, SettingsKey.windowMaximized.rawValue) != 0)
        }
    }

    /// Saves the main window's size, each value clamped to the schema's range, and writes it out
    /// before returning (the app may be quitting).
    func setWindowSize(_ size: WindowSize) {
        withSettings { settings in
            g_settings_set_int(settings, SettingsKey.windowWidth.rawValue, Int32(Self.clamped(size.width, to: Self.windowWidths)))
            g_settings_set_int(settings, SettingsKey.windowHeight.rawValue, Int32(Self.clamped(size.height, to: Self.windowHeights)))
            g_settings_set_boolean(settings, SettingsKey.windowMaximized.rawValue, size.maximized ? 1 : 0)
        }
        g_settings_sync()
    }

    /// The schema's range of `window-width`: from the window's minimum width.
    static let windowWidths = WindowSize.minimumWidth...32767
    /// The schema's range of `window-height`.
    static let windowHeights = 200...32767

    static func clamped(_ length: Int, to range: ClosedRange<Int>) -> Int { min(max(length, range.lowerBound), range.upperBound) }
}
