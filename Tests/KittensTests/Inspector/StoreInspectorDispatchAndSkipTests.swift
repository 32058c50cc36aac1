import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// Dispatch and skip, as in Redux DevTools: an intent typed by hand goes to the store of the
/// event picked, its case name completed from the store's recorded intents, and text that is no
/// intent is refused in words; a skipped event's store shows the states after it recomputed.
final class StoreInspectorDispatchAndSkipTests: XCTestCase {
    private var travel: FavouritesTimeTravel?

    /// An inspector that sends to a favourites store that added k1, k2 and k3 (newest first).
    @MainActor private func scene() throws -> (StoreInspector, any FavouritesStore) {
        let factory = RecordingStoreFactory()
        let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
        let picture = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/k.jpg"))
        for id in ["k1", "k2", "k3"] { favourites.accept(.add(imageID: id, url: picture)) }
        let travel = FavouritesTimeTravel(recording: try XCTUnwrap(factory.recording(as: FavouritesRecording.self)))
        self.travel = travel
        let inspector = StoreInspector(
            travels: [travel], kinds: kittensSessionKinds, dispatchers: [IntentDispatcher(favourites, storeName: favouritesStoreName)])
        return (inspector, favourites)
    }

    @MainActor func testAnIntentTypedIsSentToTheStoreAndItsCaseNameCompletes() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        XCTAssertEqual(inspector.model.intentField.storeName, favouritesStoreName, "live, the store of the newest event")

        inspector.accept(.typeIntent(".a"))
        XCTAssertEqual(inspector.model.intentField.completions, ["add"])
        inspector.accept(.sendIntent(#"remove(imageID: "k2")"#))

        XCTAssertEqual(favourites.state.favourites.map(\.imageID), ["k3", "k1"])
        XCTAssertEqual(inspector.model.rows.last?.name, "removed", "the store's new events show")
        XCTAssertEqual(inspector.model.intentField.text, "", "the field empties once sent")
        XCTAssertNil(inspector.model.intentField.problem)
    }

    @MainActor func testTextThatIsNoIntentIsRefusedInWordsAndKept() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        let events = inspector.eventCount

        inspector.accept(.sendIntent(#"remove(imageID: "k2""#))

        XCTAssertEqual(inspector.model.intentField.problem, #"That is not an intent of FavouritesStore: expected ")"."#)
        XCTAssertEqual(inspector.model.intentField.text, #"remove(imageID: "k2""#, "the text stays, to be mended")
        inspector.accept(.sendIntent("explode"))
        XCTAssertEqual(inspector.model.intentField.problem, #"That is not an intent of FavouritesStore: FavouritesIntent has no case "explode"."#)
        inspector.accept(.sendIntent(#"remove(id: "k2")"#))
        XCTAssertEqual(inspector.model.intentField.problem, "That is not an intent of FavouritesStore: not a FavouritesIntent: remove.imageID: missing.")
        XCTAssertEqual(inspector.eventCount, events, "nothing was sent")
    }

    @MainActor func testAStoreWithoutADispatcherTakesNoIntents() async throws {
        let factory = RecordingStoreFactory()
        let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
        defer { favourites.dispose() }
        favourites.accept(.sync)
        let travel = FavouritesTimeTravel(recording: try XCTUnwrap(factory.recording(as: FavouritesRecording.self)))
        let inspector = StoreInspector(travels: [travel], kinds: kittensSessionKinds)
        XCTAssertNil(inspector.model.intentField.storeName)
        inspector.accept(.sendIntent(".sync"))
        XCTAssertEqual(inspector.model.intentField.problem, "Pick an event of a store to send an intent to it.")
    }

    @MainActor func testASkippedEventShowsTheStatesAfterItRecomputedWithoutItAndComesBack() async throws {
        let (inspector, favourites) = try scene()
        defer { favourites.dispose() }
        let rows = inspector.model.rows
        let addK2 = rows.indices.filter { rows[$0].name == "add" }[1]
        inspector.accept(.select(row: rows.count - 1))
        func shownIDs() -> [String] {
            inspector.model.stateTree?.children.first { $0.name == "favourites" }?.children.compactMap {
                $0.children.first { $0.name == "imageID" }?.summary
            } ?? []
        }
        XCTAssertEqual(shownIDs(), [#""k3""#, #""k2""#, #""k1""#])

        inspector.accept(.skip(row: addK2))

        XCTAssertTrue(inspector.model.rows[addK2].isSkipped)
        XCTAssertTrue(inspector.model.rows[addK2].text.hasSuffix("(skipped)"), inspector.model.rows[addK2].text)
        XCTAssertEqual(shownIDs(), [#""k3""#, #""k1""#], "the add of k2 and its message are left out")
        XCTAssertEqual(favourites.state.favourites.count, 3, "the store keeps what happened")
        inspector.accept(.select(row: addK2))
        XCTAssertEqual(inspector.model.changeText, "This event changed nothing in its store's state.", "skipped, it changes nothing")

        inspector.accept(.skip(row: addK2))
        inspector.accept(.select(row: rows.count - 1))
        XCTAssertFalse(inspector.model.rows[addK2].isSkipped)
        XCTAssertEqual(shownIDs(), [#""k3""#, #""k2""#, #""k1""#])
    }
}
