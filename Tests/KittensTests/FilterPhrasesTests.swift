import Kittens
import XCTest

/// `FilterPhrases`: the subtitle and the empty filtered listing's title for every combination
/// of breed, kind of picture and known breed.
final class FilterPhrasesTests: XCTestCase {
    func testTheSubtitleAndTheEmptyTitleSayWhichFiltersAreInUse() {
        let expected: [(breed: String?, kind: ListingFilters.MimeTypes, hasBreeds: Bool, summary: String?, emptyTitle: String?)] = [
            (nil, .any, false, nil, nil),
            (nil, .any, true, "Known breed", "No pictures with a known breed yet"),
            (nil, .still, false, "Photos", "No photos yet"),
            (nil, .still, true, "Photos · Known breed", "No photos with a known breed yet"),
            (nil, .animated, false, "Animated GIFs", "No GIFs yet"),
            (nil, .animated, true, "Animated GIFs · Known breed", "No GIFs with a known breed yet"),
            ("Bengal", .any, false, "Bengal", "No Bengal pictures yet"),
            ("Bengal", .any, true, "Bengal", "No Bengal pictures yet"),
            ("Bengal", .still, false, "Bengal · Photos", "No Bengal photos yet"),
            ("Bengal", .still, true, "Bengal · Photos", "No Bengal photos yet"),
            ("Bengal", .animated, false, "Bengal · Animated GIFs", "No Bengal GIFs yet"),
            ("Bengal", .animated, true, "Bengal · Animated GIFs", "No Bengal GIFs yet"),
        ]
        for row in expected {
            let phrases = FilterPhrases(breedName: row.breed, mimeTypes: row.kind, hasBreeds: row.hasBreeds)
            let filters = "\(row.breed ?? "any breed"), \(row.kind), known breed only: \(row.hasBreeds)"
            XCTAssertEqual(phrases.summary, row.summary, filters)
            XCTAssertEqual(phrases.emptyTitle, row.emptyTitle, filters)
            XCTAssertEqual(phrases.isFiltered, row.summary != nil, filters)
        }
    }

    func testAnEmptyFilteredListingIsANoMatchesPageAndAnUnfilteredOneIsNot() {
        let breeds = [Breed(id: "beng", name: "Bengal")]
        var state = ListingState(pageSize: 3)
        state.offeredBreeds = OfferedBreeds(breeds: breeds)
        state.filters = ListingFilters(breedIDs: ["beng"], mimeTypes: .animated)
        XCTAssertEqual(
            ListingModel(state).placeholder,
            .noMatches(title: "No Bengal GIFs yet", hint: "Choose other filters, or clear them to see every picture."))
        XCTAssertEqual(ListingModel(state).filters.summary, "Bengal · Animated GIFs")
        state.filters = ListingFilters(order: .ascending)
        XCTAssertEqual(ListingModel(state).placeholder, .empty(title: "No kittens yet", hint: "Press Refresh or F5 to load some."))
        XCTAssertNil(ListingModel(state).filters.summary)
        state.filters = ListingFilters(breedIDs: ["beng"])
        state.error = .timeout
        if case .failed = ListingModel(state).placeholder {} else { XCTFail("a failure is said as a failure, filters or not") }
    }

    func testABreedNotListedYetIsNamedByItsId() {
        var state = ListingState(pageSize: 3)
        state.filters = ListingFilters(breedIDs: ["beng"], mimeTypes: .still)
        XCTAssertEqual(ListingModel(state).filters.summary, "beng · Photos")
    }
}
