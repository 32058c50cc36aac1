import Dispatch
import KittensSupport
import XCTest

/// The real clock's timers: an action runs once, on the queue given; a cancelled one never does.
final class SystemClockTests: XCTestCase {
    func testAnActionRunsOnceOnItsQueueUnlessCancelledFirst() {
        let queue = DispatchQueue(label: "test.system-clock")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let ran = expectation(description: "the action ran on its queue")
        SystemClock().schedule(after: .milliseconds(1), on: queue) {
            XCTAssertEqual(DispatchQueue.getSpecific(key: key), true)
            ran.fulfill()
        }
        wait(for: [ran], timeout: 10)
        // Due at once on a queue held suspended, and cancelled before the queue may run it.
        queue.suspend()
        let cancelled = SystemClock().schedule(after: .zero, on: queue) { XCTFail("a cancelled action ran") }
        cancelled.cancel()
        cancelled.cancel()
        queue.resume()
        let marker = expectation(description: "a later action ran")
        SystemClock().schedule(after: .milliseconds(50), on: queue) { marker.fulfill() }
        wait(for: [marker], timeout: 10)
    }
}
