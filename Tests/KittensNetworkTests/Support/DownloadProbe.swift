import Foundation
@testable import KittensNetwork
import Locking
import XCTest

/// Watches one download started through it: its phases and its outcome, each a definite event
/// a test can wait for, and how many times the completion ran.
final class DownloadProbe: Sendable {
    let completed: XCTestExpectation
    let ended: XCTestExpectation
    private let awaited: [Download.Phase: XCTestExpectation]
    private let recorded = Locked<(outcomes: [Result<Data, DownloadError>], phases: [Download.Phase])>(([], []))

    /// `phases` are the phases the test waits for, through `reached`.
    init(_ test: XCTestCase, awaiting phases: [Download.Phase] = []) {
        completed = test.expectation(description: "completion ran")
        ended = test.expectation(description: "worker ended")
        var awaited: [Download.Phase: XCTestExpectation] = [:]
        for phase in phases {
            let expectation = test.expectation(description: "\(phase)")
            expectation.assertForOverFulfill = false
            awaited[phase] = expectation
        }
        self.awaited = awaited
    }

    func reached(_ phase: Download.Phase) -> XCTestExpectation {
        guard let expectation = awaited[phase] else { preconditionFailure("\(phase) is not awaited") }
        return expectation
    }

    func start(_ downloader: BoundedDownloader, _ url: URL, headers: [DownloadRequest.Header] = [], limits: DownloadLimits) -> DownloadHandle {
        downloader.start(DownloadRequest(url: url, headers: headers), limits: limits, observePhase: observe, completion: complete)
    }

    func observe(_ phase: Download.Phase) {
        recorded.withLock { $0.phases.append(phase) }
        if phase == .ended { ended.fulfill() }
        awaited[phase]?.fulfill()
    }

    func complete(_ outcome: Result<Data, DownloadError>) {
        recorded.withLock { $0.outcomes.append(outcome) }
        completed.fulfill()
    }

    /// The only outcome; nil (and a failure) when the completion ran another number of times.
    var outcome: Result<Data, DownloadError>? {
        let outcomes = recorded.withLock { $0.outcomes }
        XCTAssertEqual(outcomes.count, 1, "the completion runs exactly once")
        return outcomes.count == 1 ? outcomes[0] : nil
    }

    var phases: [Download.Phase] { recorded.withLock { $0.phases } }
}

extension Result where Success == Data, Failure == DownloadError {
    /// The error, or nil for a body; for assertions.
    var error: DownloadError? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var body: Data? {
        if case .success(let body) = self { return body }
        return nil
    }
}
