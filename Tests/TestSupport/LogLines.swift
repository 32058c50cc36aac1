import Locking
import Logging

/// Collects what a component logs, one "level message" line each, to assert on it.
public final class LogLines: Sendable {
    public init() {}

    private let recorded = Locked<[String]>([])
    public var all: [String] { recorded.withLock { $0 } }
    public var warnings: [String] { all.filter { $0.hasPrefix("warning ") }.map { String($0.dropFirst("warning ".count)) } }
    public func clear() { recorded.withLock { $0 = [] } }

    public var handler: some LogHandler { Handler(lines: self) }

    private struct Handler: LogHandler {
        let lines: LogLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            lines.recorded.withLock { $0.append("\(event.level) \(event.message)") }
        }
    }
}
