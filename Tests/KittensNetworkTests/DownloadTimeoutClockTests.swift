import Dispatch
import Foundation
@testable import KittensNetwork
import KittensSupport
import Locking
import XCTest

/// The idle timeout and the total deadline of one download, on a `ManualClock`: each runs out
/// exactly when the clock passes it, whatever the machine's speed. (`DownloadClockTests` checks
/// the same clocks in real time against stalling servers.)
final class DownloadTimeoutClockTests: XCTestCase {
    private let timerQueue = DispatchQueue(label: "test.download.clocks")

    /// A download begun with no worker (nothing arrives unless the test says `madeProgress`),
    /// and the outcome its completion gets.
    private func begin(idle: Duration, deadline: Duration, clock: ManualClock) -> (Download, Outcome) {
        let limits = DownloadLimits(maxBodyBytes: 1 << 20, idleTimeout: idle, totalDeadline: deadline)
        let download = Download(request: DownloadRequest(url: URL(string: "https://example.org/")!), limits: limits, clock: clock)
        let outcome = Outcome()
        download.begin(on: DispatchQueue(label: "test.download"), timerQueue: timerQueue, work: {}, completion: outcome.set)
        return (download, outcome)
    }

    func testTheIdleTimeoutEndsADownloadThatGetsNothingWhenItsTimeIsUpAndNotBefore() {
        let clock = ManualClock()
        let (download, outcome) = begin(idle: .milliseconds(250), deadline: .seconds(30), clock: clock)
        clock.advance(by: .milliseconds(249))
        XCTAssertFalse(download.isFinished)
        clock.advance(by: .milliseconds(1))
        XCTAssertEqual(outcome.wait()?.error, .timeout(.idle))
    }

    func testProgressStartsTheIdleTimeoutAgain() {
        let clock = ManualClock()
        let (download, outcome) = begin(idle: .milliseconds(250), deadline: .seconds(30), clock: clock)
        for _ in 1...10 {
            clock.advance(by: .milliseconds(200))
            download.madeProgress()
        }
        clock.advance(by: .milliseconds(249))
        XCTAssertFalse(download.isFinished, "2.2 s in, but never 250 ms without progress")
        clock.advance(by: .milliseconds(1))
        XCTAssertEqual(outcome.wait()?.error, .timeout(.idle))
    }

    func testTheTotalDeadlineEndsADownloadThatKeepsProgressing() {
        let clock = ManualClock()
        let (download, outcome) = begin(idle: .milliseconds(400), deadline: .milliseconds(700), clock: clock)
        for _ in 1...6 {
            clock.advance(by: .milliseconds(100))
            download.madeProgress()
        }
        clock.advance(by: .milliseconds(99))
        XCTAssertFalse(download.isFinished)
        clock.advance(by: .milliseconds(1))
        XCTAssertEqual(outcome.wait()?.error, .timeout(.deadline))
    }

    func testAFinishedDownloadLeavesNoTimerBehind() {
        let clock = ManualClock()
        let (download, outcome) = begin(idle: .milliseconds(250), deadline: .seconds(30), clock: clock)
        download.finish(.success(Data("done".utf8)))
        XCTAssertEqual(outcome.wait()?.body, Data("done".utf8))
        XCTAssertEqual(clock.pendingCount, 0)
    }
}

/// The one outcome a download's completion gets, waited for on a semaphore it signals.
private final class Outcome: Sendable {
    private let result = Locked<Result<Data, DownloadError>?>(nil)
    private let delivered = DispatchSemaphore(value: 0)

    func set(_ outcome: Result<Data, DownloadError>) {
        result.withLock { $0 = outcome }
        delivered.signal()
    }

    /// The outcome, once delivered; nil when none came within 20 s (the awaited event never came).
    func wait() -> Result<Data, DownloadError>? {
        guard delivered.wait(timeout: .now() + 20) == .success else { return nil }
        return result.withLock { $0 }
    }
}
