import FoundationEssentials

/// What the view asks the kitten store to do.
public enum KittenIntent: Equatable, Sendable, Codable {
    /// Load page 0 again and replace the list; cancels a request in flight (latest wins).
    case refresh
    /// Append the next page; ignored while loading or when there is no more.
    case loadMore
    /// Repeat the request that failed.
    case retry
    /// Open an image's URL.
    case open(URL)
    /// Copy an image's URL.
    case copy(URL)
    /// Show the picture of the image with this id in the viewer; ignored for an id not in the list.
    case showPicture(id: String)
    /// Show the picture before the one shown; ignored at the first.
    case showPreviousPicture
    /// Show the picture after the one shown. At the last loaded one, asks for the next page
    /// when there is more (the viewer stays on its picture; the next `showNextPicture` after
    /// the page arrived moves on).
    case showNextPicture
    /// Close the viewer and return to the list.
    case closeViewer
}

/// What the store does by itself at start.
public enum KittenAction: Equatable, Sendable, Codable {
    /// Show the list saved by an earlier run, if any.
    case restoreSavedList
    case loadFirstPage

    /// What the kitten store does at start, in order.
    public static let atStart: [KittenAction] = [.restoreSavedList, .loadFirstPage]
}

/// The facts the reducer folds into the state.
public enum KittenMessage: Equatable, Sendable, Codable {
    case restored(KittenSnapshot)
    case started(KittenRequest)
    case loaded(KittenRequest, [KittenImage], isLastPage: Bool)
    case failed(KittenRequest, KittenLoadError)
    /// The data source gave up without a result (it was cancelled from outside).
    case abandoned(KittenRequest)
    /// The viewer shows the picture of the image with this id.
    case viewerShowed(id: String)
    /// The viewer closed: the list shows.
    case viewerClosed
}

/// One-off events for the view.
public enum KittenLabel: Equatable, Sendable, Codable {
    case openURL(URL)
    case copyURL(URL)
}
