import MVI

/// What a part of a store's state should have been, said where a wrong value was seen: at
/// `path`, `wrong` (the value seen, as an inspector shows it: `StateDiff.render`) is a bug;
/// the part should equal `expected` (typed as an inspector shows values: `3`, `"bengal"`,
/// `nil`), or, without one, be anything but `wrong`.
public struct ValueExpectation: Equatable, Sendable {
    public let path: StatePath
    /// The value seen, which the expectation says is wrong.
    public let wrong: String
    /// The value the part should have had; nil for "not this value".
    public let expected: String?

    /// The part at `path` should be `expected`, where `wrong` was seen.
    public init(path: StatePath, equals expected: String, wrong: String) {
        self.path = path
        self.expected = expected.trimmingWhitespace
        self.wrong = wrong
    }

    /// The part at `path` should not be `wrong`.
    public init(path: StatePath, isNot wrong: String) {
        self.path = path
        self.expected = nil
        self.wrong = wrong
    }

    /// Whether `state` shows the bug: the part is the wrong value seen (and not the one expected).
    public func isBroken(by state: Any) -> Bool {
        let shown = path.shown(in: state)
        return shown == wrong && shown != expected
    }

    /// Whether `state` meets the expectation.
    public func isMet(by state: Any) -> Bool {
        let shown = path.shown(in: state)
        return expected.map { shown == $0 } ?? (shown != wrong)
    }

    /// The Swift line that checks the expectation on a test store's state.
    var swiftCheck: String {
        let shown = "StatePath(parsing: \(SwiftLiteral.rawString(path.description))).shown(in: store.state)"
        return expected.map { "XCTAssertEqual(\(shown), \(SwiftLiteral.rawString($0)))" }
            ?? "XCTAssertNotEqual(\(shown), \(SwiftLiteral.rawString(wrong)))"
    }

    /// "favourites.[0] should be "k2", not "k1"".
    public var description: String {
        expected.map { "\(path) should be \($0), not \(wrong)" } ?? "\(path) should not be \(wrong)"
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
