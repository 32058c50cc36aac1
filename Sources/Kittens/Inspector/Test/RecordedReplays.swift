import MVI
import MVIRecording

/// The reducers of the app's stores as replays, found by a recording's state and message types:
/// a recording read from a file replays nothing itself (its states are those the file kept), so
/// the minimal test (`RecordingShrinker`) recomputes the states of the steps it tries with the
/// store's reducer from here.
enum RecordedReplays {
    /// The replay of the store whose recording is a `recordingType`; nil for a store the app does not have.
    static func replay<State, Intent, Action, Message, Label>(
        for recordingType: StoreRecording<State, Intent, Action, Message, Label>.Type
    ) -> StoreReplay<State, Intent, Action, Message, Label>? {
        guard let reducer = reducers.lazy.compactMap({ $0 as? any Reducer<State, Message> }).first else { return nil }
        return StoreReplay { state, event in
            if case .message(let message) = event { reducer.reduce(into: &state, message) }
        }
    }

    /// The reducer of each store of the app whose recordings make minimal tests.
    private static var reducers: [any Reducer] {
        [ListingReducer(), ViewerReducer(), PreferencesReducer(), BreedsReducer(), FavouritesReducer()]
    }
}
