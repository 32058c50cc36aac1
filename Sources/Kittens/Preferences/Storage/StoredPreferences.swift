import FoundationEssentials

/// What the Preferences window keeps in the config folder. Never the API key: that is in the
/// keyring. A value that is missing or out of range counts as not set.
public struct StoredPreferences: Equatable, Sendable, Codable {
    /// Images per page, in `PageSize.range` when set.
    public var pageSize: Int?

    public init(pageSize: Int? = nil) {
        self.pageSize = pageSize.flatMap { PageSize.range.contains($0) ? $0 : nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pageSize = try? container.decodeIfPresent(Int.self, forKey: .pageSize)
        self.init(pageSize: pageSize)
    }
}
