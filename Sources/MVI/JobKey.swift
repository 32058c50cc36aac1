/// Names a kind of async work of a store. Starting a job under a key that is already running
/// cancels the running one: the latest wins, and the cancelled job's result is never reduced.
public struct JobKey: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
}
