import Logging
import MVI
import TestSupport
import XCTest

final class LoggingStoreFactoryTests: XCTestCase {
    func testEveryIntentActionMessageStateAndLabelIsLoggedAtDebugLevel() {
        MainActor.assumeIsolated {
            let lines = LogLines()
            var logger = Logger(label: "test", factory: { _ in lines.handler })
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
            var logger = Logger(label: "test", factory: { _ in lines.handler })
            logger.logLevel = .info
            let store = makeCounterStore(factory: LoggingStoreFactory(logger: logger))
            store.accept(.increment)
            XCTAssertEqual(lines.all, [])
            XCTAssertEqual(store.state.count, 1)
        }
    }
}
