/// One change the server has not been told of yet, as an outbox keeps it (`OutboxQueue`).
///
/// A feature defines what its changes are (a favourite added or removed, a vote cast or
/// withdrawn) and what they need before they can be sent; the outbox keeps their order, one on
/// its way at a time per subject.
public protocol OutboxOperation: Equatable, Sendable {
    /// What the change is about (a picture's id): the changes of one subject are sent in order,
    /// one at a time.
    associatedtype Subject: Hashable & Sendable

    /// Unique in its outbox, and increasing: later changes have larger ids (`OutboxQueue.append`).
    var id: Int { get }
    var subject: Subject { get }
    /// It was sent at least once, so the server may have made it although no answer came: it
    /// can no longer be cancelled by the opposite change (`OutboxQueue.withdrawUnsent`).
    var wasSent: Bool { get set }
    /// It has what it needs to be sent (a server id, say); one that has not waits in its place,
    /// and holds back the changes of its subject behind it.
    var isReadyToSend: Bool { get }
    /// The server answered it, and a listing says whether it is done (an add answered "already
    /// there", a removal that may have left a second record). It holds back its subject's
    /// changes behind it until a listing settles it.
    var awaitsListing: Bool { get }
}
