import Kittens
import Locking
import MVI
import MVITesting
import XCTest

/// When TheCatAPI says it is busy (429 or 503), the listing says how long it waits, then asks
/// again by itself once; a second busy answer stops there, and a load the user starts
/// meanwhile cancels the automatic one.
final class KittenBusyRetryTests: XCTestCase {
    private static let busy = KittenLoadError.serverBusy(status: 429, retryAfterSeconds: 12)

    /// Starts `store`, answers its first page with `error`, and asserts the wait it schedules.
    @MainActor private func failFirstPage(of store: KittenTestStore, with error: KittenLoadError, waiting seconds: Int) {
        store.startWithFailedFirstPage(error)
        store.receive(.retryScheduled(.refresh, seconds: seconds)) { $0.retryInSeconds = seconds }
    }

    @MainActor func testABusyAnswerSaysHowLongTheWaitIsThenTriesAgainOnceByItself() async {
        let waits = Locked<[Int]>([])
        let store = makeKittenTestStore(wait: { seconds in waits.withLock { $0.append(seconds) } })
        failFirstPage(of: store, with: Self.busy, waiting: 12)
        XCTAssertEqual(KittenModel(store.state).errorMessage, "TheCatAPI is busy. Trying again in 12 seconds…")
        XCTAssertEqual(store.runningJobs.map(\.key), [.pageRetry], "the wait, and no request meanwhile")
        await store.perform(job: .pageRetry)
        XCTAssertEqual(waits.withLock { $0 }, [12])
        store.deliver(job: .pageRetry)
        store.receiveFirstPageStartedAgain()
        store.completeFirstPage(kittens(3))
        store.finish()
    }

    @MainActor func testASecondBusyAnswerStopsAndShowsTheErrorWithRetry() async {
        let store = makeKittenTestStore()
        failFirstPage(of: store, with: Self.busy, waiting: 12)
        store.complete(job: .pageRetry, with: ())
        store.receiveFirstPageStartedAgain()
        let again = KittenLoadError.serverBusy(status: 429, retryAfterSeconds: 30)
        store.complete(job: .page, with: KittenLoadResult.failure(again))
        store.receive(.failed(.refresh, again)) {
            $0.loading = nil
            $0.error = again
            $0.failedRequest = .refresh
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "no second automatic try")
        let model = KittenModel(store.state)
        XCTAssertEqual(model.errorMessage, KittenLoadError.httpStatus(429).message)
        XCTAssertEqual(model.placeholder, .failed(title: "No kittens to show", hint: "Press Retry to try again."))
        store.finish()
    }

    @MainActor func testRefreshOrRetryDuringTheWaitCancelsTheAutomaticTry() async {
        for intent in [KittenIntent.refresh, .retry] {
            let store = makeKittenTestStore()
            failFirstPage(of: store, with: Self.busy, waiting: 12)
            store.send(intent) {
                $0.loading = .refresh
                $0.error = nil
                $0.failedRequest = nil
                $0.retryInSeconds = nil
            }
            if intent == .refresh { store.receiveLabel(.refreshRequested) }
            XCTAssertEqual(store.runningJobs.map(\.key), [.page], "\(intent): the wait is cancelled")
            store.completeFirstPage(kittens(3))
            store.finish()
        }
    }

    @MainActor func testWithoutRetryAfterTheWaitIsShortAndALongOneIsCapped() async {
        let cases: [(KittenLoadError, Int)] = [
            (.serverBusy(status: 503, retryAfterSeconds: nil), KittenBusyRetry.defaultSeconds),
            (.serverBusy(status: 429, retryAfterSeconds: 3_600), KittenBusyRetry.maximumSeconds),
            (.serverBusy(status: 429, retryAfterSeconds: 0), 1),
            (.serverBusy(status: 503, retryAfterSeconds: 1), 1),
        ]
        for (error, seconds) in cases {
            let store = makeKittenTestStore()
            failFirstPage(of: store, with: error, waiting: seconds)
            store.dispose()
            store.finish()
        }
        XCTAssertEqual(KittenBusyRetry.defaultSeconds, 5)
        XCTAssertEqual(KittenBusyRetry.maximumSeconds, 120)
    }

    func testOtherErrorsAreNotTriedAgainByThemselves() {
        for error in [KittenLoadError.httpStatus(429), .httpStatus(500), .timeout, .unreachable] {
            XCTAssertNil(KittenBusyRetry.seconds(after: error), "\(error)")
        }
    }

    func testABusyServerIsDescribedAsItsStatus() {
        XCTAssertEqual(
            KittenLoadError.serverBusy(status: 503, retryAfterSeconds: 4).message, KittenLoadError.httpStatus(503).message)
    }
}
