import KittensSupport
import Outbox

/// The favourites store's writes of its file, one at a time, in the order the store asked for
/// them, off the main thread (`OutboxWrites`): an older list never lands after a newer one, and
/// `flush()` (at shutdown) waits until the last list asked for is written, even when the store
/// is already disposed. A change is sent only once the file keeps it.
public typealias FavouritesWrites = OutboxWrites<PersistedFavourites>

extension OutboxWrites where Persisted == PersistedFavourites {
    /// Writes with `writer`.
    public convenience init(_ writer: any OutboxWriter<PersistedFavourites>) {
        self.init(label: "kittens.favourites-writes") { favourites throws(FileWriteFailure) in try writer.write(favourites) }
    }
}
