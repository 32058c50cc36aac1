/// One change the user made to favourites that the server has not yet been told of, kept in
/// the favourites file until the server answers (`FavouritesState.outbox`).
public struct FavouriteOperation: Equatable, Sendable, Codable {
    public enum Kind: String, Equatable, Sendable, Codable {
        /// `POST /favourites` for the picture.
        case add
        /// `DELETE /favourites/{remoteID}`.
        case remove
    }

    /// Unique among the operations of the file, and increasing: later changes have larger ids.
    public var id: Int
    public var kind: Kind
    public var imageID: String
    /// For a removal, the server's id of the favourite once known: from the favourite, from the
    /// answer to the add before it, or from a listing. A removal without it waits.
    public var remoteID: String?
    /// It was sent at least once, so the server may have made it although no answer came: it
    /// can no longer be cancelled by the opposite change, which is sent after it instead.
    public var wasSent: Bool

    public init(id: Int, kind: Kind, imageID: String, remoteID: String? = nil, wasSent: Bool = false) {
        self.id = id
        self.kind = kind
        self.imageID = imageID
        self.remoteID = remoteID
        self.wasSent = wasSent
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, imageID, remoteID, wasSent
    }

    /// Decoding (a recording) checks the ids as if they came from the server.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        imageID = try container.decodeFavouriteID(forKey: .imageID)
        remoteID = try container.decodeFavouriteIDIfPresent(forKey: .remoteID)
        wasSent = try container.decodeIfPresent(Bool.self, forKey: .wasSent) ?? false
    }
}
