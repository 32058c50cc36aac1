
/// Where a `FavouritesEvent` goes: changes to favourites go to the favourites store; opening a
/// favourite's picture goes out of the feature, to whatever shows one picture by itself (a
/// favourite's picture is seldom in the listing).
public enum FavouritesEventRoute: Equatable, Sendable {
    case favourites(FavouritesIntent)
    case openPicture(KittenImage)
}

extension FavouritesEvent {
    /// Where the app sends what the user did, as the intent of that store.
    public var route: FavouritesEventRoute {
        switch self {
        case .toggle(let imageID, let url): .favourites(.toggle(imageID: imageID, url: url))
        case .undoRemoval: .favourites(.undoRemoval)
        case .remove(let imageID): .favourites(.remove(imageID: imageID))
        case .open(let imageID, let url): .openPicture(KittenImage(id: imageID, url: url))
        }
    }
}
