import Foundation
import XCTest

/// The one way tests wait: until a condition holds. The deadline only guards against a
/// condition that never comes, and ends the wait as a failure naming `what`; it is never a pause.
public enum Waiting {
    /// Long enough for a loaded machine; reached only when the awaited event never comes.
    public static let deadline: Duration = .seconds(20)

    /// Checks `condition`, calling `step` between checks (a step returns when something may
    /// have changed, or after at most a millisecond; by default it only lets a millisecond pass,
    /// for conditions that other threads or processes make true); false when `timeout` passed first.
    public static func check(
        timeout: Duration = deadline, step: () -> Void = { usleep(1000) }, until condition: () -> Bool
    ) -> Bool {
        let end = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= end { return false }
            step()
        }
        return true
    }
}

/// Waits until `condition`, which other threads or processes make true (a child process, a
/// loopback server), holds; fails the test naming `what` if it does not before the deadline.
@discardableResult
public func waitUntil(
    _ what: String, timeout: Duration = Waiting.deadline, file: StaticString = #filePath, line: UInt = #line,
    _ condition: () -> Bool
) -> Bool {
    let held = Waiting.check(timeout: timeout, until: condition)
    if !held { XCTFail("timed out waiting until \(what)", file: file, line: line) }
    return held
}

/// Waits until `condition`, which the main actor's tasks make true, holds; fails the test naming
/// `what` if it does not before the deadline.
@MainActor
public func waitUntil(
    _ what: String, timeout: Duration = Waiting.deadline, file: StaticString = #filePath, line: UInt = #line,
    _ condition: @MainActor () -> Bool
) async {
    let end = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= end {
            XCTFail("timed out waiting until \(what)", file: file, line: line)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}
