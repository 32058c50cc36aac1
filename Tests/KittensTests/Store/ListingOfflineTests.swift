import Kittens
import MVI
import MVITesting
import XCTest

/// When the computer's network goes, the listing says so; when it comes back, a load that
/// failed for want of it is tried again by itself, and nothing else is loaded.
final class ListingOfflineTests: XCTestCase {
    @MainActor func testOfflineSaysSoAndTheLoadThatFailedIsTriedAgainWhenTheNetworkIsBack() async {
        let store = makeListingTestStore()
        store.startWithFailedFirstPage(.unreachable)
        store.send(.networkAvailabilityChanged(false)) { $0.isOffline = true }
        let model = ListingModel(store.state)
        XCTAssertEqual(model.errorMessage, "This computer is offline. Kittens will try again when the network is back.")
        XCTAssertEqual(model.placeholder, .failed(title: "No kittens to show", hint: "Kittens will try again when the network is back."))
        store.send(.networkAvailabilityChanged(false))
        store.send(.networkAvailabilityChanged(true)) {
            $0.isOffline = false
            $0.loading = .refresh
            $0.error = nil
            $0.failedRequest = nil
        }
        store.completeFirstPage(kittens(3))
        XCTAssertNil(ListingModel(store.state).errorMessage)
        store.finish()
    }

    @MainActor func testASuccessfulListIsNotLoadedAgainWhenTheNetworkIsBack() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.networkAvailabilityChanged(false)) { $0.isOffline = true }
        XCTAssertEqual(ListingModel(store.state).errorMessage, "This computer is offline.")
        XCTAssertEqual(ListingModel(store.state).rows.count, 3, "the pictures stay")
        store.send(.networkAvailabilityChanged(true)) { $0.isOffline = false }
        XCTAssertTrue(store.runningJobs.isEmpty)
        store.finish()
    }

    @MainActor func testALoadThatFailedForAnotherReasonWaitsForRetry() async {
        let store = makeListingTestStore()
        store.startWithFailedFirstPage(.httpStatus(500))
        store.send(.networkAvailabilityChanged(false)) { $0.isOffline = true }
        store.send(.networkAvailabilityChanged(true)) { $0.isOffline = false }
        XCTAssertTrue(store.runningJobs.isEmpty)
        XCTAssertEqual(ListingModel(store.state).errorMessage, ListingLoadError.httpStatus(500).message)
        store.finish()
    }

    func testOnlyUnreachableAndHostNotFoundAreForWantOfANetwork() {
        XCTAssertTrue(ListingLoadError.unreachable.isForWantOfANetwork)
        XCTAssertTrue(ListingLoadError.hostNotFound.isForWantOfANetwork)
        for error in [ListingLoadError.timeout, .httpStatus(503), .secureConnectionFailed, .serverBusy(status: 429, retryAfterSeconds: nil)] {
            XCTAssertFalse(error.isForWantOfANetwork, "\(error)")
        }
    }
}
