import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The Store Inspector says which stores let older events go to stay within their recording
/// budget, and how many they keep; it still moves through the events kept.
extension StoreInspectorTests {
    @MainActor func testTheInspectorSaysHowManyEventsAStoreKeepsOnceOlderOnesWereLetGo() async throws {
        let factory = RecordingStoreFactory(budget: RecordingBudget(capacity: 4, bytes: 1 << 20, keyframeInterval: 2))
        let pages = (0..<3).map { ListingLoadResult.images(kittens(3, from: $0 * 3)) }
        let listingStore = factory.makeListingStore(dataSource: InstantKittenSource(answers: pages), pageSize: 3)
        defer { listingStore.dispose() }
        let travel = ListingTimeTravel(recording: try XCTUnwrap(factory.recording(as: ListingRecording.self)))
        let inspector = StoreInspector(travels: [travel], kinds: kittensSessionKinds)
        await waitUntil("the first page is recorded") { travel.recording.latestState.images.count == 3 }
        XCTAssertNil(inspector.model.recordingNotice, "nothing was let go yet: \(travel.recording.droppedCount)")

        for count in [6, 9] {
            listingStore.accept(.loadMore)
            await waitUntil("a page is recorded") { travel.recording.latestState.images.count == count }
        }

        let model = inspector.model
        let dropped = travel.recording.droppedCount
        XCTAssertGreaterThan(dropped, 0)
        XCTAssertEqual(model.rows.count, 4, "the newest events kept")
        XCTAssertEqual(model.letGo, [.init(storeName: "ListingStore", kept: 4, dropped: dropped)])
        XCTAssertEqual(
            model.recordingNotice,
            "ListingStore keeps its last events (4): \(dropped) older ones were let go to stay within its recording budget.")

        inspector.select(row: 0)
        XCTAssertEqual(travel.shownSequence, dropped, "the oldest event kept can be shown")
        XCTAssertEqual(travel.state, travel.recording.records.first?.state)
        inspector.accept(.pauseRecording)
        XCTAssertEqual(inspector.model.recordingNotice?.split(separator: "\n").count, 2, "paused, and what was let go")
    }
}
