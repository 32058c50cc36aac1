import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// Expect… in the Store Inspector: a value of the state tree marked wrong, shown in the model,
/// and Make a Minimal Test… of the fewest events that still break it; on the app's own session
/// read from a file, whose recordings replay nothing themselves.
final class StoreInspectorExpectationTests: XCTestCase {
    private var travels: [any TimeTravelling] = []

    /// An inspector over the session of data/fixtures/minimal-test: the favourites store of a
    /// branch whose toggle revived the favourite it removed (k1), read from its file.
    @MainActor private func revivedSession() throws -> StoreInspector {
        let data = try Fixtures.data("minimal-test/favourite-revived-session.json")
        let session = try SessionRecording.read(fromFile: data, kinds: kittensSessionKinds)
        travels = session.recordings.map { $0.makeTimeTravel() }
        return StoreInspector(travels: travels, kinds: kittensSessionKinds)
    }

    /// Picks the last event of the favourites store.
    @MainActor private func pickLastFavouritesEvent(in inspector: StoreInspector) throws {
        let row = try XCTUnwrap(inspector.model.rows.lastIndex { $0.storeName == favouritesStoreName })
        inspector.accept(.select(row: row))
    }

    @MainActor func testExpectMarksTheValueOfThePickedEventAndForgetDropsIt() async throws {
        let inspector = try revivedSession()
        XCTAssertNil(inspector.model.expectation)
        try pickLastFavouritesEvent(in: inspector)
        let last = try XCTUnwrap(inspector.model.rows.last { $0.storeName == favouritesStoreName })

        inspector.accept(.expect(StatePath(parsing: "favourites.[0].imageID"), equals: nil))

        XCTAssertEqual(
            inspector.model.expectation?.text,
            "After FavouritesStore #\(last.sequence), favourites.[0].imageID should not be \"k1\".")
        inspector.accept(.expect(StatePath(parsing: "favourites.[0].imageID"), equals: " \"k3\" "))
        XCTAssertEqual(
            inspector.model.expectation?.text,
            "After FavouritesStore #\(last.sequence), favourites.[0].imageID should be \"k3\", not \"k1\".")
        inspector.accept(.forgetExpectation)
        XCTAssertNil(inspector.model.expectation)
    }

    @MainActor func testExpectWhileLiveMarksNothing() async throws {
        let inspector = try revivedSession()
        inspector.accept(.expect(StatePath(parsing: "favourites"), equals: nil))
        XCTAssertNil(inspector.model.expectation, "no event is picked, so there is no value to mark")
    }

    @MainActor func testTheMinimalTestOfTheRevivedFavouriteIsTheOneToggleThatRevivedIt() async throws {
        let inspector = try revivedSession()
        try pickLastFavouritesEvent(in: inspector)
        inspector.accept(.expect(StatePath(parsing: "favourites.[0].imageID"), equals: nil))

        let source = try await inspector.minimalTestSource(className: "RevivedFavouriteTests")

        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let steps = lines.filter { $0.hasPrefix("store.send") || $0.hasPrefix("store.answer") || $0.hasPrefix("store.start") }
        XCTAssertEqual(steps, [##"store.send(recorded(#"{"toggle":{"imageID":"k1","url":"https://cdn2.thecatapi.com/images/k1.jpg"}}"#))"##], source)
        XCTAssertTrue(lines.contains("store.exhaustivity = .off"), source)
        XCTAssertTrue(lines.contains(##"XCTAssertNotEqual(StatePath(parsing: #"favourites.[0].imageID"#).shown(in: store.state), #""k1""#)"##), source)
        XCTAssertTrue(source.contains("let store = makeRecordedFavouritesStore(initialState: "), source)
    }

    @MainActor func testAMinimalTestNeedsAMarkAndAWrongValueTheEventsShow() async throws {
        let inspector = try revivedSession()
        do {
            _ = try await inspector.minimalTestSource(className: "Nothing")
            XCTFail("nothing is marked")
        } catch {
            XCTAssertEqual(error, .nothingMarked)
            XCTAssertEqual(error.description, "Mark a wrong value first: pick it in the state tree and choose Expect….")
        }
        try pickLastFavouritesEvent(in: inspector)
        // "k1 should be k1" is met by every state: the events never break it.
        inspector.accept(.expect(StatePath(parsing: "favourites.[0].imageID"), equals: "\"k1\""))
        do {
            _ = try await inspector.minimalTestSource(className: "Nothing")
            XCTFail("the events do not break it")
        } catch {
            XCTAssertEqual(error, .notShown)
        }
    }
}
