import Outbox
import XCTest

/// No listing removes on its own word: what one lacks is removed only when the next one lacks
/// it too.
final class OutboxRemovalCheckTests: XCTestCase {
    func testOneListingThatLacksARecordRemovesNothingAndAsksForAnother() {
        var toConfirm: Set<String> = []
        var needsListing = false
        XCTAssertFalse(OutboxRemovalCheck.mayRemove(["b"], toConfirm: &toConfirm, needsListing: &needsListing))
        XCTAssertEqual(toConfirm, ["b"])
        XCTAssertTrue(needsListing)
    }

    func testTheNextListingRemovesWhatItLacksOfWhatTheOneBeforeLacked() {
        var toConfirm: Set<String> = ["b", "e0"]
        var needsListing = false
        XCTAssertTrue(OutboxRemovalCheck.mayRemove(["e0"], toConfirm: &toConfirm, needsListing: &needsListing))
        XCTAssertEqual(toConfirm, [])
        XCTAssertFalse(needsListing)
    }

    func testANextListingThatLacksAnotherRecordBesidesAsksForAThird() {
        var toConfirm: Set<String> = ["b"]
        var needsListing = false
        XCTAssertFalse(OutboxRemovalCheck.mayRemove(["b", "c"], toConfirm: &toConfirm, needsListing: &needsListing))
        XCTAssertEqual(toConfirm, ["b", "c"])
        XCTAssertTrue(needsListing)
    }

    func testAListingThatLacksNothingEndsWhatWaitedForConfirmation() {
        var toConfirm: Set<String> = ["b"]
        var needsListing = false
        XCTAssertTrue(OutboxRemovalCheck.mayRemove([], toConfirm: &toConfirm, needsListing: &needsListing))
        XCTAssertEqual(toConfirm, [])
        XCTAssertFalse(needsListing)
    }
}
