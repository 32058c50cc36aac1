import Foundation
import Kittens
@testable import KittensApp
import KittensSupport
import Locking
import MVI
import TestSupport
import XCTest

/// The app swaps the key in its favourites data source before the store hears of the new
/// account (`TheCatAPINetwork.keyChanged`): a request of the old account must still go out with
/// the old key, or not at all, never with the new one (issue #34, item 6).
final class FavouritesKeySwapWiringTests: XCTestCase {
    private static let subID = "kittens-0123456789abcdef"

    private func account(_ key: String, _ base: TheCatAPIBase) -> TheCatAPIAccount? {
        .of(base: base, subID: Self.subID, apiKey: APIKey(key))
    }

    func testARequestMadeForTheOldKeyNeverGoesOutWithTheNewOne() async throws {
        let api = try FakeTheCatAPI(keys: ["old_key", "new_key"])
        defer { api.stop() }
        let base = try XCTUnwrap(TheCatAPIBase(url: api.url("/v1")))
        let source = LiveFavouritesDataSource(base: base, subID: Self.subID)
        source.use(apiKey: APIKey("old_key"))
        let old = source.bound(to: try XCTUnwrap(account("old_key", base)))
        source.use(apiKey: APIKey("new_key"))
        let result = await old.addFavourite(imageID: "a")
        XCTAssertEqual(api.favourites(key: "new_key").map(\.imageID), [], "nothing under the new key for the old account")
        XCTAssertEqual(api.requests.count, 0, "the old key's session is gone: the request does not leave")
        XCTAssertNotNil(result.failure, "and fails, for the store (which cancelled it) to drop")

        // Bound while its key is in use, it goes out with it.
        let new = source.bound(to: try XCTUnwrap(account("new_key", base)))
        _ = try await new.addFavourite(imageID: "b").get()
        XCTAssertEqual(api.favourites(key: "new_key").map(\.imageID), ["b"])
    }

    func testARequestForAnAccountWhoseKeyIsNotInUseDoesNotLeave() async throws {
        let api = try FakeTheCatAPI(keys: ["old_key", "new_key"])
        defer { api.stop() }
        let base = try XCTUnwrap(TheCatAPIBase(url: api.url("/v1")))
        let source = LiveFavouritesDataSource(base: base, subID: Self.subID)
        source.use(apiKey: APIKey("new_key"))
        let result = await source.bound(to: try XCTUnwrap(account("old_key", base))).removeFavourite(remoteID: "1000")
        XCTAssertEqual(result.failure?.error, .httpStatus(401))
        XCTAssertEqual(api.requests.count, 0, "no request left")
    }

    /// The store as the app wires it: an add of the old account is between its launch and its
    /// request (its write still going on) when the key is swapped in the source, then the
    /// account in the store.
    @MainActor func testTheStoreSendsNothingOfTheOldAccountUnderTheNewKey() async throws {
        let api = try FakeTheCatAPI(keys: ["old_key", "new_key"])
        defer { api.stop() }
        let base = try XCTUnwrap(TheCatAPIBase(url: api.url("/v1")))
        let source = LiveFavouritesDataSource(base: base, subID: Self.subID)
        let writer = HeldWriter()
        let store = DefaultStoreFactory().makeFavouritesStore(
            stored: StoredFavourites(), server: source, writes: FavouritesWrites(writer), clock: ManualClock())
        defer { store.dispose() }
        source.use(apiKey: APIKey("old_key"))
        store.accept(.accountChanged(account("old_key", base)))
        await waitUntil("synced under the old key") { !store.state.isSyncing && store.state.isAccountAccepted }
        writer.hold()
        store.accept(.add(imageID: "a", url: URL(string: "https://cdn2.thecatapi.com/images/a.jpg")!))
        await waitUntil("the add's write is under way") { writer.isHolding }
        // TheCatAPINetwork.keyChanged's order: the source first, then the store.
        source.use(apiKey: APIKey("new_key"))
        store.accept(.accountChanged(account("new_key", base)))
        writer.release()
        await waitUntil("the new key's listing is done") { !store.state.isSyncing && store.state.isAccountAccepted }
        XCTAssertEqual(api.favourites(key: "new_key").map(\.imageID), [], "the old account's add never went out under the new key")
        XCTAssertEqual(api.requests.filter { $0.method == "POST" && $0.header("x-api-key") == "new_key" }.count, 0)
        XCTAssertEqual(store.state.otherAccounts.first?.outbox.map(\.imageID), ["a"], "it waits with its account")
    }
}

/// A favourites file that keeps nothing, whose writes wait while held.
private final class HeldWriter: OutboxWriter, Sendable {
    private let gate = DispatchSemaphore(value: 0)
    private let state = Locked((holds: false, holding: false))

    /// Writes from now on wait until `release()`.
    func hold() { state.withLock { $0.holds = true } }

    /// A write waits now.
    var isHolding: Bool { state.withLock { $0.holding } }

    /// The waiting write goes on, and no more wait.
    func release() {
        let wasHolding = state.withLock { state in
            defer { state = (false, false) }
            return state.holding
        }
        if wasHolding { gate.signal() }
    }

    func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {
        let waits = state.withLock { state in
            if state.holds { state.holding = true }
            return state.holds
        }
        if waits { gate.wait() }
    }
}
