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
}

/// A one-off thing the view must do for the user, decided by the store.
public enum KittenViewEffect: Equatable, Sendable {
    /// Open the URL with the desktop's default handler.
    case openURL(URL)
    /// Put the URL's text on the clipboard.
    case copyToClipboard(URL)
}
