import MVI
import MVIRecording

/// The reducers of the app's stores as replays, found by a recording's types: a recording read
/// from a file replays nothing itself (its states are those the file kept), so the minimal test
/// (`RecordingShrinker`) recomputes the states of the steps it tries with the store's reducer
/// from here.
enum RecordedReplays {
    /// The replay of the store whose recording is a `recordingType`; nil for a store the app does not have.
    static func replay<State, Intent, Action, Message, Label>(
        for recordingType: StoreRecording<State, Intent, Action, Message, Label>.Type
    ) -> StoreReplay<State, Intent, Action, Message, Label>? {
        all.lazy.compactMap { $0 as? StoreReplay<State, Intent, Action, Message, Label> }.first
    }

    private static var all: [Any] {
        [
            replay(ListingReducer(), for: ListingRecording.self),
            replay(ViewerReducer(), for: ViewerRecording.self),
            replay(PreferencesReducer(), for: PreferencesRecording.self),
            replay(BreedsReducer(), for: BreedsRecording.self),
            replay(FavouritesReducer(), for: FavouritesRecording.self),
        ]
    }

    private static func replay<R: Reducer, Intent, Action, Label>(
        _ reducer: R, for _: StoreRecording<R.State, Intent, Action, R.Message, Label>.Type
    ) -> Any {
        StoreReplay<R.State, Intent, Action, R.Message, Label>(reducer)
    }
}
