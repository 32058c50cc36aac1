import MVI
import Outbox

/// Folds the votes store's messages into its state. Pure.
public struct VotesReducer: Reducer {
    public init() {}

    public func reduce(into state: inout VotesState, _ message: VotesMessage) {
        switch message {
        case .voted(let vote):
            state.userVoted(vote)
        case .withdrew(let imageID):
            state.userWithdrew(imageID)
        case .castAnswered(let id, let remoteID):
            state.castAnswered(id, remoteID: remoteID)
        case .withdrawAnswered(let id):
            state.withdrawAnswered(id)
        case .outbox(let message):
            message.reduce(into: &state)
        }
    }
}
