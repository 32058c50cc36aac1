import Kittens
import KittensSupport

/// A favourites file nothing is written to: for tests whose file writes are completed by the
/// test, or not looked at.
public struct UnusedFavouritesWriter: OutboxWriter {
    public init() {}

    public func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {}
}
