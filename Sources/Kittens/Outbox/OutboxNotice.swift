/// A notice of an account outbox (favourites, votes) as the window shows it: the words, and the
/// button it offers.
public struct OutboxNotice: Equatable, Sendable {
    /// The button of a notice.
    public enum Button: Equatable, Sendable {
        /// Brings the removed favourite back (`FavouritesEvent.undoRemoval`).
        case undo
        /// Opens Preferences, where a refused key is put right.
        case preferences
        /// Shows the Favourites page, whose status says in full why changes wait or cannot
        /// be kept (`FavouritesModel.status`).
        case details
    }

    public var message: String
    public var button: Button?
    /// Whether it tells of a failure (shown longer).
    public var isFailure: Bool

    public init(message: String, button: Button? = nil, isFailure: Bool = false) {
        self.message = message
        self.button = button
        self.isFailure = isFailure
    }
}
