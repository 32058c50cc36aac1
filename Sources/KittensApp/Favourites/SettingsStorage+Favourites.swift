import Kittens

extension SettingsStorage {
    /// The `sub_id` favourites are kept under at TheCatAPI: made once and kept in GSettings.
    /// `known` is the one the favourites file names: it is taken when GSettings has none (its
    /// settings reset) and, without the schema, every run, so that the favourites stay this
    /// app's; only with neither is a new one made.
    func favouritesSubID(known: String? = nil) -> String {
        switch self {
        case .gsettings(let settings): settings.favouritesSubID(known: known)
        case .fileOnly: known.flatMap { FavouritesSubID.accepts($0) ? $0 : nil } ?? FavouritesSubID.make()
        }
    }
}
