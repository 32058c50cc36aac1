import FoundationEssentials

/// What the user did in the kitten view.
public enum KittenEvent: Equatable, Sendable {
    case refresh
    case retry
    /// The list was scrolled near its end.
    case loadMore
    /// "Open in Browser" was chosen for an image.
    case open(URL)
    /// A row's URL should go to the clipboard.
    case copy(URL)
    /// A row was activated: show its picture in the viewer.
    case showPicture(id: String)
    /// Left, or the viewer's Previous button.
    case showPreviousPicture
    /// Right, or the viewer's Next button.
    case showNextPicture
    /// Escape, or the viewer's Back button.
    case closeViewer
    /// The viewer's Retry, under a picture that failed.
    case retryPicture
    /// Save Image As…, for the shown picture or a row's.
    case savePicture(id: String)
    /// Copy Image, for the shown picture or a row's.
    case copyPicture(id: String)
    /// The save dialog closed with this answer.
    case saveDestinationChosen(PictureSaveDestination)
    /// A filter control changed: ask for pictures matching these filters (`FiltersModel`'s
    /// `choosing…` give them).
    case useFilters(KittenFilters)
}

/// A one-off thing the view must do for the user, decided by the store.
public enum KittenViewEffect: Equatable, Sendable {
    /// Open the URL with the desktop's default handler.
    case openURL(URL)
    /// Put the URL's text on the clipboard.
    case copyToClipboard(URL)
    /// Show the save dialog for this image's loaded picture; answer with `saveDestinationChosen`.
    case chooseSaveFile(imageID: String, url: URL)
    /// Put the loaded picture of `url` on the clipboard.
    case copyPicture(URL)
    /// Tell the user how a Save or Copy ended.
    case showNotice(PictureNotice)
}
