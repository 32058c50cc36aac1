import MVI

/// The Rate page as the window shows it: it renders a `RateModel`, tells the user what the store
/// did that they may not see (`RateViewEffect`), and sends `RateIntent`s. Main thread only.
@MainActor
public protocol RateView: StoreView where Model == RateModel, Event == RateIntent {
    func perform(_ effect: RateViewEffect)
}

/// What the Rate page tells the user besides the model.
public enum RateViewEffect: Equatable, Sendable {
    /// A toast: the vote on this picture was withdrawn.
    case voteWithdrawn(String)
}
