/// A shelf whose outbox caps how many accounts and records it keeps (`OutboxShelves.trim`).
public protocol OutboxCappedShelf: OutboxShelf {
    static var caps: OutboxShelfCaps { get }
}
