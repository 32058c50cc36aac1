import Kittens
import XCTest

final class BreedIDRuleTests: XCTestCase {
    func testOneRuleJudgesBreedIDsForTheFiltersAndTheParser() {
        for id in ["beng", "a.b", "é", String(repeating: "x", count: KittenFilters.maxBreedIDBytes)] {
            XCTAssertTrue(KittenFilters.isUsable(breedID: id), id)
        }
        for id in ["", "a b", "a\tb", "a\u{200B}b", "a\u{2028}b", String(repeating: "x", count: KittenFilters.maxBreedIDBytes + 1)] {
            XCTAssertFalse(KittenFilters.isUsable(breedID: id), id.debugDescription)
            XCTAssertEqual(KittenFilters(breedIDs: [id]).breedIDs, [], id.debugDescription)
        }
        XCTAssertEqual(BreedParser.maxIDBytes, KittenFilters.maxBreedIDBytes)
    }
}
