import Foundation
import Kittens
@testable import KittensApp
import MVI
import MVIRecording
import TestSupport
import XCTest

/// `kittens --replay FILE --make-test NAME`: the recording written as NAME.swift, a `TestStore`
/// test per store, and no window.
final class MakeTestOptionTests: XCTestCase {
    @MainActor func testARecordingIsWrittenAsATestFileAndNoWindowOpens() async throws {
        let factory = RecordingStoreFactory()
        factory.makeListingStore(dataSource: NoPages(), pageSize: 3).dispose()
        let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
        favourites.accept(.remove(imageID: "k1"))
        favourites.dispose()
        let folder = try temporaryFolder()
        let recording = folder.appendingPathComponent("session.json")
        try SessionRecording.file(of: factory.allRecordings, kinds: Session.recordingKinds).write(to: recording)
        let test = folder.appendingPathComponent("FavouritesBugTests")

        let run = try KittensProcess(arguments: ["--replay", recording.path, "--make-test", test.path], environment: ["DISPLAY": ""]).finish()

        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("kittens: wrote the test \(test.path).swift."), run.stderr)
        let source = try String(contentsOf: test.appendingPathExtension("swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("final class FavouritesBugTests: XCTestCase {"), source)
        XCTAssertTrue(source.contains("func testListingStore() async {"), source)
        XCTAssertTrue(source.contains("let store = makeRecordedFavouritesStore(initialState: "), source)
        XCTAssertTrue(source.contains("store.send(recorded(#\"{\"remove\":{\"imageID\":\"k1\"}}\"#))"), source)
    }

    func testMakeTestNeedsAReplayAndATypeName() throws {
        XCTAssertThrowsError(try KittensCommand.parse(["--make-test", "Bug"]).resolve(environment: [:])) {
            XCTAssertEqual("\($0)", "--make-test needs --replay FILE.")
        }
        XCTAssertThrowsError(try KittensCommand.parse(["--replay", "r.json", "--make-test", "/tmp/1-bug"]).resolve(environment: [:]))
        XCTAssertEqual(try KittensCommand.parse(["--replay", "r.json", "--make-test", "tests/BugTests.swift"]).resolve(environment: [:]).testName, "tests/BugTests.swift")
    }
}

/// A data source no page is asked of: the store ends before its first request's answer.
private struct NoPages: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult { .failure(.httpStatus(503)) }
}
