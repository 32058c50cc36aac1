import Kittens
import MVI
import MVITesting
import XCTest

/// A Rate search that failed for want of a network asks again when the network comes back, as
/// the listing's does; one that failed for another reason waits for Retry. The network's return
/// reaches the Rate page through the listing, which hears the network monitor
/// (`Binder.bindNetworkReturn`).
final class RateNetworkReturnTests: XCTestCase {
    @MainActor func testASearchThatFailedOfflineAsksAgainWhenTheNetworkIsBack() async {
        let server = OrderedListingServer()
        server.failNext(.unreachable)
        let store = shownRateStore(over: server)
        await store.run(job: .ratePictures)
        XCTAssertEqual(store.state.error, .unreachable)
        XCTAssertTrue(store.runningJobs.isEmpty, "nothing until the network is back")
        store.send(.networkReturned)
        await store.run(job: .ratePictures)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k0")
        store.send(.networkReturned)
        XCTAssertTrue(store.runningJobs.isEmpty, "a search that did not fail is not asked again")
        store.finish()
    }

    @MainActor func testASearchThatFailedForAnotherReasonWaitsForRetry() async {
        let server = OrderedListingServer()
        server.failNext(.httpStatus(500))
        let store = shownRateStore(over: server)
        await store.run(job: .ratePictures)
        store.send(.networkReturned)
        XCTAssertTrue(store.runningJobs.isEmpty)
        XCTAssertEqual(store.state.error, .httpStatus(500))
        store.finish()
    }

    @MainActor func testTheListingTellsWhenTheNetworkComesBackOnlyThen() async {
        let listing = DefaultStoreFactory().makeListingStore(dataSource: CancellingSource(), pageSize: 3)
        defer { listing.dispose() }
        let binder = Binder()
        var returns = 0
        binder.bindNetworkReturn(of: listing) { returns += 1 }
        binder.start()
        defer { binder.stop() }
        listing.accept(.networkAvailabilityChanged(true))
        XCTAssertEqual(returns, 0, "online from the start is no return")
        listing.accept(.networkAvailabilityChanged(false))
        XCTAssertEqual(returns, 0)
        listing.accept(.networkAvailabilityChanged(true))
        XCTAssertEqual(returns, 1)
        listing.accept(.refresh)
        listing.accept(.networkAvailabilityChanged(true))
        XCTAssertEqual(returns, 1, "other changes of the listing are no return")
    }
}

/// A page source whose loads all end as cancelled.
private struct CancellingSource: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult { .cancelled }
}
