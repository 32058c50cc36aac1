import Kittens
import KittensSupport
import MVI
import XCTest

/// The Store Inspector shows a Preferences event as a diff of its state: a key never shows there.
final class PreferencesReflectionTests: XCTestCase {
    func testADiffOfTheStateSaysAKeyChangedButNeverShowsIt() {
        var before = PreferencesState(settings: RunSettings(keyOverride: "live_override_1", savedKey: "live_saved_1"))
        before.editedKey = "live_typed_1"
        var after = PreferencesState(settings: RunSettings(savedKey: "live_saved_2", savedPageSize: 30))
        after.editedKey = ""

        let diff = StateDiff.lines(expected: before, actual: after).joined(separator: "\n")

        XCTAssertFalse(diff.contains("live_"), diff)
        XCTAssertTrue(diff.contains("− state.settings.keyOverride: set"), diff)
        XCTAssertTrue(diff.contains("+ state.settings.keyOverride: nil"), diff)
        XCTAssertTrue(diff.contains("− state.editedKey: set"), diff)
        XCTAssertTrue(diff.contains("+ state.editedKey: empty"), diff)
        XCTAssertTrue(diff.contains("state.settings.savedPageSize"), diff)
    }
}
