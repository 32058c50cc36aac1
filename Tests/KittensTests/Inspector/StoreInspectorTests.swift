import Kittens
import KittensSupport
import MVI
import TestSupport
import XCTest

/// The Store Inspector without a window: every store's events in one list, the change the picked
/// one made, and time travel for the kitten store only.
final class StoreInspectorTests: XCTestCase {
    @MainActor private func scene() async throws -> (StoreInspector, any Store<KittenState, KittenIntent, KittenLabel>, any PreferencesStore) {
        let factory = RecordingStoreFactory()
        let kittenStore = factory.makeKittenStore(dataSource: InstantKittenSource(answers: [.images(kittens(3))]), pageSize: 3, pictures: NoPictures())
        let preferences = factory.makePreferencesStore(
            settings: RunSettings(), keyStore: UnreachableKeyStore(), writer: FailingPreferencesWriter(), autoStart: false)
        let timeTravel = KittenTimeTravel(recording: try XCTUnwrap(factory.kittenRecording))
        await waitUntil("the first page is recorded") { timeTravel.recording.latestState.images.count == 3 }
        preferences.accept(.editPageSize(30))
        return (StoreInspector(timeTravel: timeTravel, recordings: factory.allRecordings), kittenStore, preferences)
    }

    @MainActor func testRowsNameTheirStoreAndAnotherStoresEventShowsOnlyItsChangedFields() async throws {
        let (inspector, kittenStore, preferences) = try await scene()
        defer { kittenStore.dispose(); preferences.dispose() }
        let model = inspector.model
        let kittenCount = inspector.timeTravel.records.count

        XCTAssertEqual(model.rows.count, kittenCount + 2)
        XCTAssertEqual(model.rows.prefix(kittenCount).map(\.storeName), Array(repeating: "KittenStore", count: kittenCount))
        XCTAssertEqual(model.rows.suffix(2).map { "\($0.storeName) #\($0.sequence) \($0.kind) \($0.name)" }, [
            "PreferencesStore #0 intent editPageSize", "PreferencesStore #1 message pageSizeEdited",
        ])
        XCTAssertTrue(model.rows[0].text.hasPrefix("KittenStore  #0  action  restoreSavedList  0."), model.rows[0].text)
        XCTAssertNil(model.selectedRow)
        XCTAssertEqual(model.changeText, "Pick an event to see the change it made.")

        inspector.select(row: model.rows.count - 1)
        let picked = inspector.model
        XCTAssertEqual(picked.selectedRow, model.rows.count - 1)
        XCTAssertEqual(picked.changeText, "− state.editedPageSize: nil\n+ state.editedPageSize: 30")
        XCTAssertTrue(inspector.timeTravel.isLive, "another store's event leaves the kitten store live")
        XCTAssertTrue(picked.isLive)

        inspector.select(row: model.rows.count - 2)
        XCTAssertEqual(inspector.model.changeText, "This event changed nothing in its store's state.")
    }

    @MainActor func testAKittenEventMovesTheKittenStoreAndShowsItsDiffAndLiveReturns() async throws {
        let (inspector, kittenStore, preferences) = try await scene()
        defer { kittenStore.dispose(); preferences.dispose() }
        let loaded = try XCTUnwrap(inspector.timeTravel.records.firstIndex { $0.state.images.count == 3 })
        var changes = 0
        inspector.start(onChange: { changes += 1 })
        _ = inspector.model

        inspector.select(row: loaded)
        XCTAssertEqual(inspector.timeTravel.selectedIndex, loaded)
        let model = inspector.model
        XCTAssertEqual(model.selectedRow, loaded)
        XCTAssertFalse(model.isLive)
        XCTAssertTrue(model.changeText.contains("+ state.images.count: 3"), model.changeText)
        XCTAssertFalse(model.changeText.contains("state.viewedImageID"), "fields that did not change are not shown")
        XCTAssertGreaterThan(changes, 0)

        inspector.goLive()
        XCTAssertTrue(inspector.timeTravel.isLive)
        XCTAssertNil(inspector.model.selectedRow)

        let before = changes
        preferences.accept(.editKey("k"))
        XCTAssertGreaterThan(changes, before, "another store's new event is announced")
        inspector.stop()
        let stopped = changes
        preferences.accept(.editKey("kk"))
        XCTAssertEqual(changes, stopped, "a stopped inspector follows nothing")
    }
}
