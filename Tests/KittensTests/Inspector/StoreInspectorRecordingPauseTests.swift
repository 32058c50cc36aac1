import Kittens
import KittensSupport
import MVI
import MVIRecording
import XCTest

/// Pause and Resume in the Store Inspector: a store behaviour, for every store at once, and the
/// selected event's state as a tree.
extension StoreInspectorTests {
    @MainActor func testPausingKeepsNoNewEventOfAnyStoreWhileTheStoresRunOnAndResumingKeepsThemAgain() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let before = inspector.model.rows
        var models: [StoreInspectorModel] = []
        let subscription = inspector.subscribe(onState: { models.append($0) })
        defer { subscription.cancel() }

        inspector.accept(.pauseRecording)
        XCTAssertEqual(models.last?.isRecordingPaused, true, "the window hears of it at once")
        XCTAssertEqual(models.last?.recordingNotice, "Recording is paused: new events are not kept.")
        preferences.accept(.editPageSize(40))
        XCTAssertEqual(preferences.state.editedPageSize, 40, "the store runs on")
        XCTAssertEqual(inspector.model.rows, before, "no event was kept")
        XCTAssertEqual(preferencesTravel?.state.editedPageSize, 40, "a live window still follows its store")

        inspector.accept(.resumeRecording)
        XCTAssertEqual(inspector.model.isRecordingPaused, false)
        XCTAssertNil(inspector.model.recordingNotice)
        preferences.accept(.editPageSize(41))
        XCTAssertEqual(inspector.model.rows.suffix(2).map { "\($0.storeName) #\($0.sequence) \($0.name)" }, [
            "PreferencesStore #2 editPageSize", "PreferencesStore #3 pageSizeEdited",
        ], "numbered on from the last event kept")
    }

    @MainActor func testThePickedEventsStateIsATreeWhoseKeyStaysRedacted() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        XCTAssertNil(inspector.model.stateTree, "live: no state shown")
        preferences.accept(.editKey("live_0123456789abcdef"))

        inspector.select(row: inspector.model.rows.count - 1)
        let tree = try XCTUnwrap(inspector.model.stateTree)
        XCTAssertEqual(tree.text, "state: PreferencesState")
        let texts = tree.children.map(\.text)
        XCTAssertTrue(texts.contains("editedPageSize: 30"), texts.joined(separator: "\n"))
        XCTAssertTrue(texts.contains("editedKey: set"), texts.joined(separator: "\n"))
        XCTAssertFalse(texts.contains { $0.contains("0123456789") })
        XCTAssertTrue(inspector.model.stateTree === tree, "the same event keeps its tree, as the user expanded it")
    }
}
