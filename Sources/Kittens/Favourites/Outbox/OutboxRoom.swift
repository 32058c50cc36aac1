import MVI

/// A store state whose file keeps at most `FavouriteLimits.maximumOperations` changes, of every
/// account: the favourites' and the votes'.
public protocol CappedOutboxState {
    /// How many operations the file keeps, of every account.
    var operationCount: Int { get }
}

/// A label that says a change was not made because it would pass a cap.
public protocol CappedOutboxLabel {
    static func full(_ cap: FavouritesCap) -> Self
}

extension FavouritesState: CappedOutboxState {}
extension VotesState: CappedOutboxState {}
extension FavouritesLabel: CappedOutboxLabel {}
extension VotesLabel: CappedOutboxLabel {}

extension ExecutorScope where State: CappedOutboxState, Label: CappedOutboxLabel {
    /// Whether `count` more operations can wait for the server; when not, the user is told and
    /// the change is not made (no waiting change is dropped to make room).
    func hasRoom(forOperations count: Int) -> Bool {
        guard state.operationCount + count > FavouriteLimits.maximumOperations else { return true }
        publish(.full(.waitingChanges))
        return false
    }
}
