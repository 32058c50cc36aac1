import Outbox

/// One change the user made to favourites that the server has not yet been told of, kept in
/// the favourites file until the server answers (`FavouritesState.outbox`).
public struct FavouriteOperation: OutboxOperation, Codable {
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
    /// For a removal, the picture's other server ids (`Favourite.moreRemoteIDs`): removed too.
    public var moreRemoteIDs: [String]
    /// It waits for a listing. An add answered "already there": the listing gives the server's
    /// id (the add is done) or lacks the picture (the add is sent again). A removal the server
    /// made: the listing lacks the picture (the removal is done) or lists it under ids the
    /// removal did not know (it is sent again, with them).
    public var awaitsListing: Bool
    /// It was sent at least once, so the server may have made it although no answer came: it
    /// can no longer be cancelled by the opposite change, which is sent after it instead.
    public var wasSent: Bool

    public init(
        id: Int, kind: Kind, imageID: String, remoteID: String? = nil, moreRemoteIDs: [String] = [], wasSent: Bool = false,
        awaitsListing: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.imageID = imageID
        self.remoteID = remoteID
        self.moreRemoteIDs = Array(moreRemoteIDs.prefix(FavouriteLimits.maximumMoreRemoteIDs))
        self.wasSent = wasSent
        self.awaitsListing = awaitsListing
    }

    /// The picture: its changes are sent in order, one at a time.
    public var subject: String { imageID }

    /// An add waits only for a listing it asked for; a removal also for its server id.
    public var isReadyToSend: Bool { !awaitsListing && (kind == .add || remoteID != nil) }

    /// Every server id a removal removes.
    public var remoteIDs: [String] { (remoteID.map { [$0] } ?? []) + moreRemoteIDs }

    private enum CodingKeys: String, CodingKey {
        case id, kind, imageID, remoteID, moreRemoteIDs, wasSent, awaitsListing
    }

    /// Decoding (a recording) checks the ids as if they came from the server.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        imageID = try container.decodeFavouriteID(forKey: .imageID)
        remoteID = try container.decodeFavouriteIDIfPresent(forKey: .remoteID)
        moreRemoteIDs = try container.decodeFavouriteIDsIfPresent(forKey: .moreRemoteIDs)
        wasSent = try container.decodeIfPresent(Bool.self, forKey: .wasSent) ?? false
        awaitsListing = try container.decodeIfPresent(Bool.self, forKey: .awaitsListing) ?? false
    }
}
