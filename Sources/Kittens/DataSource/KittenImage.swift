import Foundation

/// One cat picture as TheCatAPI lists it. Its `url` is always an absolute `http` or `https` URL.
public struct KittenImage: Sendable, Hashable {
    /// TheCatAPI's identifier of the picture.
    public let id: String
    /// Where the picture itself can be downloaded.
    public let url: URL
    /// The picture's width in pixels, when the answer gave it.
    public let width: Int?
    /// The picture's height in pixels, when the answer gave it.
    public let height: Int?

    public init(id: String, url: URL, width: Int? = nil, height: Int? = nil) {
        self.id = id
        self.url = url
        self.width = width
        self.height = height
    }
}
