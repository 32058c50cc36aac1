import CGLib
import CGtk
import Dispatch
import GLibRuntime
import KittensGtk
import KittensSupport

/// The one "first frame" event of a window: `work` runs exactly once, in the main-loop
/// iteration after the window painted its first frame (so that the frame is out first), at
/// once when the window has no frame clock, or after `fallback` on `clock` when no frame was
/// painted by then (a window that is never shown). Whichever comes first runs `work`; the other is
/// cancelled. `cancel()` before then runs nothing.
@MainActor
final class FirstFrame {
    private var work: (@MainActor () -> Void)?
    /// The window's frame clock, with a reference of ours while we listen to it.
    private var clock: OpaquePointer?
    private var afterPaint: SignalHandlerID?
    private var fallbackTimer: ClockTimer?

    /// Whether the window's first frame has been reached (or given up on): `work` has run.
    private(set) var hasFired = false

    init(
        of widget: UnsafeMutablePointer<GtkWidget>, fallback: Duration = .milliseconds(500), clock: any TimerClock = SystemClock(),
        _ work: @escaping @MainActor () -> Void
    ) {
        self.work = work
        guard let frameClock = gtk_widget_get_frame_clock(widget) else {
            fire()
            return
        }
        g_object_ref(UnsafeMutableRawPointer(frameClock))
        self.clock = frameClock
        afterPaint = Signal.connect(GObjectPointer<Gdk.FrameClock>(frameClock), .afterPaint) { [weak self] in
            self?.stopListening()
            DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.fire() } }
        }
        fallbackTimer = clock.schedule(after: fallback, on: .main) { [weak self] in
            MainActor.assumeIsolated { self?.fire() }
        }
    }

    isolated deinit { cancel() }

    /// Stops waiting; `work` will not run if it has not yet.
    func cancel() {
        work = nil
        stopListening()
    }

    private func fire() {
        stopListening()
        guard let work else { return }
        self.work = nil
        hasFired = true
        work()
    }

    private func stopListening() {
        fallbackTimer?.cancel()
        fallbackTimer = nil
        if let clock {
            if let afterPaint { Signal.disconnect(clock, afterPaint) }
            g_object_unref(UnsafeMutableRawPointer(clock))
        }
        afterPaint = nil
        clock = nil
    }
}
