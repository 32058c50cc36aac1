import KittensSupport
import Localization

/// What the favourites file held when it was read.
public typealias StoredFavourites = StoredOutbox<PersistedFavourites>

extension StoredOutbox where Persisted == PersistedFavourites {
    /// The favourites of the account in use.
    public var favourites: [Favourite] { persisted.favourites }
}

extension PersistedFavourites: OutboxPersisted {
    public init() { self.init(favourites: []) }
}

/// `favourites.json` in the config folder (`OutboxFile`), in `FavouritesFileFormat`.
public typealias FavouritesFile = OutboxFile<FavouritesFileFormat>

extension FavouritesFileFormat: OutboxFileFormat {
    public static let fileName = "favourites.json"
    public static let records = "favourites"

    public static func unusable(path: String, reason: String) -> String {
        localized(
            "The favourites file at {path} cannot be used: {reason}. It is left as it is; move it away to start a new one.",
            ["path": path, "reason": reason])
    }
}
