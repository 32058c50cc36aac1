import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import Outbox
import TestSupport
import XCTest

/// The favourites file: what a store writes, the next run reads; a damaged file is said and
/// left alone.
final class FavouritesFileTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures

    @MainActor func testAFavouriteMadeOfflineSurvivesARestart() async throws {
        let folder = try temporaryFolder()
        let file = FavouritesFile(directory: folder)
        let store = TestStore(
            initialState: FavouritesState(persisted: file.read().persisted),
            executor: FavouritesExecutor(server: nil, writes: FavouritesWrites(file), now: { Fixtures.created }),
            reducer: FavouritesReducer())
        store.exhaustivity = .off
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) { $0.favourites = [Fixtures.favourite("abc")] }
        await store.run(job: OutboxJobs.favourites.fileWrite)
        store.send(.add(imageID: "def", url: Fixtures.url("def"))) {
            $0.favourites = [Fixtures.favourite("def"), Fixtures.favourite("abc")]
        }
        await store.run(job: OutboxJobs.favourites.fileWrite)
        store.finish()

        // The next run: a new store over the same file.
        let stored = FavouritesFile(directory: folder).read()
        XCTAssertNil(stored.problem)
        XCTAssertEqual(stored.favourites, [Fixtures.favourite("def"), Fixtures.favourite("abc")])
        XCTAssertEqual(stored.persisted.outbox.map(\.imageID), ["abc", "def"], "both wait to be sent, in order")
        let next = DefaultStoreFactory().makeFavouritesStore(stored: stored, server: nil, writes: FavouritesWrites(file))
        XCTAssertEqual(next.state.favourites.map(\.imageID), ["def", "abc"])
        XCTAssertTrue(next.state.isFavourite("abc"))
        next.dispose()
    }

    /// The store is disposed right after the changes, as at shutdown: flushing its writes puts
    /// the newest list on disk, never an older one.
    @MainActor func testTheNewestFavouritesAreWrittenWhenTheStoreEndsAtOnce() throws {
        let folder = try temporaryFolder()
        let writes = FavouritesWrites(FavouritesFile(directory: folder))
        let store = DefaultStoreFactory().makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: writes)
        for index in 0..<50 {
            store.accept(.add(imageID: "k\(index)", url: Fixtures.url("k\(index)")))
            if index % 3 == 0 { store.accept(.remove(imageID: "k\(index)")) }
        }
        let expected = store.state.favourites
        store.dispose()
        writes.flush()
        XCTAssertEqual(expected.count, 33)
        XCTAssertEqual(FavouritesFile(directory: folder).read().favourites.map(\.imageID), expected.map(\.imageID))
    }

    @MainActor func testADamagedFileIsSaidInWordsAndNeverOverwritten() async throws {
        let folder = try temporaryFolder()
        let file = FavouritesFile(directory: folder)
        let damaged = Data(#"{"format": "org.kittensforlinux.Kittens.favourites.v1", "favourites": [{"imageID": "a""#.utf8)
        try damaged.write(to: file.fileURL)

        let stored = file.read()
        XCTAssertEqual(stored.favourites, [])
        let problem = try XCTUnwrap(stored.problem)
        XCTAssertTrue(problem.contains("it is not a Kittens favourites file"), problem)
        XCTAssertTrue(problem.contains("left as it is"), problem)

        let store = TestStore(
            initialState: FavouritesState(persisted: stored.persisted, fileProblem: stored.problem),
            executor: FavouritesExecutor(server: nil, writes: FavouritesWrites(file), now: { Fixtures.created }),
            reducer: FavouritesReducer())
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) {
            $0.favourites = [Fixtures.favourite("abc")]
            $0.outbox = [FavouriteOperation(id: 1, kind: .add, imageID: "abc")]
            $0.nextOperationID = 2
            $0.changedWhileSyncing = ["abc"]
        }
        store.receiveLabel(.notSaved(problem))
        XCTAssertEqual(store.runningJobs.count, 0, "no write")
        store.finish()
        XCTAssertEqual(try Data(contentsOf: file.fileURL), damaged)
    }

    func testAFileOfAnotherVersionIsRefusedAndBadEntriesAreDroppedAlone() throws {
        let folder = try temporaryFolder()
        let file = FavouritesFile(directory: folder)
        try Data(#"{"format": "org.kittensforlinux.Kittens.favourites.v9", "favourites": []}"#.utf8).write(to: file.fileURL)
        XCTAssertTrue(file.read().problem?.contains("v9") ?? false)

        let entries = """
            {"format": "org.kittensforlinux.Kittens.favourites.v1", "favourites": [
              {"imageID": "good", "url": "https://cdn2.thecatapi.com/images/good.jpg", "created": "2023-11-14T22:13:20Z"},
              {"imageID": "good", "url": "https://cdn2.thecatapi.com/images/again.jpg", "created": "2023-11-14T22:13:20Z"},
              {"imageID": "bad", "url": "file:///etc/passwd", "created": "2023-11-14T22:13:20Z"},
              {"imageID": "a b", "created": "2023-11-14T22:13:20Z"},
              {"imageID": "gone", "remoteID": "12", "created": "2023-11-14T22:13:20Z", "pictureGone": true},
              42
            ]}
            """
        try Data(entries.utf8).write(to: file.fileURL)
        let stored = file.read()
        XCTAssertNil(stored.problem)
        XCTAssertEqual(stored.favourites, [
            Fixtures.favourite("good").with(url: URL(string: "https://cdn2.thecatapi.com/images/good.jpg")),
            Favourite(imageID: "gone", url: nil, remoteID: "12", created: Fixtures.created, isPictureGone: true),
        ])
    }

    /// A file of the first version (favourites only, no account) reads with nothing lost: the
    /// favourites never sent wait to be sent, oldest first, and the server ids are checked
    /// against the first account's listing instead of being taken as removed elsewhere.
    func testAFileOfTheFirstVersionReadsWithNothingLost() throws {
        let folder = try temporaryFolder()
        let file = FavouritesFile(directory: folder)
        try Fixtures.fileOfTheFirstVersion().write(to: file.fileURL)
        let stored = file.read()
        XCTAssertNil(stored.problem)
        XCTAssertEqual(stored.favourites.map(\.imageID), ["new", "synced", "old"])
        XCTAssertEqual(stored.favourites.map(\.remoteID), [nil, "7", nil])
        XCTAssertEqual(stored.persisted.outbox, [
            FavouriteOperation(id: 1, kind: .add, imageID: "old"), FavouriteOperation(id: 2, kind: .add, imageID: "new"),
        ])
        XCTAssertEqual(stored.persisted.nextOperationID, 3)
        XCTAssertNil(stored.persisted.account)
        XCTAssertTrue(stored.persisted.hasUnverifiedRemoteIDs)
    }

    func testWhatTheFileKeepsReadsBackAsItWasWritten() throws {
        let folder = try temporaryFolder()
        let file = FavouritesFile(directory: folder)
        let persisted = PersistedFavourites(
            favourites: [Fixtures.favourite("a", remoteID: "1"), Fixtures.favourite("b")],
            outbox: [FavouriteOperation(id: 4, kind: .add, imageID: "b", wasSent: true), FavouriteOperation(id: 5, kind: .remove, imageID: "c", remoteID: "3")],
            account: Fixtures.account,
            otherAccounts: [FavouritesShelf(
                account: Fixtures.otherAccount, favourites: [Fixtures.favourite("z", remoteID: "9")],
                outbox: [FavouriteOperation(id: 2, kind: .add, imageID: "y")])],
            nextOperationID: 6)
        try file.write(persisted)
        XCTAssertEqual(file.read(), StoredFavourites(persisted: persisted))
        let text = try String(contentsOf: file.fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains(Fixtures.account.keyFingerprint) && !text.contains("live_"), "a fingerprint, never a key")
    }

    func testOperationsWithIDsTwiceOrOutOfBoundsAreDroppedAndTheNextIDIsPastThemAll() throws {
        let bytes = Data("""
            {"format": "org.kittensforlinux.Kittens.favourites.v2", "favourites": [], "nextOperation": 2, "operations": [
              {"id": 7, "kind": "add", "imageID": "a"}, {"id": 7, "kind": "add", "imageID": "b"},
              {"id": -1, "kind": "add", "imageID": "c"}, {"id": 9007199254740993, "kind": "add", "imageID": "d"},
              {"id": 8, "kind": "jump", "imageID": "e"}, {"id": 9, "kind": "remove", "imageID": "../f"}
            ]}
            """.utf8)
        let (persisted, dropped) = try FavouritesFileFormat.decode(bytes)
        XCTAssertEqual(persisted.outbox, [FavouriteOperation(id: 7, kind: .add, imageID: "a")])
        XCTAssertEqual(dropped, 5)
        XCTAssertEqual(persisted.nextOperationID, 8)
    }

    /// A time with a fraction of a second, or past what ISO 8601 writes back, would change the
    /// file at each save: it reads as the whole second, within 1970…9999.
    func testAFavouritesTimeReadsAsItIsWrittenBack() throws {
        let bytes = Data("""
            {"format": "org.kittensforlinux.Kittens.favourites.v2", "favourites": [
              {"imageID": "a", "created": "2023-11-14T22:13:20.75Z"},
              {"imageID": "b", "created": "1900-01-01T00:00:00Z"}
            ]}
            """.utf8)
        let (persisted, _) = try FavouritesFileFormat.decode(bytes)
        let again = try FavouritesFileFormat.decode(FavouritesFileFormat.encode(persisted)).persisted
        XCTAssertEqual(again, persisted)
        XCTAssertEqual(persisted.favourites.map(\.created), [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 0)])
    }

    func testALinkOrAnOversizedFileIsRefusedWithoutReadingIt() throws {
        let folder = try temporaryFolder()
        let file = FavouritesFile(directory: folder)
        try FileManager.default.createSymbolicLink(atPath: file.fileURL.path, withDestinationPath: "/dev/zero")
        XCTAssertNotNil(file.read().problem)
        try FileManager.default.removeItem(at: file.fileURL)
        try Data(count: FavouritesFile.maxFileBytes + 1).write(to: file.fileURL)
        XCTAssertNotNil(file.read().problem)
    }
}

extension FavouritesFixtures {
    /// A favourites file as the first version wrote it: one favourite synced, two never sent.
    static func fileOfTheFirstVersion() -> Data {
        Data("""
            {"format": "org.kittensforlinux.Kittens.favourites.v1", "favourites": [
              {"imageID": "new", "url": "https://cdn2.thecatapi.com/images/new.jpg", "created": "2023-11-14T22:15:00Z"},
              {"imageID": "synced", "url": "https://cdn2.thecatapi.com/images/synced.jpg", "remoteID": "7", "created": "2023-11-14T22:14:00Z"},
              {"imageID": "old", "url": "https://cdn2.thecatapi.com/images/old.jpg", "created": "2023-11-14T22:13:20Z"}
            ]}
            """.utf8)
    }
}

extension Favourite {
    func with(url: URL?) -> Favourite {
        var favourite = self
        favourite.url = url
        return favourite
    }
}
