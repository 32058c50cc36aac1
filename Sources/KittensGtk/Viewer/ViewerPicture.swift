import FoundationEssentials
import Kittens

/// A picture the viewer can show and save: the texture decoded at the size drawn, and the
/// original bytes as downloaded, whose format was read from their header.
public struct ViewerPicture: Sendable {
    public let texture: Texture
    /// The bytes as the server sent them: what "Save Image As…" writes.
    public let original: Data
    public let format: ImageFormat
}

/// Where the viewer's picture is: on its way, ready, or refused with words for the user.
public enum ViewerPictureState: Sendable {
    case loading
    case loaded(ViewerPicture)
    case failed(ThumbnailFailure)
}
