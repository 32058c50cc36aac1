import Kittens
import XCTest

final class ListingFiltersDescriptionTests: XCTestCase {
    func testFiltersAreDescribedInQueryFormAndNoneAsNone() {
        XCTAssertEqual(String(describing: ListingFilters.none), "none")
        XCTAssertEqual(
            String(describing: ListingFilters(breedIDs: ["beng", "abys"], mimeTypes: .animated, hasBreeds: true)),
            "breed_ids=beng,abys&mime_types=gif&has_breeds=1")
        XCTAssertEqual(String(describing: ListingFilters(mimeTypes: .still, order: .descending)), "mime_types=jpg,png&order=DESC")
        XCTAssertEqual(String(describing: ListingFilters(breedIDs: ["a&b"])), "breed_ids=a%26b", "as the query sends it")
    }

    func testAFiltersChangeIsLoggedInQueryForm() {
        XCTAssertEqual(
            String(describing: ListingMessage.filtersChanged(ListingFilters(breedIDs: ["beng"], mimeTypes: .animated))),
            "filtersChanged(breed_ids=beng&mime_types=gif)")
    }
}
