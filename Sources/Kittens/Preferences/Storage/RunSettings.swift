import KittensSupport

/// The API key and page size this run uses, and where each comes from: the command line or the
/// environment win for the whole run; else the key in the keyring (or, where no keyring takes
/// it, the key typed in Preferences for this run) and the page size in the preferences file.
public struct RunSettings: Equatable, Sendable {
    /// `--api-key`, `--api-key-file`, `KITTENS_API_KEY` or `KITTENS_API_KEY_FILE`.
    public var keyOverride: APIKey?
    /// `--page-size` or `KITTENS_PAGE_SIZE`.
    public var pageSizeOverride: Int?
    /// The key in the keyring, or the one typed in Preferences when the keyring did not take it.
    public var savedKey: APIKey?
    /// The page size in the preferences file.
    public var savedPageSize: Int?

    public init(keyOverride: APIKey? = nil, pageSizeOverride: Int? = nil, savedKey: APIKey? = nil, savedPageSize: Int? = nil) {
        self.keyOverride = keyOverride
        self.pageSizeOverride = pageSizeOverride
        self.savedKey = savedKey
        self.savedPageSize = savedPageSize
    }

    /// The key sent with the next request.
    public var apiKey: APIKey? { keyOverride ?? savedKey }
    /// The page size of the next request.
    public var pageSize: Int { pageSizeOverride ?? savedPageSize ?? PageSize.standard }
}

/// A recording holds whether a key was set, never the key (see `APIKey`'s coding).
extension RunSettings: Codable {}
