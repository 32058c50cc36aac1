import Outbox

/// One change of the user's votes the server has not been told of yet: a vote cast, or one
/// withdrawn. There is no update: changing a vote is a withdrawal and a new vote.
public struct VoteOperation: OutboxOperation, Codable {
    public enum Kind: Equatable, Sendable, Codable {
        /// `POST /votes` with `value`; the answer gives the vote's server id.
        case cast(VoteValue)
        /// `DELETE /votes/{remoteID}`.
        case withdraw
    }

    public var id: Int
    public var kind: Kind
    public var imageID: String
    /// For a withdrawal, the server's id of the vote, once known: from the vote, or from the
    /// answer to the cast before it. A withdrawal without it waits.
    public var remoteID: String?
    public var wasSent: Bool
    /// A withdrawal the server answered waits for a listing before it is done: the server may
    /// hold the picture's vote twice (a cast sent again after its answer was lost), and a
    /// listing that still shows the picture sends it again with the id it found.
    public var awaitsListing: Bool

    public init(id: Int, kind: Kind, imageID: String, remoteID: String? = nil, wasSent: Bool = false, awaitsListing: Bool = false) {
        self.id = id
        self.kind = kind
        self.imageID = imageID
        self.remoteID = remoteID
        self.wasSent = wasSent
        self.awaitsListing = awaitsListing
    }

    /// The picture: its changes are sent in order, one at a time.
    public var subject: String { imageID }

    public var isReadyToSend: Bool { !awaitsListing && (kind != .withdraw || remoteID != nil) }

    public var isCast: Bool {
        if case .cast = kind { true } else { false }
    }
}
