import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import TestSupport

// The test stores of the tests written from recordings (`RecordedSessionTest`, `kittens
// --replay FILE --make-test NAME`): each store as the app makes it, from the recorded initial
// state. Their jobs never run: a recorded test dispatches the messages their answers became.

@MainActor
func makeRecordedListingStore(initialState: ListingState) -> TestStore<ListingExecutor, ListingReducer> {
    TestStore(
        initialState: initialState, bootstrapper: ActionsBootstrapper(ListingAction.atStart),
        executor: ListingExecutor(dataSource: ScriptedKittenSource()), reducer: ListingReducer())
}

@MainActor
func makeRecordedBreedsStore(initialState: BreedsState) -> TestStore<BreedsExecutor, BreedsReducer> {
    TestStore(
        initialState: initialState, bootstrapper: ActionsBootstrapper(BreedsAction.loadCache),
        executor: BreedsExecutor(dataSource: AnsweringBreedSource(.failure(.unreachable)), cache: MemoryBreedCache()),
        reducer: BreedsReducer())
}

@MainActor
func makeRecordedPreferencesStore(initialState: PreferencesState) -> TestStore<PreferencesExecutor, PreferencesReducer> {
    TestStore(
        initialState: initialState, bootstrapper: ActionsBootstrapper(PreferencesAction.readKeyring),
        executor: PreferencesExecutor(keyStore: UnreachableKeyStore(), writer: FailingPreferencesWriter()),
        reducer: PreferencesReducer())
}

@MainActor
func makeRecordedFavouritesStore(initialState: FavouritesState) -> TestStore<FavouritesExecutor, FavouritesReducer> {
    TestStore(
        initialState: initialState,
        executor: FavouritesExecutor(server: nil, writes: FavouritesWrites(UnusedFavouritesWriter())), reducer: FavouritesReducer())
}

@MainActor
func makeRecordedViewerStore(initialState: ViewerState) -> TestStore<ViewerExecutor, ViewerReducer> {
    TestStore(initialState: initialState, executor: ViewerExecutor(pictures: NoPictures()), reducer: ViewerReducer())
}
