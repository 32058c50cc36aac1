@testable import Localization
import XCTest

final class LocalizedTests: XCTestCase {
    func testAMessageWithoutACatalogueIsItself() {
        XCTAssertEqual(localized("Refresh"), "Refresh")
        // gettext answers with the id's own pointer: it must still be valid when read.
        for _ in 0..<100 {
            XCTAssertEqual(localized("_Back"), "_Back")
            XCTAssertEqual(localized("State after the selected event"), "State after the selected event")
            XCTAssertEqual(localizedPlural("{count} byte", "{count} bytes", count: 2), "2 bytes")
        }
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
