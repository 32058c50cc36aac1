import Dispatch
@testable import KittensGtk
@testable import KittensPictures
import Locking
import TestSupport
import KittensSupport
import XCTest

/// The queue thumbnails decode through runs at most its width of items at once.
final class BoundedWorkQueueTests: XCTestCase {
    /// Items that each wait for their own release, recording when they start.
    private final class Items: Sendable {
        let releases: [DispatchSemaphore]
        let started = DispatchSemaphore(value: 0)
        let order = Locked<[Int]>([])

        init(count: Int) {
            releases = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        }

        func work(_ index: Int) -> @Sendable () -> Void {
            { [self] in
                order.withLock { $0.append(index) }
                started.signal()
                releases[index].wait()
            }
        }

        func waitForStart() {
            XCTAssertEqual(started.wait(timeout: .now() + 5), .success, "an item started")
        }
    }

    func testAThirdItemWaitsUntilOneOfTheFirstTwoEnds() {
        let queue = BoundedWorkQueue(label: "test.bounded", width: 2)
        let items = Items(count: 4)
        for index in 0..<4 { queue.async(items.work(index)) }
        items.waitForStart()
        items.waitForStart()
        XCTAssertEqual(queue.runningCount, 2)
        XCTAssertEqual(queue.waitingCount, 2, "the others wait without a thread")
        XCTAssertEqual(Set(items.order.withLock { $0 }), [0, 1])

        items.releases[1].signal()
        items.waitForStart()
        XCTAssertEqual(items.order.withLock { $0 }.last, 2, "waiting items start in order")
        XCTAssertEqual(queue.runningCount, 2)
        XCTAssertEqual(queue.waitingCount, 1)

        for release in items.releases { release.signal() }
        items.waitForStart()
        let drained = expectation(description: "drained")
        queue.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
        XCTAssertEqual(items.order.withLock { $0 }.sorted(), [0, 1, 2, 3])
    }

    /// How each item ended, by index.
    private final class Outcomes: Sendable {
        let ended = Locked<[Int: [String]]>([:])
        let signal = DispatchSemaphore(value: 0)

        func completion(_ index: Int) -> @Sendable (BoundedWorkQueue.Outcome<Int>) -> Void {
            { [self] outcome in
                let word = switch outcome {
                case .finished(let value): "finished \(value)"
                case .abandoned: "abandoned"
                }
                ended.withLock { $0[index, default: []].append(word) }
                signal.signal()
            }
        }

        func waitForOne() {
            XCTAssertEqual(signal.wait(timeout: .now() + 5), .success, "an item ended")
        }

        subscript(index: Int) -> [String] { ended.withLock { $0[index] ?? [] } }
    }

    private func submit(_ queue: BoundedWorkQueue, _ items: Items, _ outcomes: Outcomes, _ index: Int) {
        let work = items.work(index)
        queue.async({ work(); return index }, completion: outcomes.completion(index))
    }

    func testAnItemPastItsDeadlineIsAbandonedAndTheNextDecodesInItsSlot() {
        let clock = ManualClock()
        let queue = BoundedWorkQueue(label: "test.deadline", width: 1, clock: clock)
        let items = Items(count: 2)
        let outcomes = Outcomes()
        submit(queue, items, outcomes, 0)
        submit(queue, items, outcomes, 1)
        items.waitForStart()
        XCTAssertEqual(queue.waitingCount, 1)
        XCTAssertEqual(clock.scheduledCount, 1, "only the running item's deadline is set")

        clock.advance(by: queue.deadline)
        outcomes.waitForOne()
        XCTAssertEqual(outcomes[0], ["abandoned"], "the caller hears at once, while the item still runs")
        items.waitForStart()
        XCTAssertEqual(items.order.withLock { $0 }, [0, 1], "the next item took the freed slot")
        XCTAssertEqual(queue.abandonedCount, 1)
        XCTAssertEqual(queue.runningCount, 1)

        items.releases[1].signal()
        outcomes.waitForOne()
        XCTAssertEqual(outcomes[1], ["finished 1"])
        clock.advance(by: queue.deadline)
        XCTAssertEqual(outcomes[1], ["finished 1"], "a deadline after the end changes nothing")

        items.releases[0].signal()
        // The abandoned item's end is counted on its own thread, after its work returned: a
        // job queued behind it may run first, so wait for the count itself.
        XCTAssertTrue(Waiting.check { queue.abandonedCount == 0 }, "the abandoned item ended")
        XCTAssertEqual(outcomes[0], ["abandoned"], "what it returned late went to nobody")
    }

    func testAbandonedItemsStillRunningAreBoundedAndTheNextWaitsForOneToEnd() {
        let clock = ManualClock()
        let queue = BoundedWorkQueue(label: "test.abandoned", width: 1, maxAbandoned: 1, clock: clock)
        let items = Items(count: 3)
        let outcomes = Outcomes()
        for index in 0..<3 { submit(queue, items, outcomes, index) }
        items.waitForStart()
        clock.advance(by: queue.deadline)
        outcomes.waitForOne()
        items.waitForStart()
        clock.advance(by: queue.deadline)
        outcomes.waitForOne()
        XCTAssertEqual(outcomes[1], ["abandoned"])
        XCTAssertEqual(queue.abandonedCount, 2)
        XCTAssertEqual(queue.runningCount, 0)
        XCTAssertEqual(queue.waitingCount, 1, "width + maxAbandoned threads are in use: the third waits, without one")
        XCTAssertEqual(items.order.withLock { $0 }, [0, 1])

        items.releases[0].signal()
        items.waitForStart()
        XCTAssertEqual(items.order.withLock { $0 }, [0, 1, 2], "it starts once an abandoned item ended")
        XCTAssertEqual(queue.waitingCount, 0)
        XCTAssertEqual(queue.abandonedCount, 1)
        XCTAssertEqual(queue.runningCount, 1)
        items.releases[2].signal()
        outcomes.waitForOne()
        XCTAssertEqual(outcomes[2], ["finished 2"])
        items.releases[1].signal()
    }

    func testTheDeadlineIsTwiceTheCPUBudgetOfADecode() {
        XCTAssertEqual(BoundedWorkQueue.backstop(for: .standard), .seconds(10))
        XCTAssertEqual(BoundedWorkQueue(label: "test.default", width: 2).deadline, .seconds(10))
        XCTAssertEqual(BoundedWorkQueue(label: "test.default", width: 2).maxAbandoned, 2)
    }

    func testTheLoaderDecodesTwoPicturesAtATime() {
        MainActor.assumeIsolated {
            XCTAssertEqual(ThumbnailLoader.Configuration().maxConcurrentDecodes, 2)
            XCTAssertEqual(ThumbnailLoader.Configuration().maxConcurrentLoads, 6, "downloads stay at 6")
            XCTAssertEqual(ThumbnailLoader().decodeWidth, 2)
        }
    }

    /// An item that ends in time cancels its deadline, so that no timer is left to wake a thread
    /// seconds after a thumbnail was shown.
    func testAnItemThatEndsInTimeLeavesNoDeadlineBehind() {
        let clock = ManualClock()
        let queue = BoundedWorkQueue(label: "test.deadline-cancelled", width: 2, clock: clock)
        let ended = expectation(description: "both ended")
        ended.expectedFulfillmentCount = 2
        for _ in 0..<2 { queue.async({ 1 }, completion: { _ in ended.fulfill() }) }
        wait(for: [ended], timeout: 5)
        XCTAssertEqual(clock.scheduledCount, 2, "each item had its deadline")
        XCTAssertEqual(clock.pendingCount, 0, "and each was cancelled when it ended")
    }
}
