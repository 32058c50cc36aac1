import Kittens
import XCTest

final class BreedIDRuleTests: XCTestCase {
    func testOneRuleJudgesBreedIDsForTheFiltersAndTheParser() {
        for id in ["beng", "a.b", "é", String(repeating: "x", count: ListingFilters.maxBreedIDBytes)] {
            XCTAssertTrue(ListingFilters.isUsable(breedID: id), id)
        }
        for id in ["", "a b", "a\tb", "a\u{200B}b", "a\u{2028}b", String(repeating: "x", count: ListingFilters.maxBreedIDBytes + 1)] {
            XCTAssertFalse(ListingFilters.isUsable(breedID: id), id.debugDescription)
            XCTAssertEqual(ListingFilters(breedIDs: [id]).breedIDs, [], id.debugDescription)
        }
        XCTAssertEqual(BreedParser.maxIDBytes, ListingFilters.maxBreedIDBytes)
    }
}
