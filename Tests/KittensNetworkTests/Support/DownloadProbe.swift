import Foundation
@testable import KittensNetwork
import Synchronization
import XCTest

/// Watches one download started through it: its phases and its outcome, each a definite event
/// a test can wait for, and how many times the completion ran.
final class DownloadProbe: Sendable {
    let connecting: XCTestExpectation
    let readingBody: XCTestExpectation
    let ended: XCTestExpectation
    let completed: XCTestExpectation
    private let recorded = Mutex<(outcomes: [Result<Data, DownloadError>], phases: [Download.Phase])>(([], []))

    init(_ test: XCTestCase) {
        connecting = test.expectation(description: "connecting")
        readingBody = test.expectation(description: "reading the body")
        ended = test.expectation(description: "worker ended")
        completed = test.expectation(description: "completion ran")
        for expectation in [connecting, readingBody] { expectation.assertForOverFulfill = false }
    }

    func start(_ downloader: BoundedDownloader, _ url: URL, headers: [DownloadRequest.Header] = [], limits: DownloadLimits) -> DownloadHandle {
        downloader.start(DownloadRequest(url: url, headers: headers), limits: limits, observePhase: { [self] phase in
            recorded.withLock { $0.phases.append(phase) }
            switch phase {
            case .connecting: connecting.fulfill()
            case .readingBody: readingBody.fulfill()
            case .ended: ended.fulfill()
            case .sending: break
            }
        }, completion: { [self] outcome in
            recorded.withLock { $0.outcomes.append(outcome) }
            completed.fulfill()
        })
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
