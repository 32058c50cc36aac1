import MVI

/// "My votes" on the Rate page as the window shows it: it renders a `MyVotesModel`, shows the
/// votes store's notices as toasts, and sends what the user does to a vote (a change or a
/// withdrawal) as `VotesIntent`s. Main thread only.
@MainActor
public protocol MyVotesView: StoreView where Model == MyVotesModel, Event == VotesIntent {
    /// Tells the user `notice` (a toast, with its button).
    func show(_ notice: OutboxNotice)
}
