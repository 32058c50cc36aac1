import MVI
import MVIRecording

/// A recording of the favourites store, for time travel and bug reports.
public typealias FavouritesRecording = StoreRecording<FavouritesState, FavouritesIntent, Never, FavouritesMessage, FavouritesLabel>

/// Moves the Favourites view and the hearts through a `FavouritesRecording`.
public typealias FavouritesTimeTravel = TimeTravelController<FavouritesState, FavouritesIntent, Never, FavouritesMessage, FavouritesLabel>

extension RecordingFormat {
    /// Favourites store recordings. Bump `version` whenever a favourites state, intent, message
    /// or label changes shape.
    public static let favouritesStore = RecordingFormat(name: "org.kittensforlinux.Kittens.FavouritesStore", version: 2)
}
