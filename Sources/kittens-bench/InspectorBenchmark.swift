import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording

/// The Store Inspector over a recording of 10,000 events (a favourites store adding and removing
/// pictures, in one `RecordingStoreFactory` big enough to keep them all): `open_ms`, making the
/// inspector and its first model (the timeline of every event, the rows); `search_max_ms` and
/// `search_median_ms`, one keystroke of a search typed letter by letter ("favourites added"):
/// the new search and the model the window renders. The target is 100 ms a keystroke.
@MainActor
enum InspectorBenchmark {
    static let events = 10_000

    static func run() -> String {
        let factory = RecordingStoreFactory(capacity: events)
        let store = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(NoFavouritesFile()))
        defer { store.dispose() }
        guard let recording = factory.recording(as: StoreRecording<FavouritesState, FavouritesIntent, Never, FavouritesMessage, FavouritesLabel>.self),
              let picture = URL(string: "https://cdn2.thecatapi.com/images/k.jpg")
        else { return "inspector.ms failed=no recording" }
        var next = 0
        while recording.records.count < events {
            store.accept(next % 3 == 2 ? .remove(imageID: "k\(next - 1)") : .add(imageID: "k\(next)", url: picture))
            next += 1
        }
        let clock = ContinuousClock()
        var inspector: StoreInspector?
        let open = clock.measure {
            let opened = StoreInspector(travels: [TimeTravelController(recording: recording)], kinds: [])
            _ = opened.model
            inspector = opened
        }
        var keystrokes: [Duration] = []
        let typed = "favourites added"
        for length in 1...typed.count {
            keystrokes.append(clock.measure {
                inspector?.searchFor(String(typed.prefix(length)))
                _ = inspector?.model
            })
        }
        let sorted = keystrokes.sorted()
        let rows = inspector?.model.rows.count ?? 0
        return "inspector.ms open_\(events)=\(milliseconds(open)) search_max_ms=\(milliseconds(sorted.last ?? .zero)) "
            + "search_median_ms=\(milliseconds(sorted[sorted.count / 2])) events=\(recording.records.count) rows_kept=\(rows) target_ms=100"
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
    }
}

/// A favourites file that writes nothing: the benchmark measures the inspector, not the disk.
private struct NoFavouritesFile: OutboxWriter {
    func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {}
}
