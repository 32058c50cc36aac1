import Kittens
import Locking
import MVI
import MVITesting
import XCTest

/// When TheCatAPI says it is busy, the Rate page says how long it waits and asks again by
/// itself, once, as the listing does (`ListingBusyRetry`).
final class RateBusyRetryTests: XCTestCase {
    private static let busy = ListingLoadError.serverBusy(status: 429, retryAfterSeconds: 12)

    @MainActor private func shownOverABusyServer(waits: Locked<[Int]> = Locked([])) -> (RateTestStore, OrderedListingServer) {
        let server = OrderedListingServer()
        server.failNext(Self.busy)
        return (shownRateStore(over: server, wait: { seconds in waits.withLock { $0.append(seconds) } }), server)
    }

    @MainActor func testABusyAnswerSaysHowLongTheWaitIsThenAsksAgainOnceByItself() async {
        let waits = Locked<[Int]>([])
        let (store, _) = shownOverABusyServer(waits: waits)
        await store.run(job: .ratePictures)
        XCTAssertEqual(RateModel(store.state).placeholder, .failed("TheCatAPI is busy. Trying again in 12 seconds…"))
        XCTAssertEqual(store.runningJobs.map(\.key), [.rateRetry], "the wait, and no request meanwhile")
        await store.run(job: .rateRetry)
        XCTAssertEqual(waits.withLock { $0 }, [12])
        await store.run(job: .ratePictures)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k0")
        XCTAssertNil(store.state.retryInSeconds)
        store.finish()
    }

    @MainActor func testASecondBusyAnswerStopsAndShowsTheErrorWithRetry() async {
        let (store, server) = shownOverABusyServer()
        await store.run(job: .ratePictures)
        server.failNext(.serverBusy(status: 429, retryAfterSeconds: 30))
        await store.run(job: .rateRetry)
        await store.run(job: .ratePictures)
        XCTAssertTrue(store.runningJobs.isEmpty, "no second automatic try")
        XCTAssertEqual(RateModel(store.state).placeholder, .failed(ListingLoadError.serverBusy(status: 429, retryAfterSeconds: 30).message))
        store.send(.retry)
        await store.run(job: .ratePictures)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k0")
        store.finish()
    }

    @MainActor func testRetryDuringTheWaitAsksAtOnceAndTheWaitEnds() async {
        let (store, _) = shownOverABusyServer()
        await store.run(job: .ratePictures)
        store.send(.retry)
        XCTAssertEqual(store.runningJobs.map(\.key), [.ratePictures], "the wait is cancelled")
        await store.run(job: .ratePictures)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k0")
        store.finish()
    }
}
