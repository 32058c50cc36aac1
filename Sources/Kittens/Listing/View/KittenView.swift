import FoundationEssentials
import MVI

/// The listing and viewer as the feature sees them: the view renders `KittenModel`s and sends
/// the user's `KittenIntent`s (each thing the user does is an intent of the kitten store, one to
/// one), and does the one-off effects the store decides. A GTK window implements it; so do test
/// doubles. Main thread only.
@MainActor
public protocol KittenView: StoreView where Model == KittenModel, Event == KittenIntent {
    /// Does a one-off effect, such as opening a URL.
    func perform(_ effect: KittenViewEffect)
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
