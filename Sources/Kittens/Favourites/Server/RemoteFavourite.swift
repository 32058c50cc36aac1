import FoundationEssentials
import KittensSupport

/// A favourite as TheCatAPI lists it: `{id, image_id, sub_id, created_at, image: {id, url}}`.
public struct RemoteFavourite: Equatable, Sendable, Codable {
    public var remoteID: String
    public var imageID: String
    /// nil when the server lists no usable picture (`image` missing, empty or without a web URL).
    public var url: URL?
    public var created: Date?

    public init(remoteID: String, imageID: String, url: URL?, created: Date?) {
        self.remoteID = remoteID
        self.imageID = imageID
        self.url = url
        self.created = created
    }

    private enum CodingKeys: String, CodingKey {
        case remoteID, imageID, url, created
    }

    /// Decoding (a recording) checks the ids and the URL as if they came from the server.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        remoteID = try container.decodeFavouriteID(forKey: .remoteID)
        imageID = try container.decodeFavouriteID(forKey: .imageID)
        url = try container.decodeWebURLIfPresent(forKey: .url)
        created = try container.decodeIfPresent(Date.self, forKey: .created)
    }
}

extension RemoteFavourite: AccountRecord {
    public static let codingName = "favourites"

    /// The earliest favourite of a picture is kept.
    public func replaces(listedBefore kept: RemoteFavourite) -> Bool {
        created.map { $0 < kept.created ?? .distantFuture } ?? false
    }
}
