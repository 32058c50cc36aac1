import FoundationEssentials
import MVI

/// The listing as the feature sees it: the view renders `ListingModel`s and sends the user's
/// `ListingIntent`s (each thing the user does to the list is an intent of the kitten store, one
/// to one), and does the one-off effects the store decides; the viewer is a `ViewerView`. A GTK
/// window implements it; so do test doubles. Main thread only.
@MainActor
public protocol ListingView: StoreView where Model == ListingModel, Event == ListingIntent {
    /// Does a one-off effect, such as opening a URL.
    func perform(_ effect: ListingViewEffect)
}

/// A one-off thing the view must do for the user, decided by the store.
public enum ListingViewEffect: Equatable, Sendable {
    /// Open the URL with the desktop's default handler.
    case openURL(URL)
    /// Put the URL's text on the clipboard.
    case copyToClipboard(URL)
}
