import CGLib
import Kittens

/// The listing's layout in GSettings: `listing-layout`.
extension AppSettings {
    /// The layout the listing last showed; a saved value that cannot be used counts as the list.
    var layout: ListingLayout {
        withSettings { settings in
            guard let pointer = g_settings_get_string(settings, SettingsKey.listingLayout.rawValue) else { return .list }
            defer { g_free(pointer) }
            return ListingLayout(rawValue: String(cString: pointer)) ?? .list
        }
    }

    /// Saves `layout`. Not synced here: `setWindowSize`, at close and at quit, syncs.
    func setLayout(_ layout: ListingLayout) {
        withSettings { settings in _ = g_settings_set_string(settings, SettingsKey.listingLayout.rawValue, layout.rawValue) }
    }
}

extension SettingsStorage {
    /// The layout the listing last showed; the list without the schema.
    var savedLayout: ListingLayout { read(\.layout, or: .list) }

    /// Remembers the listing's layout, when there is somewhere to.
    func saveLayout(_ layout: ListingLayout) { write { $0.setLayout(layout) } }
}
