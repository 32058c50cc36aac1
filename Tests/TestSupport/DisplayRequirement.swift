import Foundation
import XCTest

/// GTK needs a display. When the environment names none (no `DISPLAY`, no `WAYLAND_DISPLAY`),
/// tests that open windows skip with that reason, unless `KITTENS_REQUIRE_DISPLAY=1` (as in
/// CI), where a missing display is a failure. Anything else that goes wrong, such as a display
/// that is named but cannot be opened, is a failure too, never a skip.
public func requireDisplay(for what: String) throws {
    let environment = ProcessInfo.processInfo.environment
    let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    guard !hasDisplay else { return }
    let reason = "no display: \(what) needs X11 or Wayland; run the tests under xvfb-run"
    guard environment["KITTENS_REQUIRE_DISPLAY"] == "1" else { throw XCTSkip(reason) }
    throw TestEnvironmentError(description: "KITTENS_REQUIRE_DISPLAY=1 but \(reason)")
}

/// The test machine lacks something a test needs; the test fails with this description.
public struct TestEnvironmentError: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
}
