/// A request of an outbox that failed, as `OutboxDriver` classes it.
public protocol OutboxRequestFailure: Error {
    associatedtype Failure: Equatable & Sendable
    /// What went wrong, in the feature's terms.
    var error: Failure { get }
    /// What the failure means for the change it carried (`OutboxFailureClass`).
    var failureClass: OutboxFailureClass<Failure> { get }
}
