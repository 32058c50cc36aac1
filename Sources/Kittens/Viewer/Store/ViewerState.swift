import KittensSupport

/// Everything the viewer store knows. Changed only by `ViewerReducer`.
public struct ViewerState: Equatable, Sendable, Codable {
    /// The listing's pictures, which previous and next step through (`ViewerIntent.listChanged`).
    public var list = ListedPictures()
    /// The id of the image whose picture the viewer shows; nil when the list shows. Always the
    /// id of `singleImage` when there is one, else of one of `list.images`: a list that drops
    /// it closes the viewer.
    public var viewedImageID: String?
    /// The picture the viewer shows by itself, listed or not (`ViewerIntent.showSinglePicture`);
    /// nil when the viewer shows a listed one or is closed. Its URL is a web URL.
    public var singleImage: KittenImage?
    /// Whether the viewer's picture has loaded; nil while the list shows.
    public var picture: PictureLoad?
    /// The last Save or Copy of a picture, running or ended; nil when there was none.
    public var pictureTask: PictureTask?
    /// Whether the slideshow moves on by itself; only while a listed picture shows.
    public var isSlideshowPlaying = false
    /// Whether Set as Background is offered: the desktop said it takes one.
    public var canSetBackground = false

    /// A closed viewer with no list.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case list, viewedImageID, singleImage, picture, pictureTask, isSlideshowPlaying, canSetBackground
    }

    /// Decoding (of a recording) keeps what the reducer promises: the picture shown is the one
    /// shown by itself or a listed one, and only a shown picture has a load state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        list = try container.decode(ListedPictures.self, forKey: .list)
        let viewed = try container.decodeIfPresent(String.self, forKey: .viewedImageID)
        singleImage = try container.decodeIfPresent(KittenImage.self, forKey: .singleImage)
            .flatMap { $0.id == viewed && $0.url.isWebURL ? $0 : nil }
        viewedImageID = singleImage != nil || list.images.contains { $0.id == viewed } ? viewed : nil
        picture = viewedImageID == nil ? nil : try container.decodeIfPresent(PictureLoad.self, forKey: .picture)
        pictureTask = try container.decodeIfPresent(PictureTask.self, forKey: .pictureTask)
        let playing = try container.decodeIfPresent(Bool.self, forKey: .isSlideshowPlaying) ?? false
        isSlideshowPlaying = playing && viewedIndex != nil
        canSetBackground = try container.decodeIfPresent(Bool.self, forKey: .canSetBackground) ?? false
    }

    /// The position in `list.images` of the picture the viewer shows; nil also while it shows
    /// `singleImage`, which has no neighbours.
    public var viewedIndex: Int? {
        guard let viewedImageID, singleImage == nil else { return nil }
        return list.images.firstIndex { $0.id == viewedImageID }
    }

    /// The image whose picture the viewer shows: `singleImage`, or else the listed one.
    public var viewedImage: KittenImage? {
        singleImage ?? viewedIndex.map { list.images[$0] }
    }

    /// The image with this id: the one the viewer shows by itself, or else a listed one.
    public func image(id: String) -> KittenImage? {
        if let singleImage, singleImage.id == id { return singleImage }
        return list.images.first { $0.id == id }
    }
}
