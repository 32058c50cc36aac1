import Logging
import Synchronization

/// Collects the warnings a component logs, to assert on them.
final class WarningLog: Sendable {
    private let recorded = Mutex<[String]>([])

    var lines: [String] { recorded.withLock { $0 } }
    func clear() { recorded.withLock { $0 = [] } }

    var handler: some LogHandler { Handler(log: self) }

    private struct Handler: LogHandler {
        let log: WarningLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            guard event.level >= .warning else { return }
            log.recorded.withLock { $0.append("\(event.message)") }
        }
    }
}
