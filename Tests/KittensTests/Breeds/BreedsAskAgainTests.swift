import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// When the breeds store asks the server again by itself: once after a busy answer, after the
/// wait asked for; and on `refreshIfNeeded` (the listing's Refresh, the network coming back)
/// only when the last refresh failed or the list is missing or stale.
final class BreedsAskAgainTests: XCTestCase {
    private static let breeds = [Breed(id: "abys", name: "Abyssinian"), Breed(id: "beng", name: "Bengal")]
    private static let busy = ListingLoadError.serverBusy(status: 429, retryAfterSeconds: 20)

    /// A store with no cache whose first refresh ended with `first`.
    @MainActor private func storeAfterAFirstRefresh(_ first: BreedLoadResult) -> BreedsTestStore {
        let store = makeBreedsTestStore()
        store.start { $0.isReadingCache = true }
        store.complete(job: .breedsCacheRead, with: CachedBreeds?.none)
        store.receive(.cacheRead(nil)) { $0.isReadingCache = false }
        store.receive(.refreshStarted) { $0.isRefreshing = true }
        store.complete(job: .breedsRefresh, with: first)
        return store
    }

    @MainActor func testABusyServerIsAskedAgainOnceByItselfAfterTheWait() async {
        let store = storeAfterAFirstRefresh(.failure(Self.busy))
        receiveBusy(store)
        XCTAssertEqual(store.runningJobs.map(\.key), [.breedsRetry], "the wait, and no request meanwhile")
        store.complete(job: .breedsRetry, with: ())
        store.receive(.refreshStarted) {
            $0.isRefreshing = true
            $0.retryInSeconds = nil
        }
        let again = ListingLoadError.serverBusy(status: 503, retryAfterSeconds: nil)
        store.complete(job: .breedsRefresh, with: BreedLoadResult.failure(again))
        store.receive(.refreshFailed(again)) {
            $0.isRefreshing = false
            $0.refreshError = again
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "a second busy answer waits for the user")
        store.finish()
    }

    @MainActor func testARefreshDuringTheWaitEndsIt() async {
        let store = storeAfterAFirstRefresh(.failure(Self.busy))
        receiveBusy(store)
        store.send(.refreshIfNeeded) {
            $0.isRefreshing = true
            $0.retryInSeconds = nil
        }
        XCTAssertEqual(store.runningJobs.map(\.key), [.breedsRefresh], "the wait is cancelled")
        store.complete(job: .breedsRefresh, with: BreedLoadResult.breeds(Self.breeds))
        store.receiveRefreshed(Self.breeds)
        store.finish()
    }

    /// The busy answer of the first refresh: the store says how long it waits before it asks again.
    @MainActor private func receiveBusy(_ store: BreedsTestStore) {
        store.receive(.refreshFailed(Self.busy)) {
            $0.isRefreshing = false
            $0.refreshError = Self.busy
        }
        store.receive(.retryScheduled(seconds: 20)) { $0.retryInSeconds = 20 }
    }

    func testTheFilterSaysHowLongTheBreedsWaitWhileTheyWait() {
        let waiting = FiltersModel(filters: .none, breedChoices: [], breedsRefreshError: Self.busy, breedsRetryInSeconds: 20)
        XCTAssertEqual(
            waiting.breedsProblem, "The list of breeds could not be loaded: TheCatAPI is busy. Trying again in 20 seconds…")
        let given = FiltersModel(filters: .none, breedChoices: FiltersModel.breedChoices(of: Self.breeds), breedsRefreshError: Self.busy)
        XCTAssertEqual(
            given.breedsProblem,
            "The list of breeds could not be refreshed, so the saved one is shown: TheCatAPI answered with error 429 (Too Many Requests). Wait a moment, then try again.",
            "after the one try again, the advice is the user's")
    }

    @MainActor func testAFailureOtherThanBusyWaitsForRefreshWhichAsksAgain() async {
        let store = storeAfterAFirstRefresh(.failure(.unreachable))
        store.receive(.refreshFailed(.unreachable)) {
            $0.isRefreshing = false
            $0.refreshError = .unreachable
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "nothing by itself")
        store.send(.refreshIfNeeded) { $0.isRefreshing = true }
        store.complete(job: .breedsRefresh, with: BreedLoadResult.breeds(Self.breeds))
        store.receiveRefreshed(Self.breeds)
        store.send(.refreshIfNeeded)
        XCTAssertTrue(store.runningJobs.isEmpty, "a fresh list is not asked for again")
        store.finish()
    }

    @MainActor func testAListThatWentStaleIsAskedForAgainAndNothingWhileTheCacheIsRead() async {
        let store = makeBreedsTestStore()
        store.start { $0.isReadingCache = true }
        store.send(.refreshIfNeeded)
        XCTAssertEqual(store.runningJobs.map(\.key), [.breedsCacheRead], "the cache's list comes first")
        let stale = CachedBreeds(breeds: Self.breeds, savedAt: breedsNow.addingTimeInterval(-8 * 86_400))
        store.complete(job: .breedsCacheRead, with: CachedBreeds?.some(stale))
        store.receive(.cacheRead(stale)) {
            $0.isReadingCache = false
            $0.breeds = Self.breeds
            $0.fetchedAt = stale.savedAt
        }
        store.receive(.refreshStarted) { $0.isRefreshing = true }
        store.complete(job: .breedsRefresh, with: BreedLoadResult.cancelled)
        store.receive(.refreshCancelled) { $0.isRefreshing = false }
        store.send(.refreshIfNeeded) { $0.isRefreshing = true }
        store.complete(job: .breedsRefresh, with: BreedLoadResult.breeds(Self.breeds))
        store.receiveRefreshed(Self.breeds)
        store.finish()
    }
}
