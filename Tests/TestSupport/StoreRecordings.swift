import Foundation
import Kittens
import MVI
import MVIRecording

// The recording and time-travel types of the app's stores, and the formats of their
// recordings, by name: the app declares none (they follow from each store's types and
// identity), the tests name them.

public typealias ListingRecording = StoreRecording<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>
public typealias ListingTimeTravel = TimeTravelController<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>
public typealias ViewerRecording = StoreRecording<ViewerState, ViewerIntent, Never, ViewerMessage, ViewerLabel>
public typealias ViewerTimeTravel = TimeTravelController<ViewerState, ViewerIntent, Never, ViewerMessage, ViewerLabel>
public typealias PreferencesRecording = StoreRecording<PreferencesState, PreferencesIntent, PreferencesAction, PreferencesMessage, PreferencesLabel>
public typealias PreferencesTimeTravel = TimeTravelController<PreferencesState, PreferencesIntent, PreferencesAction, PreferencesMessage, PreferencesLabel>
public typealias BreedsRecording = StoreRecording<BreedsState, BreedsIntent, BreedsAction, BreedsMessage, Never>
public typealias BreedsTimeTravel = TimeTravelController<BreedsState, BreedsIntent, BreedsAction, BreedsMessage, Never>
public typealias FavouritesRecording = StoreRecording<FavouritesState, FavouritesIntent, Never, FavouritesMessage, FavouritesLabel>
public typealias FavouritesTimeTravel = TimeTravelController<FavouritesState, FavouritesIntent, Never, FavouritesMessage, FavouritesLabel>
public typealias RateRecording = StoreRecording<RateState, RateIntent, Never, RateMessage, RateLabel>
public typealias RateTimeTravel = TimeTravelController<RateState, RateIntent, Never, RateMessage, RateLabel>
public typealias VotesRecording = StoreRecording<VotesState, VotesIntent, Never, VotesMessage, VotesLabel>
public typealias VotesTimeTravel = TimeTravelController<VotesState, VotesIntent, Never, VotesMessage, VotesLabel>

/// The stores a session file of the app holds, as the app's screens list them.
public let kittensSessionKinds: [RecordingKind] = [
    .recording(ListingRecording.self, format: .listingStore),
    .recording(ViewerRecording.self, format: .viewerStore),
    .recording(PreferencesRecording.self, format: .preferencesStore),
    .recording(BreedsRecording.self, format: .breedsStore),
    .recording(FavouritesRecording.self, format: .favouritesStore),
]

extension RecordingFormat {
    public static var listingStore: RecordingFormat { listingStoreIdentity.format }
    public static var viewerStore: RecordingFormat { viewerStoreIdentity.format }
    public static var preferencesStore: RecordingFormat { preferencesStoreIdentity.format }
    public static var breedsStore: RecordingFormat { breedsStoreIdentity.format }
    public static var favouritesStore: RecordingFormat { favouritesStoreIdentity.format }
    public static var rateStore: RecordingFormat { rateStoreIdentity.format }
    public static var votesStore: RecordingFormat { votesStoreIdentity.format }
}

extension StoreRecording
where State == ListingState, Intent == ListingIntent, Action == ListingAction, Message == ListingMessage,
    Label == ListingLabel {
    /// The recording as a JSON file of the kitten store alone, as versions before sessions exported.
    public func listingFile() throws -> Data {
        try jsonData(format: .listingStore)
    }

    /// The kitten store recording in `data`, a file written by `listingFile()`.
    public static func listingRecording(fromFile data: Data) throws(RecordingFileProblem) -> ListingRecording {
        try decode(json: data, format: .listingStore)
    }
}
