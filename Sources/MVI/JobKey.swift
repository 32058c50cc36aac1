/// Names a kind of async work of a store. Starting a job under a key that is already running
/// cancels the running one: the latest wins, and the cancelled job's result is never reduced.
public struct JobKey: Hashable, Sendable, CustomStringConvertible, Codable {
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
