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
    /// Show this picture in the viewer by itself, listed or not (a favourite opened from the
    /// Favourites page): it has no previous or next, and a refresh leaves it shown. Ignored
    /// unless its URL is a web URL (`WebURL`).
    ///
    /// `indirect`: a picture with its breed is hundreds of bytes, and inline it made every intent
    /// that large, copied on each step from `accept` to the executor (see `kitten_ignored` in
    /// kittens-bench's BENCHMARKS.md).
    indirect case showSinglePicture(KittenImage)
    /// Show the picture before the one shown; ignored at the first.
    case showPreviousPicture
    /// Show the picture after the one shown. At the last loaded one, asks for the next page
    /// when there is more (the viewer stays on its picture; the next `showNextPicture` after
    /// the page arrived moves on).
    case showNextPicture
    /// Close the viewer and return to the list.
    case closeViewer
    /// Load the shown picture again after it failed.
    case retryPicture
    /// Save the picture of the image with this id: downloads it unless the viewer shows it,
    /// then asks the view for a file (`KittenLabel.chooseSaveFile`). Refused while another
    /// Save or Copy runs.
    case savePicture(id: String)
    /// Copy the picture of the image with this id, downloading it first unless the viewer shows it.
    case copyPicture(id: String)
    /// The save dialog's answer; ignored unless a Save waits for one.
    case saveDestinationChosen(PictureSaveDestination)
    /// Ask for this many images per page from the next request on, clamped to `PageSize.range`;
    /// a request already running keeps its size. Ignored when the size is the one in use.
    case usePageSize(Int)
    /// Ask for pictures matching these filters: starts a new listing from page 0, cancelling the
    /// request in flight (latest wins). Ignored when they are the filters in use.
    case useFilters(KittenFilters)
    /// Show the pictures as a list or as a gallery; ignored when it is the layout shown.
    case useLayout(ListingLayout)
    /// Drop the user's filters (breed, kind of picture, known breed only), keeping the order:
    /// as `useFilters` of `KittenFilters.clearingChoices`; ignored when none is chosen.
    case clearFilters
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
    /// A page came; `totalCount`, when the server said it, is how many the listing holds.
    case loaded(KittenRequest, [KittenImage], isLastPage: Bool, totalCount: Int? = nil)
    case failed(KittenRequest, KittenLoadError)
    /// The data source gave up without a result (it was cancelled from outside).
    case abandoned(KittenRequest)
    /// The viewer shows the picture of the image with this id.
    case viewerShowed(id: String)
    /// The viewer shows this picture by itself (`KittenIntent.showSinglePicture`).
    case viewerShowedSingle(KittenImage)
    /// The viewer closed: the list shows.
    case viewerClosed
    /// The picture of the shown image with this id is loading again (Retry).
    case pictureLoading(id: String)
    case pictureLoaded(id: String)
    case pictureFailed(id: String, PictureLoadError)
    /// A Save or Copy started, moved on or ended; nil: it was given up without a result.
    case pictureTaskUpdated(PictureTask?)
    /// Requests ask for this many images per page from now on.
    case pageSizeChanged(Int)
    /// Requests ask for pictures matching these filters from now on.
    case filtersChanged(KittenFilters)
    /// The listing shows its pictures in this layout from now on.
    case layoutChanged(ListingLayout)
}

/// One-off events for the view.
public enum KittenLabel: Equatable, Sendable, Codable {
    case openURL(URL)
    case copyURL(URL)
    /// Show the save dialog for this image's loaded picture, then send `saveDestinationChosen`.
    case chooseSaveFile(imageID: String, url: URL)
    /// Put the loaded picture of `url` on the clipboard.
    case copyPicture(URL)
    case pictureNotice(PictureNotice)
}
