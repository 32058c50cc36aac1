import Kittens
import MVI
import MVITesting
import XCTest

/// When the computer's network goes, the listing says so; when it comes back, a load that
/// failed for want of it is tried again by itself, and nothing else is loaded.
final class KittenOfflineTests: XCTestCase {
    @MainActor func testOfflineSaysSoAndTheLoadThatFailedIsTriedAgainWhenTheNetworkIsBack() async {
        let store = makeKittenTestStore()
        store.startWithFailedFirstPage(.unreachable)
        store.send(.networkAvailabilityChanged(false)) { $0.isOffline = true }
        let model = KittenModel(store.state)
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
        XCTAssertNil(KittenModel(store.state).errorMessage)
        store.finish()
    }

    @MainActor func testASuccessfulListIsNotLoadedAgainWhenTheNetworkIsBack() async {
        let store = makeKittenTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.networkAvailabilityChanged(false)) { $0.isOffline = true }
        XCTAssertEqual(KittenModel(store.state).errorMessage, "This computer is offline.")
        XCTAssertEqual(KittenModel(store.state).rows.count, 3, "the pictures stay")
        store.send(.networkAvailabilityChanged(true)) { $0.isOffline = false }
        XCTAssertTrue(store.runningJobs.isEmpty)
        store.finish()
    }

    @MainActor func testALoadThatFailedForAnotherReasonWaitsForRetry() async {
        let store = makeKittenTestStore()
        store.startWithFailedFirstPage(.httpStatus(500))
        store.send(.networkAvailabilityChanged(false)) { $0.isOffline = true }
        store.send(.networkAvailabilityChanged(true)) { $0.isOffline = false }
        XCTAssertTrue(store.runningJobs.isEmpty)
        XCTAssertEqual(KittenModel(store.state).errorMessage, KittenLoadError.httpStatus(500).message)
        store.finish()
    }

    func testOnlyUnreachableAndHostNotFoundAreForWantOfANetwork() {
        XCTAssertTrue(KittenLoadError.unreachable.isForWantOfANetwork)
        XCTAssertTrue(KittenLoadError.hostNotFound.isForWantOfANetwork)
        for error in [KittenLoadError.timeout, .httpStatus(503), .secureConnectionFailed, .serverBusy(status: 429, retryAfterSeconds: nil)] {
            XCTAssertFalse(error.isForWantOfANetwork, "\(error)")
        }
    }
}
