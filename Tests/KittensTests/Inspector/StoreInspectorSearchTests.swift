import Kittens
import MVI
import MVIRecording
import XCTest

/// The Store Inspector's search: it narrows the events shown by store, kind and name, in any
/// case, and rows, selection and stepping are those of the events shown.
extension StoreInspectorTests {
    @MainActor func testSearchingAStoreNameShowsOnlyThatStoresEventsInAnyCase() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }

        inspector.accept(.search("preferencesSTORE"))
        let model = inspector.model
        XCTAssertEqual(model.rows.map { "\($0.storeName) #\($0.sequence) \($0.name)" }, [
            "PreferencesStore #0 editPageSize", "PreferencesStore #1 pageSizeEdited",
        ])
        XCTAssertEqual(model.searchText, "preferencesSTORE")
        XCTAssertNil(model.emptyText)
    }

    @MainActor func testSearchingAKindShowsOnlyEventsOfThatKindAndWordsNarrowTogether() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let all = inspector.model.rows

        inspector.accept(.search("Message"))
        let messages = inspector.model.rows
        XCTAssertEqual(messages, all.filter { $0.kind == .message })
        XCTAssertTrue(messages.contains { $0.storeName == "ListingStore" } && messages.contains { $0.storeName == "PreferencesStore" })

        inspector.accept(.search("  kitten   message "))
        XCTAssertEqual(inspector.model.rows, all.filter { $0.kind == .message && $0.storeName == "ListingStore" })
        XCTAssertFalse(inspector.model.rows.isEmpty)
    }

    @MainActor func testSearchingAnEventNameShowsThatEventAndPickingItsRowPicksIt() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }

        inspector.accept(.search("PAGESIZEedited"))
        XCTAssertEqual(inspector.model.rows.map { "\($0.storeName) #\($0.sequence) \($0.kind) \($0.name)" }, [
            "PreferencesStore #1 message pageSizeEdited",
        ])
        inspector.accept(.select(row: 0))
        XCTAssertEqual(inspector.model.selectedRow, 0)
        XCTAssertEqual(inspector.model.changeText, "− state.editedPageSize: nil\n+ state.editedPageSize: 30")
        XCTAssertEqual(preferencesTravel?.shownSequence, 1, "the row shown is the event moved to")
    }

    @MainActor func testASearchThatMatchesNothingShowsNoRowsAndSaysSoAndClearingItShowsEverything() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let all = inspector.model.rows

        inspector.accept(.search("no such event"))
        XCTAssertEqual(inspector.model.rows, [])
        XCTAssertEqual(inspector.model.emptyText, "No event matches the search.")
        XCTAssertFalse(inspector.model.canStepBack)

        inspector.accept(.search(""))
        XCTAssertEqual(inspector.model.rows, all)
        XCTAssertNil(inspector.model.emptyText)
    }

    @MainActor func testThePickedEventStaysPickedWhileASearchHidesItAndBackWalksTheEventsShown() async throws {
        let (inspector, listingStore, preferences) = try await scene()
        defer { listingStore.dispose(); preferences.dispose() }
        let rows = inspector.model.rows
        inspector.select(row: rows.count - 1)

        inspector.accept(.search("kittenstore message"))
        XCTAssertNil(inspector.model.selectedRow, "the preferences event picked is not shown")
        XCTAssertFalse(inspector.model.isLive, "but it stays picked")
        XCTAssertEqual(inspector.model.changeText, "− state.editedPageSize: nil\n+ state.editedPageSize: 30")

        let messages = inspector.model.rows
        inspector.stepBack()
        XCTAssertEqual(inspector.model.selectedRow, messages.count - 1, "Back goes to the last event shown before the one picked")
        XCTAssertEqual(timeTravel?.shownSequence, messages.last?.sequence)

        inspector.accept(.search(""))
        XCTAssertEqual(inspector.model.selectedRow, rows.firstIndex { $0.storeName == "ListingStore" && $0.sequence == messages.last?.sequence })
    }
}
