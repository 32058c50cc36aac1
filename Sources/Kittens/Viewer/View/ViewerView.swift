import FoundationEssentials
import MVI

/// The viewer as the feature sees it: the view renders `ViewerModel`s, sends the user's
/// `ViewerIntent`s (one to one), and does the one-off effects the store decides. A GTK window
/// implements it; so do test doubles. Main thread only.
@MainActor
public protocol ViewerView: StoreView where Model == ViewerModel, Event == ViewerIntent {
    /// Does a one-off effect, such as showing the save dialog.
    func perform(_ effect: ViewerViewEffect)
}

/// A one-off thing the viewer's view must do for the user, decided by the viewer store.
public enum ViewerViewEffect: Equatable, Sendable {
    /// Show the save dialog for this image's loaded picture; answer with `saveDestinationChosen`.
    case chooseSaveFile(imageID: String, url: URL)
    /// Put the loaded picture of `url` on the clipboard.
    case copyPicture(URL)
    /// Tell the user how a Save or Copy ended.
    case showNotice(PictureNotice)

    /// The effect of `label`; nil for a label that is not the view's (`ViewerLabel.loadMore`,
    /// which the app hands to the listing).
    public init?(_ label: ViewerLabel) {
        switch label {
        case .loadMore: return nil
        case .chooseSaveFile(let imageID, let url): self = .chooseSaveFile(imageID: imageID, url: url)
        case .copyPicture(let url): self = .copyPicture(url)
        case .pictureNotice(let notice): self = .showNotice(notice)
        }
    }
}
