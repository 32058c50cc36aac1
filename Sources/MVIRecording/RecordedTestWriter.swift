import MVI

/// Writes what stores did, as recordings kept it, as a Swift file of `TestStore` tests (of the
/// `MVITesting` library), one per store: each replays its store's intents in order (and its bootstrapper, when the recording
/// holds its actions), dispatches the messages its jobs' answers became where they came
/// (`TestStore.answer(dispatching:)`), and checks every state the store went through, and
/// every label an intent published. It only writes text: an app can offer it without linking
/// the test library. The file compiles in a test target that can make each
/// store's `TestStore` with the expression given for it, and passes on the code that made the
/// recording: a bug seen becomes a failing test once the expected states are corrected.
///
/// Values are spelled `.case` when they are enum cases without payload, else as the JSON
/// their `Codable` conformance writes, decoded by `MVITesting`'s `recorded(_:)` when the test
/// runs. The events of one unit of work are told apart by their shared time stamp (see
/// `StoreRecord.time`): a recording made with a clock that stands still merges a job's answer
/// into the intent before it.
public struct RecordedTestWriter: Sendable {
    /// The name of the `XCTestCase` class.
    public let className: String
    /// The modules the file imports besides `MVI`, `MVITesting` and `XCTest`, as written after
    /// `import` ("Kittens", "@testable import Kittens" is written as is).
    public let imports: [String]
    public private(set) var stores: [StoreTest] = []
    /// Whether a test checks a `ValueExpectation`, which the file imports `MVIRecording` for.
    private var checksExpectations = false

    public init(className: String, imports: [String] = []) {
        self.className = SwiftLiteral.identifier(className)
        self.imports = imports
    }

    /// One store's test, as lines of Swift.
    public struct StoreTest: Sendable {
        public let storeName: String
        /// The body of the test method.
        public let lines: [String]
    }

    /// Adds the test of the store `recording` recorded, from the oldest event it keeps;
    /// `makeStore` is the Swift expression that makes its `TestStore`, given the expression of
    /// its initial state.
    @MainActor
    public mutating func addStore<State: Encodable & Equatable, Intent: Encodable, Action, Message: Encodable, Label: Encodable>(
        _ recording: StoreRecording<State, Intent, Action, Message, Label>, makeStore: (String) -> String
    ) throws {
        try addStore(named: recording.storeName, initialState: recording.startState, steps: Array(recording.records), makeStore: makeStore)
    }

    /// Adds the test of the store `storeName`, which started in `initialState` and went through
    /// `steps` (oldest first); `makeStore` is the Swift expression that makes its `TestStore`,
    /// given the expression of its initial state. With `expectation`, the test ends by checking
    /// it, and fails while the bug it names is there (a minimal test, see `RecordingShrinker`):
    /// its last step, the one that broke the expectation, is checked by the expectation alone
    /// (the store's `exhaustivity` off from there), so the test passes once the bug is fixed.
    public mutating func addStore<State: Encodable & Equatable, Intent: Encodable, Action, Message: Encodable, Label: Encodable>(
        named storeName: String, initialState: State, steps: [StoreRecord<State, Intent, Action, Message, Label>],
        checking expectation: ValueExpectation? = nil, makeStore: (String) -> String
    ) throws {
        var lines = ["let store = \(makeStore(try SwiftLiteral.of(initialState)))"]
        var current = initialState
        /// " { $0 = state }", or nothing when the state did not change.
        func becoming(_ state: State, checked: Bool) throws -> String {
            defer { current = state }
            return state == current || !checked ? "" : " { $0 = \(try SwiftLiteral.of(state)) }"
        }
        let units = RecordedUnit.cut(steps)
        for (number, unit) in units.enumerated() {
            let isBreaking = expectation != nil && number == units.count - 1
            if isBreaking {
                lines += ["// The step that broke it: only the expectation below checks what it did.", "store.exhaustivity = .off"]
            }
            let first = steps[unit.range.lowerBound], last = steps[unit.range.upperBound - 1]
            let labels = try steps[unit.range].compactMap { step in
                if case .label(let label) = step.event { "store.receiveLabel(\(try SwiftLiteral.of(label)))" } else { nil }
            }
            switch (unit.kind, first.event) {
            case (.intent, .intent(let intent)):
                lines.append("store.send(\(try SwiftLiteral.of(intent)))" + (try becoming(last.state, checked: !isBreaking)))
                lines += labels
            case (.start, _):
                let change = try becoming(last.state, checked: !isBreaking)
                lines.append(change.isEmpty ? "store.start()" : "store.start" + change)
                lines += labels
            case (.answer, .message(let message)):
                lines.append("store.answer(dispatching: \(try SwiftLiteral.of(message)))" + (try becoming(last.state, checked: !isBreaking)))
            default:
                lines.append("// Not replayed: \(Self.comment(first.event))")
                current = last.state
            }
        }
        if let expectation {
            lines += ["// \(Self.comment(expectation.description))", expectation.swiftCheck]
            checksExpectations = true
        }
        lines += ["store.dispose()", "store.finish()"]
        stores.append(StoreTest(storeName: storeName, lines: lines))
    }

    /// The Swift file: the imports and one test method per store added.
    public var source: String {
        var text = """
            // Written from a recording by RecordedTestWriter: each store's intents replayed in order,
            // the messages its jobs' answers became dispatched where they came, every state checked.
            import MVI
            import MVITesting
            import XCTest

            """
        if checksExpectations { text += "import MVIRecording\n" }
        for module in imports { text += (module.contains("import ") ? module : "import \(module)") + "\n" }
        text += "\nfinal class \(className): XCTestCase {\n"
        for (number, store) in stores.enumerated() {
            if number > 0 { text += "\n" }
            text += "    @MainActor func test\(SwiftLiteral.identifier(store.storeName))() async {\n"
            for line in store.lines { text += "        \(line)\n" }
            text += "    }\n"
        }
        return text + "}\n"
    }

    /// An event in one line, for a comment.
    private static func comment(_ event: some CustomStringConvertible) -> String {
        String(event.description.map { $0.isNewline ? " " : $0 })
    }
}

extension RecordedTestWriter {
    /// `text` as a Swift raw string literal that holds it exactly: `#"…"#`, with more `#` where
    /// `text` holds a quote or backslash followed by some.
    public static func rawStringLiteral(_ text: String) -> String {
        SwiftLiteral.rawString(text)
    }
}

extension RecordedTestWriter {
    /// `name` as a Swift type name: its ASCII letters and digits ("Store" when none is left).
    public static func typeName(_ name: String) -> String {
        SwiftLiteral.identifier(name)
    }
}
