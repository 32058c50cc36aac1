import Kittens
import XCTest

/// `FiltersModel`: what the filter controls offer and the filters each choice asks for.
final class FiltersModelTests: XCTestCase {
    func testAllBreedsComesFirstThenTheBreedsByName() {
        let model = FiltersModel(
            filters: ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, order: .ascending),
            breeds: [Breed(id: "siam", name: "Siamese"), Breed(id: "beng", name: "Bengal"), Breed(id: "abys", name: "abyssinian")])
        XCTAssertEqual(model.breeds.map(\.id), [nil, "abys", "beng", "siam"])
        XCTAssertEqual(model.breeds.first?.name, "All breeds")
        XCTAssertEqual(model.selectedBreed, 2)
        XCTAssertEqual(model.kinds.map(\.mimeTypes), [.any, .still, .animated])
        XCTAssertEqual(model.kinds.map(\.name), ["All pictures", "Photos", "Animated GIFs"], "plain words")
        XCTAssertEqual(model.hasBreedsLabel, "Only pictures with a known breed")
        XCTAssertEqual(model.summary, "Bengal · Animated GIFs")
        XCTAssertEqual(model.selectedKind, 2)
    }

    func testBreedChoicesSortedOnceMakeTheSameModel() {
        let breeds = [Breed(id: "siam", name: "Siamese"), Breed(id: "b2", name: "bengal"), Breed(id: "beng", name: "Bengal")]
        let choices = FiltersModel.breedChoices(of: breeds)
        XCTAssertEqual(choices.map(\.id), ["b2", "beng", "siam"], "by name whatever its case, then by id")
        let filters = ListingFilters(breedIDs: ["siam"])
        XCTAssertEqual(
            FiltersModel(filters: filters, breedChoices: choices, breedsRefreshError: .timeout),
            FiltersModel(filters: filters, breeds: breeds, breedsRefreshError: .timeout))
    }

    func testEachChoiceKeepsTheOtherFilters() {
        let filters = ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: false, order: .ascending)
        let model = FiltersModel(filters: filters, breeds: [Breed(id: "beng", name: "Bengal")])
        XCTAssertEqual(model.choosingBreed(at: 0), ListingFilters(mimeTypes: .animated, order: .ascending))
        XCTAssertNil(model.choosingBreed(at: 9))
        XCTAssertEqual(model.choosingKind(at: 1), ListingFilters(breedIDs: ["beng"], mimeTypes: .still, order: .ascending))
        XCTAssertEqual(model.choosingHasBreeds(true), ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true, order: .ascending))
    }

    func testABreedNotListedYetIsOfferedByItsId() {
        let model = FiltersModel(filters: ListingFilters(breedIDs: ["beng"]))
        XCTAssertEqual(model.breeds.map(\.name), ["All breeds", "beng"])
        XCTAssertEqual(model.selectedBreed, 1)
    }

    func testABreedsRefreshThatFailedIsSaidDifferentlyWithAndWithoutASavedList() {
        XCTAssertNil(FiltersModel(breeds: [Breed(id: "beng", name: "Bengal")]).breedsProblem)
        let kept = FiltersModel(breeds: [Breed(id: "beng", name: "Bengal")], breedsRefreshError: .timeout).breedsProblem ?? ""
        XCTAssertTrue(kept.hasPrefix("The list of breeds could not be refreshed, so the saved one is shown: "), kept)
        XCTAssertTrue(kept.hasSuffix(ListingLoadError.timeout.message), kept)
        let none = FiltersModel(breedsRefreshError: .timeout).breedsProblem ?? ""
        XCTAssertTrue(none.hasPrefix("The list of breeds could not be loaded: "), none)
    }
}
