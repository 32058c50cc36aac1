@testable import Localization
import XCTest

/// Without a translation gettext hands back the very pointer it was given; a message longer
/// than a small string must still be read while that pointer is valid.
final class LongMessageTests: XCTestCase {
    func testLongUntranslatedMessagesComeBackWhole() {
        for _ in 0..<1_000 {
            XCTAssertEqual(localized("Back to the List (Escape)"), "Back to the List (Escape)")
            XCTAssertEqual(localized("Back to the List (Escape) – a message longer than any small string"), "Back to the List (Escape) – a message longer than any small string")
            XCTAssertEqual(
                localizedPlural("{count} picture could not be saved anywhere at all", "{count} pictures could not be saved anywhere at all", count: 2),
                "2 pictures could not be saved anywhere at all")
        }
    }
}
