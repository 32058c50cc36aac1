import XCTest

/// Waits (polling, up to 5 s) until `condition` holds; fails the test if it never does.
@MainActor
public func waitUntil(
    _ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: @MainActor () -> Bool
) async {
    let deadline = ContinuousClock.now + .seconds(5)
    while !condition() {
        if ContinuousClock.now > deadline {
            XCTFail("timed out waiting until \(what)", file: file, line: line)
            return
        }
        try? await Task.sleep(for: .milliseconds(2))
    }
}
