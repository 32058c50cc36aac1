import Dispatch
import KittensSupport
import XCTest

/// A decode's time budget counts the CPU its own thread uses, not the time that passes.
final class ThreadCPUDeadlineTests: XCTestCase {
    func testTimeSpentWaitingDoesNotCountAndWorkDoes() {
        let deadline = ThreadCPUDeadline(after: .milliseconds(20))
        // Five times the budget of wall time, spent blocked: a busy machine, as the decoder sees it.
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(100))
        XCTAssertFalse(deadline.isPast, "waiting used no CPU")
        let start = ThreadCPUDeadline.now()
        var spins = 0
        while !deadline.isPast { spins &+= 1 }
        XCTAssertGreaterThan(spins, 0)
        XCTAssertGreaterThanOrEqual(ThreadCPUDeadline.now() - start, .milliseconds(15), "working used it up")
    }

    func testAnotherThreadsWorkDoesNotCount() {
        let deadline = ThreadCPUDeadline(after: .milliseconds(20))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let theirs = ThreadCPUDeadline(after: .milliseconds(40))
            while !theirs.isPast {}
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertFalse(deadline.isPast, "the other thread's 40 ms are not this thread's")
    }
}
