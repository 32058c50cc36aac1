import Outbox

/// Whose favourites they are at TheCatAPI: an API base, a `sub_id` and a key. The server's ids
/// of favourites mean something only under the account that made them.
public struct TheCatAPIAccount: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The API base without credentials, query or fragment: `https://api.thecatapi.com/v1`.
    public var server: String
    public var subID: String
    /// A fingerprint of the API key (a hash of it, never the key).
    public var keyFingerprint: String

    /// Each field is cut to its cap, in Unicode scalars (so that what the file keeps of it is
    /// bounded in bytes).
    public init(server: String, subID: String, keyFingerprint: String) {
        self.server = Self.prefix(server, Self.maximumServerLength)
        self.subID = Self.prefix(subID, FavouriteLimits.maximumIDLength)
        self.keyFingerprint = Self.prefix(keyFingerprint, Self.maximumFingerprintLength)
    }

    public static let maximumServerLength = 2048
    public static let maximumFingerprintLength = 128

    private static func prefix(_ text: String, _ count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(count))
        return String(scalars)
    }

    private enum CodingKeys: String, CodingKey {
        case server, subID, keyFingerprint
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            server: try container.decode(String.self, forKey: .server), subID: try container.decode(String.self, forKey: .subID),
            keyFingerprint: try container.decode(String.self, forKey: .keyFingerprint))
    }

    /// Names the account in logs and the inspector without its key's fingerprint.
    public var description: String { "\(server) as \(subID)" }
}

/// The favourites and unsent changes of an account not in use now, kept for when it comes back.
public struct FavouritesShelf: Equatable, Sendable, Codable, OutboxCappedShelf {
    public var account: TheCatAPIAccount
    public var favourites: [Favourite]
    public var outbox: [FavouriteOperation]
    /// Its favourites' server ids still wait for a listing to verify them
    /// (`FavouritesState.hasUnverifiedRemoteIDs`).
    public var hasUnverifiedRemoteIDs: Bool

    public init(account: TheCatAPIAccount, favourites: [Favourite], outbox: [FavouriteOperation], hasUnverifiedRemoteIDs: Bool = false) {
        self.account = account
        self.favourites = favourites
        self.outbox = outbox
        self.hasUnverifiedRemoteIDs = hasUnverifiedRemoteIDs
    }

    /// The caps on what the file keeps of accounts not in use (`FavouritesFileFormat.maximumBytes`).
    public static let caps = OutboxShelfCaps(
        maximumIdleAccounts: FavouriteLimits.maximumOtherAccounts, maximumAccounts: FavouriteLimits.maximumShelvedAccounts,
        maximumRecords: FavouriteLimits.maximumShelvedFavourites)

    public var hasChanges: Bool { !outbox.isEmpty }

    public var recordCount: Int { favourites.count }

    /// Drops the oldest-kept favourites with no change waiting: the server keeps them.
    public mutating func dropRecords(upTo count: Int) -> Int {
        OutboxShelves.dropRecords(&favourites, upTo: count, waiting: Set(outbox.map(\.imageID)), subject: \.imageID)
    }
}
