import FoundationEssentials
import KittensSupport

/// What the window shows of the favourites store: which pictures are favourites (the heart in
/// the viewer, the row menu's wording) and the Favourites page's rows. Made from
/// `FavouritesState.model`; pure.
public struct FavouritesModel: Equatable, Sendable {
    /// The ids of the favourite pictures.
    public var favouriteIDs: Set<String>
    /// The Favourites page's rows, newest first: the favourites whose picture is known.
    public var rows: [PictureRow]
    /// Why changes wait or cannot be kept, over the Favourites page; nil while nothing is wrong.
    public var status: OutboxStatus?

    public init(favouriteIDs: Set<String> = [], rows: [PictureRow] = [], status: OutboxStatus? = nil) {
        self.favouriteIDs = favouriteIDs
        self.rows = rows
        self.status = status
    }

    /// Whether the picture `imageID` is a favourite.
    public func isFavourite(_ imageID: String) -> Bool { favouriteIDs.contains(imageID) }
}

/// What the user does to favourites in the window; the app sends each to the store it is for.
public enum FavouritesEvent: Equatable, Sendable {
    /// The heart, the row menu's "Add to/Remove from Favourites", or Ctrl+D, on a picture.
    case toggle(imageID: String, url: URL)
    /// Undo on the removal notice.
    case undoRemoval
    /// A Favourites row activated, or its menu's "Open": show its picture in the viewer.
    case open(imageID: String, url: URL)
    /// A Favourites row menu's "Remove from Favourites".
    case remove(imageID: String)
}

extension FavouritesState {
    /// The model the window renders.
    public var model: FavouritesModel {
        FavouritesModel(
            favouriteIDs: Set(favourites.map(\.imageID)),
            rows: favourites.compactMap { favourite in
                guard let url = favourite.url, url.isWebURL, !favourite.isPictureGone else { return nil }
                return PictureRow(id: favourite.imageID, url: url)
            },
            status: status)
    }
}

extension FavouritesLabel {
    /// The notice the window shows for this label.
    public var notice: OutboxNotice {
        switch self {
        case .removed:
            OutboxNotice(message: message, button: .undo)
        case .rolledBack:
            OutboxNotice(message: message, button: isKeyRefused ? .preferences : nil, isFailure: true)
        case .syncFailed(let error):
            // A failure that is no answer of the server's waits, and the page's status says why.
            OutboxNotice(message: message, button: isKeyRefused ? .preferences : error.isHTTPStatus ? nil : .details, isFailure: true)
        case .waiting:
            OutboxNotice(message: message, button: isKeyRefused ? .preferences : .details)
        case .notSaved:
            OutboxNotice(message: message, button: .details, isFailure: true)
        case .full, .unkeepable:
            OutboxNotice(message: message, isFailure: true)
        }
    }
}

extension ListingLoadError {
    /// The server answered, with an error status.
    var isHTTPStatus: Bool {
        if case .httpStatus = self { return true }
        return false
    }

    /// TheCatAPI refused the key (401 or 403).
    var isKeyRefused: Bool {
        switch self {
        case .httpStatus(401), .httpStatus(403): true
        default: false
        }
    }
}
