import Kittens
import Locking
import MVI
import MVITesting
import XCTest

/// When TheCatAPI says it is busy (429 or 503), the listing says how long it waits, then asks
/// again by itself once; a second busy answer stops there, and a load the user starts
/// meanwhile cancels the automatic one.
final class ListingBusyRetryTests: XCTestCase {
    private static let busy = ListingLoadError.serverBusy(status: 429, retryAfterSeconds: 12)

    /// Starts `store`, answers its first page with `error`, and asserts the wait it schedules.
    @MainActor private func failFirstPage(of store: ListingTestStore, with error: ListingLoadError, waiting seconds: Int) {
        store.startWithFailedFirstPage(error)
        store.receive(.retryScheduled(.refresh, seconds: seconds)) { $0.retryInSeconds = seconds }
    }

    @MainActor func testABusyAnswerSaysHowLongTheWaitIsThenTriesAgainOnceByItself() async {
        let waits = Locked<[Int]>([])
        let store = makeListingTestStore(wait: { seconds in waits.withLock { $0.append(seconds) } })
        failFirstPage(of: store, with: Self.busy, waiting: 12)
        XCTAssertEqual(ListingModel(store.state).errorMessage, "TheCatAPI is busy. Trying again in 12 seconds…")
        XCTAssertEqual(store.runningJobs.map(\.key), [.pageRetry], "the wait, and no request meanwhile")
        await store.perform(job: .pageRetry)
        XCTAssertEqual(waits.withLock { $0 }, [12])
        store.deliver(job: .pageRetry)
        store.receiveFirstPageStartedAgain()
        store.completeFirstPage(kittens(3))
        store.finish()
    }

    @MainActor func testASecondBusyAnswerStopsAndShowsTheErrorWithRetry() async {
        let store = makeListingTestStore()
        failFirstPage(of: store, with: Self.busy, waiting: 12)
        store.complete(job: .pageRetry, with: ())
        store.receiveFirstPageStartedAgain()
        let again = ListingLoadError.serverBusy(status: 429, retryAfterSeconds: 30)
        store.complete(job: .page, with: ListingLoadResult.failure(again))
        store.receive(.failed(.refresh, again)) {
            $0.loading = nil
            $0.error = again
            $0.failedRequest = .refresh
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "no second automatic try")
        let model = ListingModel(store.state)
        XCTAssertEqual(model.errorMessage, ListingLoadError.httpStatus(429).message)
        XCTAssertEqual(model.placeholder, .failed(title: "No kittens to show", hint: "Press Retry to try again."))
        store.finish()
    }

    @MainActor func testRefreshOrRetryDuringTheWaitCancelsTheAutomaticTry() async {
        for intent in [ListingIntent.refresh, .retry] {
            let store = makeListingTestStore()
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
        let cases: [(ListingLoadError, Int)] = [
            (.serverBusy(status: 503, retryAfterSeconds: nil), ListingBusyRetry.defaultSeconds),
            (.serverBusy(status: 429, retryAfterSeconds: 3_600), ListingBusyRetry.maximumSeconds),
            (.serverBusy(status: 429, retryAfterSeconds: 0), 1),
            (.serverBusy(status: 503, retryAfterSeconds: 1), 1),
        ]
        for (error, seconds) in cases {
            let store = makeListingTestStore()
            failFirstPage(of: store, with: error, waiting: seconds)
            store.dispose()
            store.finish()
        }
        XCTAssertEqual(ListingBusyRetry.defaultSeconds, 5)
        XCTAssertEqual(ListingBusyRetry.maximumSeconds, 120)
    }

    func testOtherErrorsAreNotTriedAgainByThemselves() {
        for error in [ListingLoadError.httpStatus(429), .httpStatus(500), .timeout, .unreachable] {
            XCTAssertNil(ListingBusyRetry.seconds(after: error), "\(error)")
        }
    }

    func testABusyServerIsDescribedAsItsStatus() {
        XCTAssertEqual(
            ListingLoadError.serverBusy(status: 503, retryAfterSeconds: 4).message, ListingLoadError.httpStatus(503).message)
    }
}
