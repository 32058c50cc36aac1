import Kittens
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The kitten store's recording, as a live run makes it, stays within its budget while the list
/// grows to 5,000 pictures, and still shows the states of the events it keeps.
final class ListingRecordingBudgetTests: XCTestCase {
    @MainActor func testAListScrolledTo5000PicturesOver500PagesIsRecordedWithinTheStandardBudget() async throws {
        let factory = RecordingStoreFactory()
        let pages = (0..<500).map { ListingLoadResult.images(kittens(10, from: $0 * 10)) }
        let store = factory.makeListingStore(dataSource: InstantKittenSource(answers: pages), pageSize: 10)
        defer { store.dispose() }
        let recording = try XCTUnwrap(factory.recording(as: ListingRecording.self))
        for count in stride(from: 10, through: 5_000, by: 10) {
            await waitUntil("\(count) pictures are listed") { store.state.images.count == count && !store.state.isLoading }
            if count < 5_000 { store.accept(.loadMore) }
        }

        XCTAssertEqual(recording.budget, .standard)
        XCTAssertLessThanOrEqual(recording.keptBytes, recording.budget.bytes, "within the byte budget")
        XCTAssertGreaterThanOrEqual(
            recording.keptBytes, recording.startState.images.count * 40,
            "the estimate counts the pictures the kept states hold, each with its address")
        XCTAssertGreaterThan(recording.droppedCount, 0)
        XCTAssertLessThanOrEqual(recording.keptStateCount, 3)
        let records = recording.records
        XCTAssertEqual(records.last?.state, store.state)
        XCTAssertEqual(records.map(\.state.images.count).max(), 5_000)
        XCTAssertEqual(
            zip(records.dropFirst(), records).filter { $0.state.images.count < $1.state.images.count }.count, 0,
            "the list only grows, event by event")
    }
}
