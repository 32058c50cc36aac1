import FoundationEssentials

/// How the user rated a picture: TheCatAPI's `value`, 1 for up, 0 for down.
public enum VoteValue: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
    case up
    case down

    /// The value the server keeps; any value of 0 or less is a down vote (clients send -1 too).
    public init(serverValue: Int) {
        self = serverValue > 0 ? .up : .down
    }

    /// What `POST /votes` sends.
    public var serverValue: Int {
        switch self {
        case .up: 1
        case .down: 0
        }
    }
}

/// The user's vote on a picture, as kept here.
public struct Vote: Equatable, Sendable, Codable {
    public var imageID: String
    public var value: VoteValue
    /// The server's id of the vote, once known (from the answer to its `POST`, or a listing).
    public var remoteID: String?
    /// The picture, when known (a listing's entry may lack it).
    public var url: URL?
    public var created: Date

    public init(imageID: String, value: VoteValue, remoteID: String? = nil, url: URL? = nil, created: Date) {
        self.imageID = imageID
        self.value = value
        self.remoteID = remoteID
        self.url = url
        self.created = created
    }
}
