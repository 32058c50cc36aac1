import FoundationEssentials
import KittensSupport

/// A list of breeds and when it came from the server.
public struct CachedBreeds: Sendable, Hashable, Codable {
    public var breeds: [Breed]
    /// When the server sent the list.
    public var savedAt: Date

    public init(breeds: [Breed], savedAt: Date) {
        self.breeds = breeds
        self.savedAt = savedAt
    }

    /// Whether the list should be asked for again at `now`: it is older than `maxAge`, or dated
    /// more than a day ahead of `now` (a clock set back, or a file written by hand).
    public func isStale(at now: Date, maxAge: TimeInterval) -> Bool {
        Self.isStale(savedAt: savedAt, at: now, maxAge: maxAge)
    }

    /// Whether a list saved at `savedAt` is stale at `now` (see `isStale(at:maxAge:)`).
    public static func isStale(savedAt: Date, at now: Date, maxAge: TimeInterval) -> Bool {
        let age = now.timeIntervalSince(savedAt)
        return age > maxAge || age < -86_400
    }
}

/// Where the breeds store keeps the list between runs: `BreedsFile`, or a test double.
public protocol BreedCache: Sendable {
    /// The list kept, or nil when there is none or it cannot be used.
    func read() -> CachedBreeds?
    /// Replaces the list kept.
    func write(_ cached: CachedBreeds) throws(FileWriteFailure)
}
