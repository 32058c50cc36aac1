import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// From a bug seen in the Store Inspector to a failing test: the history of a value of the state
/// tree, the recording as a test, and an expectation shrunk to the fewest events.
final class StoreInspectorBugToTestTests: XCTestCase {
    private var travel: FavouritesTimeTravel?

    /// An inspector over a favourites store that added k1, k2 and k3 (newest first) and removed k1.
    @MainActor private func scene() throws -> (StoreInspector, any FavouritesStore) {
        let factory = RecordingStoreFactory()
        let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
        let picture = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/k.jpg"))
        for id in ["k1", "k2", "k3"] { favourites.accept(.add(imageID: id, url: picture)) }
        favourites.accept(.remove(imageID: "k1"))
        let travel = FavouritesTimeTravel(recording: try XCTUnwrap(factory.recording(as: FavouritesRecording.self)))
        self.travel = travel
        return (StoreInspector(travels: [travel], kinds: kittensSessionKinds), favourites)
    }

    @MainActor func testTheHistoryOfAValueOfTheTreeListsTheEventsThatChangedItAndEachJumpsToItsRow() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        inspector.select(row: inspector.model.rows.count - 1)
        let tree = try XCTUnwrap(inspector.model.stateTree)
        let node = try XCTUnwrap(tree.children.first { $0.name == "favourites" })?.children[0].children.first { $0.name == "imageID" }
        XCTAssertEqual(node?.path.description, "favourites.[0].imageID")

        let history = try XCTUnwrap(inspector.valueHistory(of: try XCTUnwrap(node).path, inStore: favouritesStoreName))

        XCTAssertEqual(history.changes.map { "\($0.name): \($0.old) → \($0.new)" }, [
            "added: \"k2\" → \"k3\"", "added: \"k1\" → \"k2\"", "added: nil → \"k1\"",
        ])
        let row = try XCTUnwrap(inspector.row(of: history.changes[1].event.id))
        inspector.select(row: row)
        XCTAssertEqual(inspector.model.selectedRow, row)
        XCTAssertEqual(travel?.state.favourites.first?.imageID, "k2", "the store shows the moment the value changed")
    }

    @MainActor func testAnExpectationOnAValueMakesAMinimalTestOfTheFewestEventsThatBreakIt() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        let last = try XCTUnwrap(inspector.model.rows.last)
        let id = StoreTimelineEntry.ID(storeName: last.storeName, sequence: last.sequence)
        let expectation = try XCTUnwrap(inspector.expectation(at: StatePath(parsing: "favourites.[1].imageID"), after: id, equals: nil))
        XCTAssertEqual(expectation.description, "favourites.[1].imageID should not be \"k2\"")

        let found = try await inspector.minimalTestSource(breaking: expectation, after: id, className: "FavouritesBugTests")
        let source = try XCTUnwrap(found)

        let steps = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("store.send") }
        XCTAssertEqual(steps.count, 2, "two adds put k3 second; the rest goes:\n\(source)")
        XCTAssertTrue(steps[1].hasPrefix(#"store.send(recorded(#"{"add":{"imageID":"k3""#), source)
        XCTAssertTrue(source.contains(##"XCTAssertNotEqual(StatePath(parsing: #"favourites.[1].imageID"#).shown(in: store.state), #""k2""#)"##), source)
    }

    @MainActor func testMakeATestWritesEveryStore() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        let source = try inspector.testSource(className: "SessionTests")
        XCTAssertTrue(source.contains("@MainActor func testFavouritesStore() async {"), source)
        XCTAssertEqual(source.components(separatedBy: "store.send(").count - 1, 4)
    }

    @MainActor func testAnIntentTypedByHandCompletesFromTheStoresRecordedIntentsAndReadsAsOne() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        XCTAssertEqual(inspector.intentCompletions(of: "", inStore: favouritesStoreName), ["add", "remove"])
        XCTAssertEqual(inspector.intentCompletions(of: ".re", inStore: favouritesStoreName), ["remove"])
        XCTAssertEqual(try IntentSyntax.parse(#"remove(imageID: "k2")"#, as: FavouritesIntent.self), .remove(imageID: "k2"))
    }

    @MainActor func testShowHistoryListsTheChangesInTheModelAndAnEntryJumpsToItsRow() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        inspector.accept(.select(row: inspector.model.rows.count - 1))
        XCTAssertNil(inspector.model.history)

        inspector.accept(.showHistory(StatePath(parsing: "favourites.[0].imageID")))
        let history = try XCTUnwrap(inspector.model.history)

        XCTAssertEqual(history.title, "History of favourites.[0].imageID in FavouritesStore")
        XCTAssertEqual(history.entries.count, 3)
        XCTAssertTrue(history.entries[0].text.hasSuffix("message  added:  \"k2\" → \"k3\""), history.entries[0].text)
        inspector.accept(.select(row: try XCTUnwrap(history.entries[2].row)))
        XCTAssertEqual(travel?.state.favourites.map(\.imageID), ["k1"], "the moment k1 was added")
        XCTAssertEqual(inspector.model.history, history, "the history stays while the user moves through it")

        inspector.accept(.hideHistory)
        XCTAssertNil(inspector.model.history)
    }
}
