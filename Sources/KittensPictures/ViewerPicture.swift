import FoundationEssentials
import Kittens
import KittensSupport

/// A picture the viewer can show and save: the texture decoded at the size drawn, and the
/// original bytes as downloaded, whose format was read from their header.
public struct ViewerPicture: Sendable {
    public let texture: Texture
    /// The bytes as the server sent them: what "Save Image As…" writes.
    public let original: Data
    public let format: ImageFormat
    /// The picture's own size, from its header.
    public let sourceWidth: Int
    public let sourceHeight: Int
    /// For an animated GIF: how it plays on after `texture`, its first frame.
    public var animation: GIFPlayback? = nil

    /// The picture's own size as it shows, upright: the header's size, turned a quarter when
    /// the decoder turned it upright (an EXIF orientation), as the texture's shape tells.
    public var uprightSize: (width: Int, height: Int) {
        let sourceWide = sourceWidth > sourceHeight, textureWide = texture.width > texture.height
        let turned = sourceWidth != sourceHeight && texture.width != texture.height && sourceWide != textureWide
        return turned ? (sourceHeight, sourceWidth) : (sourceWidth, sourceHeight)
    }

    /// Whether a decode for `box` would be noticeably sharper (over 10 % more pixels a side)
    /// than this texture.
    func isSoft(for box: (width: Int, height: Int)) -> Bool {
        let wanted = FitSize(source: uprightSize, fitting: box)
        return wanted.width * 10 > texture.width * 11 || wanted.height * 10 > texture.height * 11
    }
}

/// An animated GIF after its first frame: the decoder at its second frame, and how long the
/// first shows. A value: each showing of the picture plays from a copy of it.
public struct GIFPlayback: Sendable {
    public let decoder: GIFFrameDecoder
    public let firstDelay: Duration
}

/// Where the viewer's picture is: on its way, ready, or refused with words for the user.
public enum ViewerPictureState: Sendable {
    case loading
    case loaded(ViewerPicture)
    case failed(PictureLoadError)
}
