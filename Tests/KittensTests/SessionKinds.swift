import Kittens
import MVI
import MVIRecording

/// The stores a session file of the app holds, as the app's screens list them.
let kittensSessionKinds: [RecordingKind] = [
    .recording(ListingRecording.self, format: .listingStore),
    .recording(ViewerRecording.self, format: .viewerStore),
    .recording(PreferencesRecording.self, format: .preferencesStore),
    .recording(BreedsRecording.self, format: .breedsStore),
    .recording(FavouritesRecording.self, format: .favouritesStore),
]
