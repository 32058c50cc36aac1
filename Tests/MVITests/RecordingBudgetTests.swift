import MVI
import MVIRecording
import XCTest

/// A recording within its budget: a list grown page by page keeps its events and states within
/// the bytes and events it may keep, and every state it still shows is the one the store had.
final class RecordingBudgetTests: XCTestCase {
    /// What each state after an event was, in a few numbers: how many items, and the last one.
    private struct Seen: Equatable {
        let count: Int
        let last: Int?

        init(_ state: PageState) {
            count = state.items.count
            last = state.items.last?.number
        }
    }

    /// Scrolls `pages` pages, and returns what the store's state was after each event recorded.
    @MainActor private func scroll(
        _ pages: Int, store: any Store<PageState, PageIntent, Never>, recording: PageRecording
    ) -> [Int: Seen] {
        var seen: [Int: Seen] = [:]
        let subscription = recording.subscribe(onRecord: { seen[$0.sequence] = Seen($0.state) })
        defer { subscription.cancel() }
        for _ in 0..<pages { store.accept(.loadMore) }
        return seen
    }

    @MainActor func testAStateOf5000PicturesOver500PagesIsRecordedWithinItsByteBudget() async {
        let budget = RecordingBudget(capacity: 10_000, bytes: 1 << 20, keyframeInterval: 64)
        let (store, recording) = recordedPages(budget: budget)
        _ = scroll(500, store: store, recording: recording)

        XCTAssertEqual(store.state.items.count, 5_000)
        XCTAssertLessThanOrEqual(recording.keptBytes, budget.bytes, "the recording stays within its budget")
        let addressBytes = recording.startState.items.reduce(0) { $0 + $1.address.utf8.count }
        XCTAssertGreaterThan(addressBytes, 100_000, "the state before the events kept holds thousands of items")
        XCTAssertGreaterThanOrEqual(recording.keptBytes, addressBytes, "what the kept states hold counts in full")
        XCTAssertGreaterThan(recording.droppedCount, 0, "older events were let go for the budget")
        XCTAssertEqual(recording.droppedCount + recording.records.count, 1_000, "an intent and a message a page")
        XCTAssertEqual(recording.records.first?.sequence, recording.droppedCount)
        XCTAssertLessThan(recording.keptStateCount, 6, "a few states are kept whole, not one per event")
    }

    @MainActor func testEveryStateKeptIsTheStoresStateAfterItsEventInOrderAndOutOfOrder() async {
        let (store, recording) = recordedPages(budget: RecordingBudget(capacity: 10_000, bytes: 512 << 10, keyframeInterval: 16))
        let seen = scroll(300, store: store, recording: recording)
        let records = recording.records
        XCTAssertGreaterThan(recording.droppedCount, 0)

        XCTAssertEqual(records.map { Seen($0.state) }, records.map { seen[$0.sequence] }, "read in order")
        for position in stride(from: records.count - 1, through: 0, by: -7) {
            XCTAssertEqual(Seen(records[position].state), seen[records[position].sequence], "read backwards at \(position)")
        }
        XCTAssertEqual(records.last?.state, store.state)
        XCTAssertEqual(Seen(recording.startState), seen[recording.droppedCount - 1], "the start is the state after the last event let go")
    }

    @MainActor func testTheRingLettingEventsGoKeepsEveryStateItShowsRight() async {
        let (store, recording) = recordedPages(budget: RecordingBudget(capacity: 50, bytes: .max, keyframeInterval: 4))
        let seen = scroll(200, store: store, recording: recording)
        let records = recording.records

        XCTAssertEqual(records.count, 50)
        XCTAssertEqual(recording.droppedCount, 350)
        XCTAssertEqual(records.map { Seen($0.state) }, records.map { seen[$0.sequence] })
        XCTAssertEqual(Seen(recording.startState), seen[349])
        XCTAssertLessThanOrEqual(recording.keptStateCount, 1 + 50 / 4 + 16, "keyframes of events let go are let go too")
    }

    @MainActor func testTimeTravelMovesThroughTheEventsKeptAndToTheStartBeforeThem() async {
        let (store, recording) = recordedPages(budget: RecordingBudget(capacity: 10_000, bytes: 256 << 10, keyframeInterval: 8))
        let seen = scroll(200, store: store, recording: recording)
        let travel = TimeTravelController(recording: recording)
        let first = recording.droppedCount
        XCTAssertGreaterThan(first, 0)

        travel.move(toSequence: first - 1)
        XCTAssertTrue(travel.isLive, "an event let go cannot be shown")
        travel.move(toSequence: first + 3)
        XCTAssertEqual(Seen(travel.state), seen[first + 3])
        travel.stepBack()
        XCTAssertEqual(Seen(travel.state), seen[first + 2])
        travel.moveToStart()
        XCTAssertEqual(Seen(travel.state), seen[first - 1])
        travel.goLive()
        XCTAssertEqual(travel.state, store.state)
    }

    @MainActor func testARecordingTrimmedByItsBudgetIsExportedAndReadBackWithTheSameEvents() async throws {
        let (store, recording) = recordedPages(budget: RecordingBudget(capacity: 10_000, bytes: 64 << 10, keyframeInterval: 8))
        _ = scroll(60, store: store, recording: recording)
        XCTAssertGreaterThan(recording.droppedCount, 0)

        let read = try PageRecording.decode(json: try recording.jsonData(format: .pages), format: .pages)

        XCTAssertEqual(read.droppedCount, recording.droppedCount)
        XCTAssertEqual(read.startState, recording.startState)
        XCTAssertEqual(Array(read.records), Array(recording.records))
        XCTAssertEqual(read.latestState, store.state)
    }
}
