import CGLib
import Kittens
@testable import KittensApp
import KittensPictures
import MVIRecording
import TestSupport
import XCTest

/// A live run is the desktop session's one Kittens and may move old preferences into GSettings;
/// a replay runs beside it and changes nothing of the user's.
final class SessionKindTests: XCTestCase {
    @MainActor func testOnlyALiveRunIsTheSingleInstanceAndMigratesSettings() async throws {
        let factory = RecordingStoreFactory()
        let store = factory.makeListingStore(dataSource: ReplayDataSource(), pageSize: 3)
        defer { store.dispose() }
        let recording = SessionRecording(kitten: try XCTUnwrap(factory.recording(as: ListingRecording.self)))

        let live = SessionKind(replaying: nil)
        XCTAssertEqual(live.applicationFlags, G_APPLICATION_DEFAULT_FLAGS)
        XCTAssertTrue(live.migratesSettings)

        let replay = SessionKind(replaying: recording)
        XCTAssertEqual(replay.applicationFlags, G_APPLICATION_NON_UNIQUE)
        XCTAssertFalse(replay.migratesSettings)
    }
}
