import Outbox

/// What came of one operation's job: the server's answer, or that it was held back.
public enum FavouriteOperationResult: Equatable, Sendable, OutboxSendResult {
    case added(FavouriteAddOutcome)
    case removed
    case failed(AccountRequestFailure)
    /// Not sent: the favourites file does not keep the change (its last write failed, for the
    /// reason given).
    case heldBack(String)
}
