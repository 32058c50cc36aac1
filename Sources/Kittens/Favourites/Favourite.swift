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
    /// The server's other ids of the same picture (it keeps a picture twice when another client
    /// favourited it again): removing the favourite removes them too. At most
    /// `FavouriteLimits.maximumMoreRemoteIDs`.
    public var moreRemoteIDs: [String]
    /// When it was favourited.
    public var created: Date
    /// The server says the picture no longer exists. The favourite is kept, and says so.
    public var isPictureGone: Bool

    public init(
        imageID: String, url: URL?, remoteID: String? = nil, moreRemoteIDs: [String] = [], created: Date, isPictureGone: Bool = false
    ) {
        self.imageID = imageID
        self.url = url
        self.remoteID = remoteID
        self.moreRemoteIDs = Array(moreRemoteIDs.prefix(FavouriteLimits.maximumMoreRemoteIDs))
        self.created = created
        self.isPictureGone = isPictureGone
    }

    private enum CodingKeys: String, CodingKey {
        case imageID, url, remoteID, moreRemoteIDs, created, isPictureGone
    }

    /// Decoding (a recording) checks the ids and the URL as if they came from the server.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imageID = try container.decodeFavouriteID(forKey: .imageID)
        url = try container.decodeWebURLIfPresent(forKey: .url)
        remoteID = try container.decodeFavouriteIDIfPresent(forKey: .remoteID)
        moreRemoteIDs = try container.decodeFavouriteIDsIfPresent(forKey: .moreRemoteIDs)
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

    /// A picture's server ids past its first that are kept (`Favourite.moreRemoteIDs`); more are
    /// removed by a later listing's removal.
    public static let maximumMoreRemoteIDs = 3
    /// Addresses of pictures longer than this (in UTF-8) are not kept: a favourite's size in
    /// the file is bounded (TheCatAPI's are under 100 bytes).
    public static let maximumURLLength = 512
    /// At most this many accounts besides the one in use are kept at all, even with changes
    /// waiting; past it, the oldest goes.
    public static let maximumShelvedAccounts = 16
    /// Favourites kept of the other accounts, in all: past it, those with no change waiting go,
    /// of the oldest account first (the server keeps them). Those with a change waiting are
    /// fewer than `maximumOperations`.
    public static let maximumShelvedFavourites = maximumOperations

    /// Whether `url` can be kept: at most `maximumURLLength` bytes, of printable ASCII that JSON
    /// writes as it is (no `"` or `\`), so that its size in the file is bounded.
    public static func accepts(url: URL) -> Bool {
        let bytes = url.absoluteString.utf8
        return bytes.count <= maximumURLLength && bytes.allSatisfy { (0x21...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C }
    }

    /// Whether `id` can be kept and put in a URL path as it is.
    public static func accepts(id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIDLength
            && id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
