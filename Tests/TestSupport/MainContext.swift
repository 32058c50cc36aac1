import CGLib
import CGtk
import Foundation
import GLibRuntime
import KittensGtk

/// Drives GLib's default main context from a test on the main thread, which is how GTK tests
/// and anything on the main queue (through `MainLoopBridge`) get to run.
@MainActor
public enum MainContext {
    /// Handles events until `condition` holds; false when `timeout` (a failure guard) passed first.
    /// Between checks it handles what is ready, or blocks for the next event, for at most a
    /// millisecond, so that work of other threads is seen too.
    public static func wait(until condition: () -> Bool, timeout: Duration = Waiting.deadline) -> Bool {
        Waiting.check(timeout: timeout, step: step, until: condition)
    }

    /// Handles events until `widget`'s window has painted a frame that started after this call:
    /// whatever was rendered before is then laid out and drawn. False when the widget has no
    /// frame clock (it is not realized) or no frame came before the deadline.
    public static func waitForFrame(of widget: UnsafeMutableRawPointer) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(kittens_widget(widget)) else { return false }
        let frame = FramePainted()
        let emitter = GObjectPointer<Gdk.FrameClock>(clock)
        let handler = Signal.connect(emitter, .afterPaint) { frame.isPainted = true }
        defer { Signal.disconnect(emitter, handler) }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        return wait(until: { frame.isPainted })
    }

    /// Handles what is pending now, until an iteration finds nothing to do (at most 1,000).
    public static func handlePendingEvents() {
        MainLoop.iteratePending()
    }

    /// Handles events until a GLib timeout of `milliseconds`, added now, has fired. GLib runs
    /// due timeouts of one priority in the order they were added, so by then every
    /// default-priority timeout added earlier with at most that interval has run too: GTK's own
    /// timers included, however slowly this machine goes. Returns whether it fired.
    public static func spinPastTimeoutsAddedBefore(milliseconds: UInt32) -> Bool {
        let fired = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        fired.initialize(to: false)
        defer { fired.deallocate() }
        let source = g_timeout_add(milliseconds, { flag in
            flag?.assumingMemoryBound(to: Bool.self).pointee = true
            return 0
        }, fired)
        let didFire = wait(until: { fired.pointee }, timeout: .milliseconds(Int(milliseconds)) + Waiting.deadline)
        if !didFire { g_source_remove(source) }
        return didFire
    }

    /// One pass of the main context: what is ready, else the next event or a millisecond.
    private static func step() {
        if g_main_context_iteration(nil, 0) != 0 { return }
        let tick = g_timeout_add(1, { _ in 0 }, nil)
        g_main_context_iteration(nil, 1)
        if g_main_context_find_source_by_id(nil, tick) != nil { g_source_remove(tick) }
    }
}

@MainActor
private final class FramePainted {
    var isPainted = false
}
