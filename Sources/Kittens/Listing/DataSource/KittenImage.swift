import FoundationEssentials
import KittensSupport

/// One cat picture as TheCatAPI lists it. Its `url` is always an absolute `http` or `https` URL.
/// Encoded (in recordings and saved lists), its breed takes TheCatAPI's shape and is checked again
/// when read.
public struct KittenImage: Sendable, Hashable, Codable {
    /// TheCatAPI's identifier of the picture.
    public let id: String
    /// Where the picture itself can be downloaded.
    public let url: URL
    /// The picture's width in pixels, when the answer gave it.
    public let width: Int?
    /// The picture's height in pixels, when the answer gave it.
    public let height: Int?
    /// The first breed of the answer's `breeds`, after `BreedParser`'s checks; nil when it gave
    /// none or none that could be used.
    public var breed: Breed? { breedBox?.breed }
    /// Where `breed` is kept, so that a picture costs its list a few words (see `BreedBox`).
    private let breedBox: BreedBox?

    public init(id: String, url: URL, width: Int? = nil, height: Int? = nil, breed: Breed? = nil) {
        self.id = id
        self.url = url
        self.width = width
        self.height = height
        self.breedBox = breed.map(BreedBox.init)
    }

    private enum CodingKeys: String, CodingKey {
        case id, url, width, height, breed
    }

    /// Decoding checks the URL as if it came from the network (see `WebURL`),
    /// so that an image read from a file (a recording) never puts another kind of URL in a row.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        url = try container.decodeWebURL(forKey: .url)
        width = try container.decodeIfPresent(Int.self, forKey: .width).flatMap { $0 > 0 ? $0 : nil }
        height = try container.decodeIfPresent(Int.self, forKey: .height).flatMap { $0 > 0 ? $0 : nil }
        // In TheCatAPI's shape, read back through `BreedParser`'s checks; an unusable breed is none.
        if case .breed(let breed)? = try? container.decodeIfPresent(BreedEntry.self, forKey: .breed) {
            breedBox = BreedBox(breed)
        } else {
            breedBox = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(url.absoluteString, forKey: .url)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(breed.map(EncodedBreed.init), forKey: .breed)
    }
}

/// Reflected with its breed as a field, as it was before the breed was boxed: state diffs and
/// the Store Inspector's state tree show `breed`, not the box.
extension KittenImage: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "url": url, "width": width as Any, "height": height as Any, "breed": breed as Any], displayStyle: .struct)
    }
}
