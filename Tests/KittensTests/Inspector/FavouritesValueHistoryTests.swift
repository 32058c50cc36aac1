import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The value history of the favourites over a session of 200 events of the real favourites
/// store: exactly the events that changed them, as a walk through every state finds them.
final class FavouritesValueHistoryTests: XCTestCase {
    @MainActor func testTheHistoryOfTheFavouritesListsExactlyTheEventsThatChangedThem() async throws {
        let factory = RecordingStoreFactory(capacity: 1_000)
        let store = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
        defer { store.dispose() }
        let recording = try XCTUnwrap(factory.recording(as: FavouritesRecording.self))
        let picture = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/k.jpg"))
        var seed: UInt64 = 39
        while recording.records.count < 200 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let id = "k\(Int(seed >> 33) % 6)"
            switch (seed >> 40) % 5 {
            case 0, 1: store.accept(.add(imageID: id, url: picture))
            case 2: store.accept(.remove(imageID: id))
            case 3: store.accept(.toggle(imageID: id, url: picture))
            default: store.accept(.undoRemoval)
            }
        }

        var expected: [Int] = []
        var before = recording.startState.favourites
        for record in recording.records {
            if record.state.favourites != before { expected.append(record.sequence) }
            before = record.state.favourites
        }
        let history = ValueHistory(of: StatePath(["favourites"]), in: recording)

        XCTAssertGreaterThanOrEqual(recording.records.count, 200)
        XCTAssertGreaterThan(expected.count, 20)
        XCTAssertLessThan(expected.count, recording.records.count)
        XCTAssertEqual(history.changes.map(\.sequence), expected.reversed())
        XCTAssertEqual(history.entries.count, history.changes.count, "no pause, no gap")
    }
}
