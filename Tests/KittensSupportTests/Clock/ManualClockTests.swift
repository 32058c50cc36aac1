import Dispatch
import KittensSupport
import Locking
import XCTest

/// The clock tests drive instead of real time: `advance(by:)` runs what is due, in order, and
/// nothing before its moment.
final class ManualClockTests: XCTestCase {
    private let queue = DispatchQueue(label: "test.clock")

    func testAdvanceRunsWhatIsDueInTheOrderOfItsMomentsAndNothingEarly() {
        let clock = ManualClock()
        let ran = Locked<[String]>([])
        clock.schedule(after: .milliseconds(30), on: queue) { ran.withLock { $0.append("30 first") } }
        clock.schedule(after: .milliseconds(10), on: queue) { ran.withLock { $0.append("10") } }
        clock.schedule(after: .milliseconds(30), on: queue) { ran.withLock { $0.append("30 second") } }
        clock.schedule(after: .milliseconds(50), on: queue) { ran.withLock { $0.append("50") } }
        clock.advance(by: .milliseconds(9))
        XCTAssertEqual(ran.withLock { $0 }, [])
        clock.advance(by: .milliseconds(21))
        XCTAssertEqual(ran.withLock { $0 }, ["10", "30 first", "30 second"])
        XCTAssertEqual(clock.now, .milliseconds(30))
        XCTAssertEqual(clock.pendingCount, 1)
    }

    func testAnActionScheduledByAnotherRunsInTheSameAdvanceWhenDueByItsEnd() {
        let clock = ManualClock()
        let ran = Locked<[Duration]>([])
        let queue = queue
        clock.schedule(after: .milliseconds(10), on: queue) {
            ran.withLock { $0.append(clock.now) }
            clock.schedule(after: .milliseconds(10), on: queue) { ran.withLock { $0.append(clock.now) } }
            clock.schedule(after: .milliseconds(100), on: queue) { ran.withLock { $0.append(clock.now) } }
        }
        clock.advance(by: .milliseconds(50))
        XCTAssertEqual(ran.withLock { $0 }, [.milliseconds(10), .milliseconds(20)], "each runs at its own moment")
        XCTAssertEqual(clock.now, .milliseconds(50))
    }

    func testACancelledActionNeverRuns() {
        let clock = ManualClock()
        let ran = Locked(false)
        let timer = clock.schedule(after: .seconds(1), on: queue) { ran.withLock { $0 = true } }
        timer.cancel()
        clock.advance(by: .seconds(2))
        XCTAssertFalse(ran.withLock { $0 })
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testSleepEndsWhenTheClockPassesItsDelay() async {
        let clock = ManualClock()
        let woke = Locked(false)
        let sleeper = Task {
            await clock.sleep(for: .seconds(5))
            woke.withLock { $0 = true }
        }
        XCTAssertTrue(clock.waitForScheduled(1), "the sleep set its timer")
        clock.advance(by: .seconds(4))
        XCTAssertFalse(woke.withLock { $0 })
        clock.advance(by: .seconds(1))
        await sleeper.value
        XCTAssertTrue(woke.withLock { $0 })
    }

    func testACancelledSleepEndsAtOnceAndLeavesNoTimer() async {
        let clock = ManualClock()
        let sleeper = Task { await clock.sleep(for: .seconds(3600)) }
        XCTAssertTrue(clock.waitForScheduled(1), "the sleep set its timer")
        sleeper.cancel()
        await sleeper.value
        XCTAssertEqual(clock.pendingCount, 0)
        XCTAssertEqual(clock.now, .zero)
    }

    func testTheSystemClockRunsAnActionOnItsQueueAndNotOnceCancelled() {
        let clock = SystemClock()
        let before = clock.now
        let ran = DispatchSemaphore(value: 0)
        let cancelledRan = Locked(false)
        let cancelled = clock.schedule(after: .milliseconds(1), on: queue) { cancelledRan.withLock { $0 = true } }
        cancelled.cancel()
        let queue = queue
        clock.schedule(after: .milliseconds(2), on: queue) {
            dispatchPrecondition(condition: .onQueue(queue))
            ran.signal()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 20), .success)
        XCTAssertGreaterThanOrEqual(clock.now, before, "monotonic")
        queue.sync {}
        XCTAssertFalse(cancelledRan.withLock { $0 }, "the cancelled action, due earlier, did not run")
    }
}
