import FoundationEssentials

/// What the viewer's side of the window shows: the picture viewer over the list while a picture
/// shows, and the progress of a Save or Copy (which also runs from a row's menu).
public struct ViewerModel: Equatable, Sendable {
    /// The picture viewer, shown over the list; nil shows the list.
    public var viewer: ViewedPicture?
    /// What a running Save or Copy waits for ("Downloading the picture…", "Saving the
    /// picture…"), shown with a spinner; nil when none runs or it waits for the save dialog.
    public var pictureProgress: String?
    /// The picture a running Save or Copy needs, which the view keeps loaded; nil when none runs.
    public var pictureTaskURL: URL?
    /// Whether Set as Background is offered.
    public var canSetBackground: Bool
    /// Whether the slideshow moves on by itself.
    public var isSlideshowPlaying: Bool

    public init(
        viewer: ViewedPicture? = nil, pictureProgress: String? = nil, pictureTaskURL: URL? = nil, canSetBackground: Bool = false,
        isSlideshowPlaying: Bool = false
    ) {
        self.viewer = viewer
        self.pictureProgress = pictureProgress
        self.pictureTaskURL = pictureTaskURL
        self.canSetBackground = canSetBackground
        self.isSlideshowPlaying = isSlideshowPlaying
    }
}
