#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The favourites store's state: the favourites, newest first, and what waits for the server.
public struct FavouritesState: Equatable, Sendable, Codable {
    /// A change sent to the server and not yet answered.
    public enum PendingOperation: Equatable, Sendable, Codable {
        /// The favourite is being added on the server.
        case adding
        /// The favourite is being removed on the server.
        case removing
    }

    /// A favourite removed last, for Undo: it goes back where it was.
    public struct Removal: Equatable, Sendable, Codable {
        public var favourite: Favourite
        public var index: Int

        public init(favourite: Favourite, index: Int) {
            self.favourite = favourite
            self.index = index
        }
    }

    public var favourites: [Favourite]
    /// By picture id.
    public var pending: [String: PendingOperation]
    /// What Undo brings back; nil once undone or when another removal replaced it.
    public var lastRemoval: Removal?
    public var isSyncing: Bool
    /// A key is known, so changes go to the server too; without one they stay here.
    public var usesServer: Bool
    /// Why the favourites file cannot be used; while set, the file is not written.
    public var fileProblem: String?

    public init(
        favourites: [Favourite] = [], pending: [String: PendingOperation] = [:], lastRemoval: Removal? = nil,
        isSyncing: Bool = false, usesServer: Bool = false, fileProblem: String? = nil
    ) {
        self.favourites = favourites
        self.pending = pending
        self.lastRemoval = lastRemoval
        self.isSyncing = isSyncing
        self.usesServer = usesServer
        self.fileProblem = fileProblem
    }

    /// Whether the picture `imageID` is a favourite (a heart shown filled).
    public func isFavourite(_ imageID: String) -> Bool {
        favourites.contains { $0.imageID == imageID }
    }

    /// The favourite of the picture `imageID`, if any.
    public func favourite(_ imageID: String) -> Favourite? {
        favourites.first { $0.imageID == imageID }
    }
}
