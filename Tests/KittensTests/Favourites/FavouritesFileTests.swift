import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
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
            initialState: FavouritesState(favourites: file.read().favourites),
            executor: FavouritesExecutor(dataSource: nil, writes: FavouritesWrites(file), now: { Fixtures.created }),
            reducer: FavouritesReducer())
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) { $0.favourites = [Fixtures.favourite("abc")] }
        await store.run(job: .favouritesFileWrite)
        store.send(.add(imageID: "def", url: Fixtures.url("def"))) {
            $0.favourites.insert(Fixtures.favourite("def"), at: 0)
        }
        await store.run(job: .favouritesFileWrite)
        store.finish()

        // The next run: a new store over the same file.
        let stored = FavouritesFile(directory: folder).read()
        XCTAssertNil(stored.problem)
        XCTAssertEqual(stored.favourites, [Fixtures.favourite("def"), Fixtures.favourite("abc")])
        let next = DefaultStoreFactory().makeFavouritesStore(stored: stored, dataSource: nil, writes: FavouritesWrites(file))
        XCTAssertEqual(next.state.favourites.map(\.imageID), ["def", "abc"])
        XCTAssertTrue(next.state.isFavourite("abc"))
        next.dispose()
    }

    /// The store is disposed right after the changes, as at shutdown: flushing its writes puts
    /// the newest list on disk, never an older one.
    @MainActor func testTheNewestFavouritesAreWrittenWhenTheStoreEndsAtOnce() throws {
        let folder = try temporaryFolder()
        let writes = FavouritesWrites(FavouritesFile(directory: folder))
        let store = DefaultStoreFactory().makeFavouritesStore(stored: StoredFavourites(), dataSource: nil, writes: writes)
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
            initialState: FavouritesState(favourites: stored.favourites, fileProblem: stored.problem),
            executor: FavouritesExecutor(dataSource: nil, writes: FavouritesWrites(file), now: { Fixtures.created }),
            reducer: FavouritesReducer())
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) { $0.favourites = [Fixtures.favourite("abc")] }
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

extension Favourite {
    func with(url: URL?) -> Favourite {
        var favourite = self
        favourite.url = url
        return favourite
    }
}
