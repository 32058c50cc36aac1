@testable import Localization
import XCTest

final class LocalizedTests: XCTestCase {
    func testAMessageWithoutACatalogueIsItself() {
        XCTAssertEqual(localized("Refresh"), "Refresh")
    }

    func testPlaceholdersAreFilledAfterLookup() {
        XCTAssertEqual(localized("Kittens – {id}", ["id": "abc"]), "Kittens – abc")
        XCTAssertEqual(filling("{b} then {a}", with: ["a": "1", "b": "2"] as KeyValuePairs), "2 then 1")
    }

    func testAValueHoldingAPlaceholderIsNotFilledIn() {
        XCTAssertEqual(localized("{path} given by {name}", ["path": "/tmp/{name}", "name": "--api-key-file"]), "/tmp/{name} given by --api-key-file")
        XCTAssertEqual(filling("{unknown} {a} {", with: ["a": "1"] as KeyValuePairs), "{unknown} 1 {")
    }

    func testPluralFormsFollowTheCountAndFillIt() {
        XCTAssertEqual(localizedPlural("{count} entry skipped", "{count} entries skipped", count: 1), "1 entry skipped")
        XCTAssertEqual(localizedPlural("{count} entry skipped", "{count} entries skipped", count: 3), "3 entries skipped")
    }
}
