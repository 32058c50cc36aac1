import Kittens
import MVI
import TestSupport
import XCTest

/// The breeds store's list reaches the kitten store (`Binder.bindBreedFilter`), the component puts
/// the filters and the offered breeds into the model's `FiltersModel`, and the filter event
/// reaches the kitten store.
final class ListingComponentFilterTests: XCTestCase {
    @MainActor func testTheBreedsArriveInTheModelAndChoosingOneChangesTheStoresFilters() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeListingStore(
            dataSource: source, pageSize: 3, filters: ListingFilters(mimeTypes: .still))
        let breeds = DefaultStoreFactory().makeBreedsStore(
            dataSource: AnsweringBreedSource(.breeds([Breed(id: "beng", name: "Bengal"), Breed(id: "abys", name: "Abyssinian")], skipped: SkippedBreeds())),
            cache: MemoryBreedCache())
        let binder = Binder()
        binder.bindBreedFilter(of: breeds, to: store)
        binder.start()
        let component = ListingComponent(store: store, states: store)
        let view = RecordingListingView()
        component.attach(view)
        XCTAssertEqual(view.last?.filters.selectedKind, 1, "stills")

        await waitUntil("the breeds are rendered") { view.last?.filters.breeds.count == 3 }
        XCTAssertEqual(view.last?.filters.breeds.map(\.name), ["All breeds", "Abyssinian", "Bengal"])
        let chosen = view.last?.filters.choosingBreed(at: 2)
        XCTAssertEqual(chosen, ListingFilters(breedIDs: ["beng"], mimeTypes: .still))
        view.user(.useFilters(chosen ?? .none))
        XCTAssertEqual(store.state.filters, chosen)
        await waitUntil("the chosen breed is rendered") { view.last?.filters.selectedBreed == 2 }
        binder.stop()
        component.destroy()
        breeds.dispose()
    }
}
