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

    /// Handles what is pending now, until an iteration finds nothing to do (at most 1,000).
    static func handlePendingEvents() {
        for _ in 0..<1_000 {
            if g_main_context_iteration(nil, 0) == 0 { return }
        }
    }

    /// Handles events until a GLib timeout of `milliseconds`, added now, has fired. GLib runs
    /// due timeouts of one priority in the order they were added, so by then every
    /// default-priority timeout added earlier with at most that interval has run too: GTK's own
    /// timers included, however slowly this machine goes. Returns whether it fired (within
    /// `milliseconds` plus 10 s).
    @discardableResult
    static func spinPastTimeoutsAddedBefore(milliseconds: UInt32) -> Bool {
        let fired = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        fired.initialize(to: false)
        defer { fired.deallocate() }
        let source = g_timeout_add(milliseconds, { flag in
            flag?.assumingMemoryBound(to: Bool.self).pointee = true
            return 0
        }, fired)
        let didFire = spin(until: { fired.pointee }, timeout: .milliseconds(Int(milliseconds)) + .seconds(10))
        if !didFire { g_source_remove(source) }
        return didFire
    }
}
