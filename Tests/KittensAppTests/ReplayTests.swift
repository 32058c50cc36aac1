import Foundation
import Glibc
import Kittens
@testable import KittensApp
import LoopbackHTTP
import MVI
import MVIRecording
import TestSupport
import XCTest

/// `kittens --replay FILE`: a recording that cannot be replayed is a sentence and exit code 65
/// before any window opens; a good one opens the window on its newest state, with no request.
final class ReplayTests: XCTestCase {
    @MainActor func testATruncatedRecordingExitsWith65AndSaysItIsNotARecording() async throws {
        var file = try await recordedSession().listingFile()
        file.removeLast(file.count / 3)
        let path = try write(file)
        let run = try KittensProcess(arguments: ["--replay", path], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(run.stderr.contains("kittens: cannot replay \(path): it is not a store recording."), run.stderr)
    }

    @MainActor func testARecordingWithAPictureOutsideTheWebExitsWith65AndSaysWhereItIsDamaged() async throws {
        let file = try await recordedSession().listingFile()
        let text = String(decoding: file, as: UTF8.self)
            .replacingOccurrences(of: "http:\\/\\/127.0.0.1:9\\/images\\/k1.jpg", with: "file:\\/\\/\\/etc\\/passwd")
            .replacingOccurrences(of: "http://127.0.0.1:9/images/k1.jpg", with: "file:///etc/passwd")
        XCTAssertNotEqual(Data(text.utf8), file, "the test changed the file")
        let path = try write(Data(text.utf8))
        let run = try KittensProcess(arguments: ["--replay", path], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(run.stderr.contains("kittens: cannot replay \(path): it is damaged: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("url: not a web URL."), run.stderr)
    }

    @MainActor func testARecordingOfAnotherVersionExitsWith65AndSaysWhy() async throws {
        let recording = try await recordedSession()
        let format = RecordingFormat(name: RecordingFormat.listingStore.name, version: RecordingFormat.listingStore.version + 1)
        let path = try write(try recording.jsonData(format: format))
        let run = try KittensProcess(arguments: ["--replay", path], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(
            run.stderr.contains("kittens: cannot replay \(path): it was recorded by another version of the app"), run.stderr)
    }

    func testANamedPipeExitsWith65WithoutBlocking() throws {
        let path = try temporaryFolder().appendingPathComponent("recording.json").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let run = try KittensProcess(arguments: ["--replay", path], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(run.stderr.contains("kittens: cannot replay \(path): it is a named pipe (FIFO), not a regular file."), run.stderr)
    }

    func testAMissingFileExitsWith65() throws {
        let path = try temporaryFolder().appendingPathComponent("nothing.json").path
        let run = try KittensProcess(arguments: ["--replay", path], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(run.stderr.contains("kittens: cannot replay \(path): it does not exist."), run.stderr)
    }

    @MainActor func testAGoodRecordingOpensTheWindowOnItsNewestStateWithoutTheNetwork() async throws {
        try requireDisplay(for: "the kittens app")
        let recording = try await recordedSession()
        let events = recording.records.count
        let path = try write(try recording.listingFile())
        let server = try LoopbackHTTPServer { _ in .status(500) }
        let app = try KittensProcess(
            arguments: ["--replay", path, "--endpoint", server.url("/v1/images/search").absoluteString, "--log-level", "debug"],
            environment: ["XDG_CACHE_HOME": try temporaryFolder().path]
        )
        XCTAssertTrue(app.waitForLog(
            "replaying \(path): \(events) events; the window shows the state after the newest, 3 images"))
        XCTAssertTrue(app.waitForLog("the Store Inspector is open"), "the inspector opens at once")
        app.terminate()
        let run = app.finish()
        XCTAssertEqual(server.requests.count, 0, "no page was requested")
        let complaints = run.stderr.split(separator: "\n").filter { $0.contains("-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(complaints, [], "GTK and GLib had nothing to complain about")
    }

    @MainActor func testASessionReplaysEveryStoreAndTouchesNeitherKeyringNorSettingsFile() async throws {
        try requireDisplay(for: "the kittens app")
        let factory = RecordingStoreFactory()
        let kittens = try await recordedSession(factory: factory)
        let preferences = factory.makePreferencesStore(settings: RunSettings(), keyStore: MemoryKeyStore(), writer: SettingsFile(directory: try temporaryFolder()))
        preferences.accept(.editPageSize(12))
        let preferencesEvents = try XCTUnwrap(factory.recording(as: PreferencesRecording.self)).records.count
        preferences.dispose()
        let breeds = factory.makeBreedsStore(dataSource: OneBreed(), cache: BreedsFile(base: .standard, directory: try temporaryFolder()))
        await waitUntil("the breeds arrive") { breeds.state.breeds.map(\.id) == ["beng"] }
        breeds.dispose()
        let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(FavouritesFile(directory: try temporaryFolder())))
        favourites.accept(FavouritesIntent.add(imageID: "k1", url: try XCTUnwrap(URL(string: "http://127.0.0.1:9/images/k1.jpg"))))
        let favouritesEvents = try XCTUnwrap(factory.recording(as: FavouritesRecording.self)).records.count
        favourites.dispose()
        let path = try write(try SessionRecording.file(of: factory.allRecordings, kinds: Session.recordingKinds))
        let config = try temporaryFolder().appendingPathComponent("config")
        let app = try KittensProcess(
            arguments: ["--replay", path, "--log-level", "debug"],
            environment: ["XDG_CACHE_HOME": try temporaryFolder().path, "XDG_CONFIG_HOME": config.path]
        )
        XCTAssertTrue(app.waitForLog("replaying \(path): \(kittens.records.count) events"))
        XCTAssertTrue(app.waitForLog("replaying \(preferencesEvents) events of PreferencesStore"))
        XCTAssertTrue(app.waitForLog("replaying \(favouritesEvents) events of FavouritesStore"))
        XCTAssertTrue(app.waitForLog("the Store Inspector is open over ListingStore, PreferencesStore, BreedsStore, FavouritesStore"))
        app.terminate()
        _ = app.finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: config.appendingPathComponent("kittens").path), "no preferences were written")
    }

    /// A recording of a session: the first page of three pictures, then a next page that failed.
    /// Issue 25: a recording may name any address; replaying it must not reveal the user's.
    @MainActor func testAReplayConnectsToNoPictureAddressAndEachPlaceholderSaysWhy() async throws {
        try requireDisplay(for: "the kittens app")
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let pictures = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        defer { pictures.stop() }
        let base = pictures.url("/images/").absoluteString
        let path = try write(try await recordedSession(pictureBase: base).listingFile())
        let app = try KittensProcess(
            arguments: ["--replay", path], environment: ["XDG_CACHE_HOME": try temporaryFolder().path])
        for index in 0..<3 {
            XCTAssertTrue(app.waitForLog(
                "thumbnail of \(base)k\(index).jpg not shown: Pictures are not downloaded while a recording is replayed"))
        }
        app.terminate()
        _ = app.finish()
        XCTAssertEqual(pictures.requests.count, 0, "no connection to the recording's picture addresses")
    }

    @MainActor func testAReplayWithReplayNetworkDownloadsThePictures() async throws {
        try requireDisplay(for: "the kittens app")
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let pictures = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        defer { pictures.stop() }
        let path = try write(try await recordedSession(pictureBase: pictures.url("/images/").absoluteString).listingFile())
        let app = try KittensProcess(
            arguments: ["--replay", path, "--replay-network"], environment: ["XDG_CACHE_HOME": try temporaryFolder().path])
        await waitUntil("the three thumbnails are downloaded") { pictures.requests.count == 3 }
        app.terminate()
        let run = app.finish()
        XCTAssertFalse(run.stderr.contains("not shown"), run.stderr)
    }

    @MainActor private func recordedSession(
        factory: RecordingStoreFactory = RecordingStoreFactory(), pictureBase: String = "http://127.0.0.1:9/images/"
    ) async throws -> ListingRecording {
        let store = factory.makeListingStore(dataSource: TwoPages(base: pictureBase), pageSize: 3)
        let recording = try XCTUnwrap(factory.recording(as: ListingRecording.self))
        await waitUntil("the first page arrives") { store.state.images.count == 3 }
        store.accept(.loadMore)
        await waitUntil("the next page fails") { store.state.error != nil }
        store.dispose()
        return recording
    }

    private func write(_ data: Data) throws -> String {
        let url = try temporaryFolder().appendingPathComponent("kittens-recording.json")
        try data.write(to: url)
        return url.path
    }
}

/// Three pictures on page 0, at `base` (by default an address that refuses connections); every
/// later page fails with status 503.
private struct TwoPages: ListingDataSource {
    let base: String

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        guard page == 0 else { return .failure(.httpStatus(503)) }
        return .images((0..<3).compactMap { index in
            URL(string: "\(base)k\(index).jpg").map { KittenImage(id: "k\(index)", url: $0) }
        })
    }
}

/// One breed, Bengal.
private struct OneBreed: BreedDataSource {
    func loadBreeds() async -> BreedLoadResult {
        .breeds([Breed(id: "beng", name: "Bengal")])
    }
}
