import FoundationEssentials
import Outbox

/// A vote as TheCatAPI lists it: `{id, image_id, sub_id, value, created_at, image?: {id, url}}`.
public struct RemoteVote: Equatable, Sendable, Codable {
    public var remoteID: String
    public var imageID: String
    public var value: VoteValue
    /// nil when the entry carries no usable picture (`image` missing, empty or without a web URL).
    public var url: URL?
    public var created: Date?

    public init(remoteID: String, imageID: String, value: VoteValue, url: URL? = nil, created: Date? = nil) {
        self.remoteID = remoteID
        self.imageID = imageID
        self.value = value
        self.url = url
        self.created = created
    }
}

extension RemoteVote {
    /// Whether this vote, listed after `other` of the same picture, is the newer one: by
    /// `created`; of one second (TheCatAPI's times have whole seconds), the one with the larger
    /// server id, as TheCatAPI numbers votes in the order made; where that says nothing, this
    /// one, listed later. The listing's order does not decide what it can.
    public func isNewer(thanListedBefore other: RemoteVote) -> Bool {
        let created = self.created ?? .distantPast, otherCreated = other.created ?? .distantPast
        guard created == otherCreated else { return created > otherCreated }
        guard let number = Self.number(remoteID), let otherNumber = Self.number(other.remoteID), number != otherNumber else { return true }
        return number > otherNumber
    }

    /// A server id as the whole number TheCatAPI gives, if it is one.
    private static func number(_ remoteID: String) -> UInt64? {
        remoteID.utf8.count <= 19 ? UInt64(remoteID) : nil
    }
}

extension RemoteVote: AccountRecord {
    public static let codingName = "votes"

    public func replaces(listedBefore kept: RemoteVote) -> Bool { isNewer(thanListedBefore: kept) }
}

/// One page of the server's votes (`GET /votes?sub_id=…&limit=…&page=…`).
public typealias VotesPage = AccountPage<RemoteVote>
