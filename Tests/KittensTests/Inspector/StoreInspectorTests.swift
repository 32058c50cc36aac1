import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The Store Inspector without a window: every store's events in one list, the change the picked
/// one made, and time travel for every store together.
final class StoreInspectorTests: XCTestCase {
    var timeTravel: ListingTimeTravel?
    var preferencesTravel: PreferencesTimeTravel?

    @MainActor func scene() async throws -> (StoreInspector, any Store<ListingState, ListingIntent, ListingLabel>, any PreferencesStore) {
        let factory = RecordingStoreFactory()
        let listingStore = factory.makeListingStore(dataSource: InstantKittenSource(answers: [.images(kittens(3))]), pageSize: 3)
        let preferences = factory.makePreferencesStore(
            settings: RunSettings(), keyStore: UnreachableKeyStore(), writer: FailingPreferencesWriter(), autoStart: false)
        let timeTravel = ListingTimeTravel(recording: try XCTUnwrap(factory.recording(as: ListingRecording.self)))
        let preferencesTravel = PreferencesTimeTravel(recording: try XCTUnwrap(factory.recording(as: PreferencesRecording.self)))
        (self.timeTravel, self.preferencesTravel) = (timeTravel, preferencesTravel)
        await waitUntil("the first page is recorded") { timeTravel.recording.latestState.images.count == 3 }
        preferences.accept(.editPageSize(30))
        return (StoreInspector(travels: [timeTravel, preferencesTravel], kinds: kittensSessionKinds), listingStore, preferences)
    }

    @MainActor func testRowsNameTheirStoreAndAnotherStoresEventShowsOnlyItsChangedFields() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let model = inspector.model
        let kittenCount = try XCTUnwrap(timeTravel).records.count

        XCTAssertEqual(model.rows.count, kittenCount + 2)
        XCTAssertEqual(model.rows.prefix(kittenCount).map(\.storeName), Array(repeating: "ListingStore", count: kittenCount))
        XCTAssertEqual(model.rows.suffix(2).map { "\($0.storeName) #\($0.sequence) \($0.kind) \($0.name)" }, [
            "PreferencesStore #0 intent editPageSize", "PreferencesStore #1 message pageSizeEdited",
        ])
        XCTAssertTrue(model.rows[0].text.hasPrefix("ListingStore  #0  action  restoreSavedList  0."), model.rows[0].text)
        XCTAssertNil(model.selectedRow)
        XCTAssertEqual(model.changeText, "Pick an event to see the change it made.")

        inspector.select(row: model.rows.count - 1)
        let picked = inspector.model
        XCTAssertEqual(picked.selectedRow, model.rows.count - 1)
        XCTAssertEqual(picked.changeText, "− state.editedPageSize: nil\n+ state.editedPageSize: 30")
        XCTAssertEqual(preferencesTravel?.state.editedPageSize, 30)
        XCTAssertEqual(timeTravel?.state.images.count, 3, "the kitten store shows its state at that moment: the page loaded")
        XCTAssertFalse(picked.isLive)

        inspector.select(row: model.rows.count - 2)
        XCTAssertEqual(inspector.model.changeText, "This event changed nothing in its store's state.")
    }

    @MainActor func testAKittenEventMovesTheListingStoreAndShowsItsDiffAndLiveReturns() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let timeTravel = try XCTUnwrap(timeTravel), preferencesTravel = try XCTUnwrap(preferencesTravel)
        let loaded = try XCTUnwrap(timeTravel.records.firstIndex { $0.state.images.count == 3 })
        var changes = 0
        let subscription = inspector.subscribe(onState: { _ in changes += 1 })
        XCTAssertEqual(changes, 1, "a subscriber gets the model at once")

        inspector.select(row: loaded)
        XCTAssertEqual(timeTravel.selectedIndex, loaded)
        XCTAssertNil(preferencesTravel.state.editedPageSize, "Preferences show their state before the page size was typed")
        let model = inspector.model
        XCTAssertEqual(model.selectedRow, loaded)
        XCTAssertFalse(model.isLive)
        XCTAssertTrue(model.changeText.contains("+ state.images.count: 3"), model.changeText)
        XCTAssertFalse(model.changeText.contains("state.pageSize"), "fields that did not change are not shown")
        XCTAssertGreaterThan(changes, 0)

        inspector.goLive()
        XCTAssertTrue(timeTravel.isLive)
        XCTAssertTrue(preferencesTravel.isLive)
        XCTAssertEqual(preferencesTravel.state.editedPageSize, 30)
        XCTAssertNil(inspector.model.selectedRow)

        let before = changes
        preferences.accept(.editKey("k"))
        XCTAssertGreaterThan(changes, before, "another store's new event is announced")
        subscription.cancel()
        let stopped = changes
        preferences.accept(.editKey("kk"))
        XCTAssertEqual(changes, stopped, "an inspector nobody subscribes to follows nothing")
    }

    @MainActor func testBackAndForwardWalkTheTimelineOfEveryStoreAndForwardPastTheNewestGoesLive() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let preferencesTravel = try XCTUnwrap(preferencesTravel), timeTravel = try XCTUnwrap(timeTravel)
        let rows = inspector.model.rows.count

        inspector.stepBack()
        XCTAssertEqual(inspector.model.selectedRow, rows - 2, "from live, Back shows the moment before the newest event")
        XCTAssertEqual(preferencesTravel.shownSequence, 0)
        inspector.stepBack()
        inspector.stepBack()
        XCTAssertEqual(inspector.model.selectedRow, rows - 4)
        XCTAssertFalse(timeTravel.isLive)
        XCTAssertNil(preferencesTravel.shownSequence, "Preferences are at their start")
        XCTAssertNil(preferencesTravel.state.editedPageSize)

        for _ in 0..<3 { inspector.stepForward() }
        XCTAssertEqual(inspector.model.selectedRow, rows - 1, "the newest event")
        XCTAssertFalse(inspector.model.isLive)
        inspector.stepForward()
        XCTAssertTrue(inspector.model.isLive, "Forward past the newest event goes live")
        XCTAssertTrue(preferencesTravel.isLive)
        XCTAssertTrue(timeTravel.isLive)
        XCTAssertFalse(inspector.model.canStepForward)
    }

    @MainActor func testEventsRecordedAfterAModelAppearInTheNextOne() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let before = inspector.model.rows

        preferences.accept(.editPageSize(31))
        let after = inspector.model.rows
        XCTAssertEqual(Array(after.prefix(before.count)), before)
        XCTAssertEqual(after.suffix(2).map { "\($0.storeName) #\($0.sequence) \($0.name)" }, [
            "PreferencesStore #2 editPageSize", "PreferencesStore #3 pageSizeEdited",
        ])
    }
}
