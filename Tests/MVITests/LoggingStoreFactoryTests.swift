import Logging
import MVI
import Synchronization
import XCTest

final class LoggingStoreFactoryTests: XCTestCase {
    func testEveryIntentActionMessageStateAndLabelIsLoggedAtDebugLevel() {
        MainActor.assumeIsolated {
            let lines = LogLines()
            var logger = Logger(label: "test", factory: { _ in RecordingLogHandler(lines: lines) })
            logger.logLevel = .debug
            let store = makeCounterStore(start: [.addStart(1)], factory: LoggingStoreFactory(logger: logger))
            store.accept(.increment)
            store.accept(.add(0))
            store.accept(.say("hello"))
            XCTAssertEqual(lines.all, [
                "debug CounterStore action: addStart(1)",
                "debug CounterStore message: added(1)",
                "debug CounterStore state: CounterState(count: 1)",
                "debug CounterStore intent: increment",
                "debug CounterStore message: added(1)",
                "debug CounterStore state: CounterState(count: 2)",
                "debug CounterStore intent: add(0)",
                "debug CounterStore message: added(0)",
                "debug CounterStore intent: say(\"hello\")",
                "debug CounterStore label: hello",
            ])
        }
    }

    func testNothingIsLoggedAboveDebugLevel() {
        MainActor.assumeIsolated {
            let lines = LogLines()
            var logger = Logger(label: "test", factory: { _ in RecordingLogHandler(lines: lines) })
            logger.logLevel = .info
            let store = makeCounterStore(factory: LoggingStoreFactory(logger: logger))
            store.accept(.increment)
            XCTAssertEqual(lines.all, [])
            XCTAssertEqual(store.state.count, 1)
        }
    }
}

final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

struct RecordingLogHandler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append("\(event.level) \(event.message)")
    }
}
