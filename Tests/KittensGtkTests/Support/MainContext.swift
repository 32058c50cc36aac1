import CGtk
import Foundation
import GLibRuntime

/// Drives GLib's default main context from a test.
@MainActor
enum MainContext {
    /// Handles events until `condition` holds or `timeout` passes; returns whether it held.
    @discardableResult
    static func spin(until condition: () -> Bool, timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
        return true
    }

    /// Handles events for `duration`.
    static func spin(for duration: Duration) {
        spin(until: { false }, timeout: duration)
    }
}
