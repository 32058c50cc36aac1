import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import XCTest

/// What the breeds store does, step by step: the cache first, the server when the cache is
/// missing or stale, and a failed refresh that keeps the list shown.
final class BreedsStoreTests: XCTestCase {
    private static let cachedBreeds = [Breed(id: "abys", name: "Abyssinian"), Breed(id: "beng", name: "Bengal")]
    private static let freshBreeds = [Breed(id: "abys", name: "Abyssinian"), Breed(id: "sphy", name: "Sphynx")]
    private static let eightDays: TimeInterval = 8 * 86_400

    /// A store over `cache` holding `cached`, once it has shown that list; the server answers `answer`.
    @MainActor private func storeShowing(
        _ cached: CachedBreeds, in cache: MemoryBreedCache? = nil, answering answer: BreedLoadResult = .failure(.unreachable),
        file: StaticString = #filePath, line: UInt = #line
    ) async -> BreedsTestStore {
        let store = makeBreedsTestStore(
            dataSource: AnsweringBreedSource(answer), cache: cache ?? MemoryBreedCache(cached), file: file, line: line)
        store.start { $0.isReadingCache = true }
        await store.run(job: .breedsCacheRead)
        store.receive(.cacheRead(cached)) {
            $0.isReadingCache = false
            $0.breeds = cached.breeds
            $0.fetchedAt = cached.savedAt
        }
        return store
    }

    @MainActor func testAFreshCacheIsServedWithoutAskingTheServer() async {
        let cached = CachedBreeds(breeds: Self.cachedBreeds, savedAt: breedsNow.addingTimeInterval(-3600))
        let store = await storeShowing(cached)
        XCTAssertEqual(store.runningJobs.count, 0, "no refresh for a list an hour old")
        store.finish()
    }

    @MainActor func testAStaleCacheIsServedThenRefreshedAndTheNewListKept() async {
        let cached = CachedBreeds(breeds: Self.cachedBreeds, savedAt: breedsNow.addingTimeInterval(-Self.eightDays))
        let cache = MemoryBreedCache(cached)
        let store = await storeShowing(cached, in: cache, answering: .breeds(Self.freshBreeds))
        store.receive(.refreshStarted) { $0.isRefreshing = true }
        XCTAssertEqual(store.state.breeds, Self.cachedBreeds, "the cached list shows while the refresh runs")

        await store.run(job: .breedsRefresh)
        store.receive(.refreshed(Self.freshBreeds, at: breedsNow)) {
            $0.isRefreshing = false
            $0.breeds = Self.freshBreeds
            $0.fetchedAt = breedsNow
        }
        await store.run(job: .breedsCacheWrite)
        store.receive(.cacheWritten(failure: nil))
        XCTAssertEqual(cache.cached, CachedBreeds(breeds: Self.freshBreeds, savedAt: breedsNow))
        store.finish()
    }

    @MainActor func testAMissingCacheIsFilledFromTheServer() async {
        let store = makeBreedsTestStore()
        store.start { $0.isReadingCache = true }
        store.complete(job: .breedsCacheRead, with: CachedBreeds?.none)
        store.receive(.cacheRead(nil)) { $0.isReadingCache = false }
        store.receive(.refreshStarted) { $0.isRefreshing = true }
        store.complete(job: .breedsRefresh, with: BreedLoadResult.breeds(Self.freshBreeds))
        store.receive(.refreshed(Self.freshBreeds, at: breedsNow)) {
            $0.isRefreshing = false
            $0.breeds = Self.freshBreeds
            $0.fetchedAt = breedsNow
        }
        store.complete(job: .breedsCacheWrite, with: String?.some("cannot create a temporary file: Permission denied"))
        store.receive(.cacheWritten(failure: "cannot create a temporary file: Permission denied")) {
            $0.cacheWriteFailure = "cannot create a temporary file: Permission denied"
        }
        store.finish()
    }

    @MainActor func testAFailedRefreshKeepsTheCachedListAndSaysWhy() async {
        let cached = CachedBreeds(breeds: Self.cachedBreeds, savedAt: breedsNow.addingTimeInterval(-Self.eightDays))
        let cache = MemoryBreedCache(cached)
        let store = await storeShowing(cached, in: cache, answering: .failure(.httpStatus(500)))
        store.receive(.refreshStarted) { $0.isRefreshing = true }
        await store.run(job: .breedsRefresh)
        store.receive(.refreshFailed(.httpStatus(500))) {
            $0.isRefreshing = false
            $0.refreshError = .httpStatus(500)
        }
        XCTAssertEqual(store.state.breeds, Self.cachedBreeds, "what was shown stays")
        XCTAssertEqual(cache.cached, cached, "the cache is not touched")

        store.send(.refresh) { $0.isRefreshing = true }
        store.complete(job: .breedsRefresh, with: BreedLoadResult.breeds(Self.freshBreeds))
        store.receiveRefreshed(Self.freshBreeds)
        store.finish()
    }

    @MainActor func testAnAnswerWithoutBreedsIsAFailureThatKeepsTheList() async {
        let cached = CachedBreeds(breeds: Self.cachedBreeds, savedAt: breedsNow)
        let store = await storeShowing(cached)
        store.send(.refresh) { $0.isRefreshing = true }
        store.send(.refresh)
        XCTAssertEqual(store.runningJobs.map(\.key), [.breedsRefresh], "a refresh while one runs is ignored")
        store.complete(job: .breedsRefresh, with: BreedLoadResult.breeds([]))
        store.receive(.refreshFailed(.malformed("no breeds"))) {
            $0.isRefreshing = false
            $0.refreshError = .malformed("no breeds")
        }
        XCTAssertEqual(store.state.breeds, Self.cachedBreeds)
        store.finish()
    }

    func testACacheDatedAheadOfTheClockIsStale() {
        let ahead = CachedBreeds(breeds: Self.cachedBreeds, savedAt: breedsNow.addingTimeInterval(2 * 86_400))
        XCTAssertTrue(ahead.isStale(at: breedsNow, maxAge: BreedsExecutor.standardMaxAge))
        let sixDays = CachedBreeds(breeds: Self.cachedBreeds, savedAt: breedsNow.addingTimeInterval(-6 * 86_400))
        XCTAssertFalse(sixDays.isStale(at: breedsNow, maxAge: BreedsExecutor.standardMaxAge))
    }
}
