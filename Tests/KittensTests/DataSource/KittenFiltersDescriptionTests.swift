import Kittens
import XCTest

final class KittenFiltersDescriptionTests: XCTestCase {
    func testFiltersAreDescribedInQueryFormAndNoneAsNone() {
        XCTAssertEqual(String(describing: KittenFilters.none), "none")
        XCTAssertEqual(
            String(describing: KittenFilters(breedIDs: ["beng", "abys"], mimeTypes: .animated, hasBreeds: true)),
            "breed_ids=beng,abys&mime_types=gif&has_breeds=1")
        XCTAssertEqual(String(describing: KittenFilters(mimeTypes: .still, order: .descending)), "mime_types=jpg,png&order=DESC")
        XCTAssertEqual(String(describing: KittenFilters(breedIDs: ["a&b"])), "breed_ids=a%26b", "as the query sends it")
    }

    func testAFiltersChangeIsLoggedInQueryForm() {
        XCTAssertEqual(
            String(describing: KittenMessage.filtersChanged(KittenFilters(breedIDs: ["beng"], mimeTypes: .animated))),
            "filtersChanged(breed_ids=beng&mime_types=gif)")
    }
}
