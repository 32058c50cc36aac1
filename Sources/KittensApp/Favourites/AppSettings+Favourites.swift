import CGLib
import Kittens

extension AppSettings {
    /// The `sub_id` favourites are kept under at TheCatAPI: the saved one when it can be used,
    /// else `known` (the one the favourites file names, after a reset of the settings), else a
    /// new one (`FavouritesSubID.make`), saved before it is returned.
    func favouritesSubID(known: String? = nil) -> String {
        withSettings { settings in
            let saved = g_settings_get_string(settings, SettingsKey.favouritesSubID.rawValue).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            if let saved, FavouritesSubID.accepts(saved) { return saved }
            let made = known.flatMap { FavouritesSubID.accepts($0) ? $0 : nil } ?? FavouritesSubID.make()
            g_settings_set_string(settings, SettingsKey.favouritesSubID.rawValue, made)
            g_settings_sync()
            return made
        }
    }
}
