/// Why an account outbox's changes (favourites, votes) are not on TheCatAPI yet, or cannot be
/// kept, in full words: the strip over the page that shows them, where a notice's Details button
/// leads. Made from the store's state, so it stays as long as the reason does.
public struct OutboxStatus: Equatable, Sendable {
    /// The reason and what the user can do about it.
    public var text: String
    /// Whether the key is what is wrong: the strip then offers Preferences, where it is set.
    public var isAboutTheKey: Bool

    public init(text: String, isAboutTheKey: Bool = false) {
        self.text = text
        self.isAboutTheKey = isAboutTheKey
    }
}
