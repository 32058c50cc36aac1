import Kittens
import XCTest

/// `FilterPhrases`: the subtitle and the empty filtered listing's title for every combination
/// of breed, kind of picture and known breed.
final class FilterPhrasesTests: XCTestCase {
    private func phrases(_ breed: String?, _ kind: KittenFilters.MimeTypes, _ hasBreeds: Bool) -> FilterPhrases {
        FilterPhrases(breedName: breed, mimeTypes: kind, hasBreeds: hasBreeds)
    }

    func testTheSubtitleNamesEachFilterInUse() {
        let expected: [(String?, KittenFilters.MimeTypes, Bool, String?)] = [
            (nil, .any, false, nil),
            (nil, .any, true, "Known breed"),
            (nil, .still, false, "Photos"),
            (nil, .still, true, "Photos · Known breed"),
            (nil, .animated, false, "Animated GIFs"),
            (nil, .animated, true, "Animated GIFs · Known breed"),
            ("Bengal", .any, false, "Bengal"),
            ("Bengal", .any, true, "Bengal"),
            ("Bengal", .still, false, "Bengal · Photos"),
            ("Bengal", .still, true, "Bengal · Photos"),
            ("Bengal", .animated, false, "Bengal · Animated GIFs"),
            ("Bengal", .animated, true, "Bengal · Animated GIFs"),
        ]
        for (breed, kind, hasBreeds, summary) in expected {
            XCTAssertEqual(phrases(breed, kind, hasBreeds).summary, summary, "\(breed ?? "any breed"), \(kind), \(hasBreeds)")
        }
    }

    func testTheEmptyTitleSaysWhatWasAskedFor() {
        let expected: [(String?, KittenFilters.MimeTypes, Bool, String?)] = [
            (nil, .any, false, nil),
            (nil, .any, true, "No pictures with a known breed yet"),
            (nil, .still, false, "No photos yet"),
            (nil, .still, true, "No photos with a known breed yet"),
            (nil, .animated, false, "No GIFs yet"),
            (nil, .animated, true, "No GIFs with a known breed yet"),
            ("Bengal", .any, false, "No Bengal pictures yet"),
            ("Bengal", .any, true, "No Bengal pictures yet"),
            ("Bengal", .still, false, "No Bengal photos yet"),
            ("Bengal", .still, true, "No Bengal photos yet"),
            ("Bengal", .animated, false, "No Bengal GIFs yet"),
            ("Bengal", .animated, true, "No Bengal GIFs yet"),
        ]
        for (breed, kind, hasBreeds, title) in expected {
            let phrases = phrases(breed, kind, hasBreeds)
            XCTAssertEqual(phrases.emptyTitle, title, "\(breed ?? "any breed"), \(kind), \(hasBreeds)")
            XCTAssertEqual(phrases.isFiltered, title != nil)
        }
    }

    func testAnEmptyFilteredListingIsANoMatchesPageAndAnUnfilteredOneIsNot() {
        let breeds = [Breed(id: "beng", name: "Bengal")]
        var state = KittenState(pageSize: 3)
        state.filters = KittenFilters(breedIDs: ["beng"], mimeTypes: .animated)
        XCTAssertEqual(
            KittenModel(state, breeds: breeds).placeholder,
            .noMatches(title: "No Bengal GIFs yet", hint: "Choose other filters, or clear them to see every picture."))
        XCTAssertEqual(KittenModel(state, breeds: breeds).filters.summary, "Bengal · Animated GIFs")
        state.filters = KittenFilters(order: .ascending)
        XCTAssertEqual(KittenModel(state, breeds: breeds).placeholder, .empty(title: "No kittens yet", hint: "Press Refresh or F5 to load some."))
        XCTAssertNil(KittenModel(state, breeds: breeds).filters.summary)
        state.filters = KittenFilters(breedIDs: ["beng"])
        state.error = .timeout
        if case .failed = KittenModel(state, breeds: breeds).placeholder {} else { XCTFail("a failure is said as a failure, filters or not") }
    }

    func testABreedNotListedYetIsNamedByItsId() {
        var state = KittenState(pageSize: 3)
        state.filters = KittenFilters(breedIDs: ["beng"], mimeTypes: .still)
        XCTAssertEqual(KittenModel(state).filters.summary, "beng · Photos")
    }
}
