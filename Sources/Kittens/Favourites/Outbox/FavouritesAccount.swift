/// Whose favourites they are at TheCatAPI: an API base, a `sub_id` and a key. The server's ids
/// of favourites mean something only under the account that made them.
public struct FavouritesAccount: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The API base without credentials, query or fragment: `https://api.thecatapi.com/v1`.
    public var server: String
    public var subID: String
    /// A fingerprint of the API key (a hash of it, never the key).
    public var keyFingerprint: String

    public init(server: String, subID: String, keyFingerprint: String) {
        self.server = String(server.prefix(Self.maximumServerLength))
        self.subID = String(subID.prefix(FavouriteLimits.maximumIDLength))
        self.keyFingerprint = String(keyFingerprint.prefix(Self.maximumFingerprintLength))
    }

    public static let maximumServerLength = 2048
    public static let maximumFingerprintLength = 128

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
public struct FavouritesShelf: Equatable, Sendable, Codable {
    public var account: FavouritesAccount
    public var favourites: [Favourite]
    public var outbox: [FavouriteOperation]

    public init(account: FavouritesAccount, favourites: [Favourite], outbox: [FavouriteOperation]) {
        self.account = account
        self.favourites = favourites
        self.outbox = outbox
    }
}
