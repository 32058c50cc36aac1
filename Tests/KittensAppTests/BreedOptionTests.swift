import KittensApp
import XCTest

/// `--breed` and `KITTENS_BREED` take a breed id: letters, digits, "-" and "_", at most 64.
final class BreedOptionTests: XCTestCase {
    func testABreedIdIsTakenFromTheCommandLineOverTheEnvironment() throws {
        XCTAssertNil(try resolve([]).breedID)
        XCTAssertEqual(try resolve(["--breed", "beng"], ["KITTENS_BREED": "abys"]).breedID, "beng")
        XCTAssertEqual(try resolve([], ["KITTENS_BREED": "a-b_9"]).breedID, "a-b_9")
        XCTAssertEqual(try resolve(["--breed", String(repeating: "a", count: 64)]).breedID?.count, 64)
    }

    func testOtherValuesAreRefused() {
        for value in ["", "a b", "beng;", "é", String(repeating: "a", count: 65), "a\nb"] {
            XCTAssertThrowsError(try resolve(["--breed", value]), value)
        }
        XCTAssertThrowsError(try resolve([], ["KITTENS_BREED": "../x"])) { error in
            XCTAssertEqual((error as? ConfigurationError)?.description,
                           "KITTENS_BREED must be a breed id of letters, digits, \"-\" and \"_\", at most 64 characters, not \"../x\".")
        }
    }
}
