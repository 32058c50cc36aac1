import KittensSupport

/// What the Preferences window shows.
public struct PreferencesModel: Equatable, Sendable {
    /// The key as typed, else the saved key, for the password entry; empty when there is none.
    public var apiKey: APIKey
    public var pageSize: Int
    public var pageSizeRange: ClosedRange<Int>
    /// What the window says under the fields: where the key is kept, what was saved, what failed.
    public var status: String
    /// Whether Save can be pressed: not while the keyring is read or written.
    public var canSave: Bool
    /// Whether the window offers Try Again: the keyring could not be reached or was locked.
    public var canTryKeyringAgain: Bool

    public init(
        apiKey: APIKey, pageSize: Int, pageSizeRange: ClosedRange<Int>, status: String, canSave: Bool,
        canTryKeyringAgain: Bool = false
    ) {
        self.apiKey = apiKey
        self.pageSize = pageSize
        self.pageSizeRange = pageSizeRange
        self.status = status
        self.canSave = canSave
        self.canTryKeyringAgain = canTryKeyringAgain
    }
}

