import MVI
import Outbox

/// Folds the favourites store's messages into its state. Pure.
public struct FavouritesReducer: Reducer {
    public init() {}

    public func reduce(into state: inout FavouritesState, _ message: FavouritesMessage) {
        switch message {
        case .added(let favourite):
            state.userAdded(favourite)
        case .removed(let imageID):
            state.userRemoved(imageID)
        case .removalUndone:
            state.userUndidRemoval()
        case .addAnswered(let id, let outcome):
            state.addAnswered(id, outcome)
        case .removeAnswered(let id):
            state.removeAnswered(id)
        case .removeAnsweredInPart(let id, let removed):
            state.removeAnsweredInPart(id, removed: removed)
        case .outbox(let message):
            message.reduce(into: &state)
        }
    }
}
