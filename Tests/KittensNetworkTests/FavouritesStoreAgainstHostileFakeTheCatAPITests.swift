import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import MVI
import TestSupport
import XCTest

/// The favourites store as the app makes it (its factory, `SoupFavouritesDataSource` over
/// libsoup, the real `FavouritesFile`) against `FakeTheCatAPI` made as hostile as the real one:
/// what the server keeps and what the user sees once it settled (issue #34).
final class FavouritesStoreAgainstHostileFakeTheCatAPITests: XCTestCase {
    private static let key = "live_key"
    private static let subID = "kittens-0123456789abcdef"
    private static let account = TheCatAPIAccount(server: "loopback", subID: subID, keyFingerprint: "k")

    private var api: FakeTheCatAPI!

    override func setUpWithError() throws {
        api = try FakeTheCatAPI(keys: [Self.key])
    }

    override func tearDown() {
        api.stop()
        api = nil
    }

    /// The store over an empty file in `folder`, talking to the fake; waits on a clock the test
    /// moves (none here: Refresh sends again).
    @MainActor private func makeStore(folder: URL, writes: FavouritesWrites? = nil) -> any FavouritesStore {
        let source = SoupFavouritesDataSource(configuration: TheCatAPIAccountConfiguration(
            api: TheCatAPIConfiguration(
                base: TheCatAPIBase(url: api.url("/v1"))!, apiKey: APIKey(Self.key), timeout: 5, totalDeadline: 20, maxBodyBytes: 1024 * 1024),
            subID: Self.subID))
        return DefaultStoreFactory().makeFavouritesStore(
            stored: StoredFavourites(), server: source, writes: writes ?? FavouritesWrites(FavouritesFile(directory: folder)), clock: ManualClock())
    }

    @MainActor private func synced(_ store: any FavouritesStore) async {
        store.accept(.accountChanged(Self.account))
        await waitUntil("synced") { !store.state.isSyncing && store.state.sending.isEmpty && store.state.needsListing == false }
    }

    @MainActor func testAFullPageWithAnUnusableEntryAndNoCountIsReadToTheEnd() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: (0..<99).map { "cat\($0)" })
        api.keepUnusableEntry(key: Self.key, subID: Self.subID)
        api.seed(key: Self.key, subID: Self.subID, imageIDs: (99..<119).map { "cat\($0)" })
        api.omitsCount = true
        let store = makeStore(folder: try temporaryFolder())
        defer { store.dispose() }
        await synced(store)
        XCTAssertEqual(store.state.favourites.count, 119)
        XCTAssertEqual(api.requests.filter { $0.method == "GET" }.map { $0.queryValue("page") }, ["0", "1"])
    }

    /// A server whose pages are smaller than asked for, with no count to say how many it holds:
    /// the favourites past its first page stay, and are read.
    @MainActor func testAServerWithPagesSmallerThanAskedAndNoCountLosesNoFavourite() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: (0..<60).map { "cat\($0)" })
        api.omitsCount = true
        api.pageSizeCap = 25
        let folder = try temporaryFolder()
        let writes = FavouritesWrites(FavouritesFile(directory: folder))
        let store = makeStore(folder: folder, writes: writes)
        defer { store.dispose() }
        await synced(store)
        XCTAssertEqual(store.state.favourites.count, 60)
        XCTAssertEqual(
            api.requests.filter { $0.method == "GET" }.map { "\($0.queryValue("page") ?? "")x\($0.queryValue("limit") ?? "")" },
            ["0x100", "1x25", "2x25"], "after a first page of 25, the rest is asked for 25 at a time")
        store.accept(.sync)
        await synced(store)
        XCTAssertEqual(store.state.favourites.count, 60, "a second listing removes none either")
        writes.flush()
        XCTAssertEqual(FavouritesFile(directory: folder).read().favourites.count, 60, "and the file keeps them")
    }

    @MainActor func testAnEmptyListingOnceRemovesNothing() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: ["a", "b"])
        let store = makeStore(folder: try temporaryFolder())
        defer { store.dispose() }
        await synced(store)
        XCTAssertEqual(store.state.favourites.count, 2)
        api.answerNextListingEmpty()
        store.accept(.sync)
        await waitUntil("listed twice more") { api.count("GET") == 3 && !store.state.isSyncing }
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), ["a", "b"])
    }

    @MainActor func testAPictureKeptTwiceIsRemovedWhole() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: ["a", "a"])
        let store = makeStore(folder: try temporaryFolder())
        defer { store.dispose() }
        await synced(store)
        store.accept(.remove(imageID: "a"))
        await waitUntil("both deleted") { api.favourites(key: Self.key).isEmpty && store.state.outbox.isEmpty }
        XCTAssertEqual(api.count("DELETE"), 2)
    }

    @MainActor func testAProxyAsking407KeepsTheFavouriteAndSendsItOnRefresh() async throws {
        let store = makeStore(folder: try temporaryFolder())
        defer { store.dispose() }
        await synced(store)
        api.failNext("POST", status: 407)
        store.accept(.add(imageID: "a", url: URL(string: "https://cdn2.thecatapi.com/images/a.jpg")!))
        await waitUntil("the add failed") { api.count("POST") == 1 && store.state.sending.isEmpty }
        XCTAssertTrue(store.state.isFavourite("a"))
        XCTAssertEqual(store.state.serverProblem, .unreachable(.httpStatus(407)))
        store.accept(.sync)
        await waitUntil("sent again") { api.favourites(key: Self.key).map(\.imageID) == ["a"] }
    }

    @MainActor func testAWriteThatFailsStopsTheRequestsUntilOneSucceeds() async throws {
        let folder = try temporaryFolder()
        let writes = FavouritesWrites(FavouritesFile(directory: folder))
        let store = makeStore(folder: folder, writes: writes)
        defer { store.dispose() }
        await synced(store)
        // Every write the sync asked for is done: none lands after the file is replaced.
        writes.flush()
        // A folder where the file should be: every write fails (as root too, unlike a mode).
        let blocker = folder.appendingPathComponent(FavouritesFile.fileName)
        XCTAssertTrue(FileManager.default.fileExists(atPath: blocker.path), "the sync was written")
        try FileManager.default.removeItem(at: blocker)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        store.accept(.add(imageID: "a", url: URL(string: "https://cdn2.thecatapi.com/images/a.jpg")!))
        await waitUntil("the store knows the file was not written") { store.state.saveProblem != nil && store.state.sending.isEmpty }
        XCTAssertEqual(api.count("POST"), 0, "nothing is sent that the file does not keep")
        XCTAssertEqual(store.state.model.status?.text.hasPrefix("Favourites cannot be saved"), true)

        try FileManager.default.removeItem(at: blocker)
        store.accept(.sync)
        await waitUntil("sent once written") { api.favourites(key: Self.key).map(\.imageID) == ["a"] }
        XCTAssertNil(store.state.model.status)
        XCTAssertEqual(FavouritesFile(directory: folder).read().favourites.map(\.imageID), ["a"])
    }
}
