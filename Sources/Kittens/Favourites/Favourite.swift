import FoundationEssentials
import KittensSupport

/// One favourite picture. A picture is favourited at most once: `imageID` identifies it.
public struct Favourite: Equatable, Sendable, Codable {
    /// TheCatAPI's id of the picture.
    public var imageID: String
    /// Where the picture is; nil when the server lists the favourite without its picture and
    /// this app never saw it.
    public var url: URL?
    /// TheCatAPI's id of the favourite, once the server keeps it; nil while it lives here only.
    public var remoteID: String?
    /// When it was favourited.
    public var created: Date
    /// The server says the picture no longer exists. The favourite is kept, and says so.
    public var isPictureGone: Bool

    public init(imageID: String, url: URL?, remoteID: String? = nil, created: Date, isPictureGone: Bool = false) {
        self.imageID = imageID
        self.url = url
        self.remoteID = remoteID
        self.created = created
        self.isPictureGone = isPictureGone
    }

    private enum CodingKeys: String, CodingKey {
        case imageID, url, remoteID, created, isPictureGone
    }

    /// Decoding (a recording) checks the ids and the URL as if they came from the server.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageID = try container.decodeFavouriteID(forKey: .imageID)
        url = try container.decodeWebURLIfPresent(forKey: .url)
        remoteID = try container.decodeFavouriteIDIfPresent(forKey: .remoteID)
        created = try container.decode(Date.self, forKey: .created)
        isPictureGone = try container.decode(Bool.self, forKey: .isPictureGone)
    }
}

/// Bounds on what favourites hold, whether read from the file or from the server.
public enum FavouriteLimits {
    /// At most this many favourites are kept; more are dropped, the oldest first.
    public static let maximumCount = 5_000
    /// Ids (of pictures and of favourites) longer than this, empty, or holding anything but
    /// letters, digits, `-` and `_` are refused.
    public static let maximumIDLength = 64
    /// At most this many changes wait for the server, of every account; a change past it is
    /// refused, never made by dropping one that waits.
    public static let maximumOperations = 2 * maximumCount
    /// The favourites of at most this many accounts besides the one in use are kept; past it,
    /// the oldest with no change waiting goes (the server keeps its favourites).
    public static let maximumOtherAccounts = 4

    /// Whether `id` can be kept and put in a URL path as it is.
    public static func accepts(id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIDLength
            && id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
