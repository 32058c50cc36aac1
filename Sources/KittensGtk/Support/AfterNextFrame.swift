import CGLib
import CGtk
import GLibRuntime

/// Runs work once the next frame of a widget's window is painted: the frame that shows what a
/// user did comes first, and the work that action started (a download, a decode) after it, so
/// that this work does not take the cores that draw the frame (GTK's GL renderer is llvmpipe's
/// threads where there is no GPU). One body waits at a time: a new one replaces it. It holds a
/// reference to the frame clock while a body waits, so that it can let go of it after the window
/// that owned the clock is gone.
@MainActor
final class AfterNextFrame {
    private var body: (() -> Void)?
    private var handler: (clock: OpaquePointer, id: SignalHandlerID)?

    /// Runs `body` after the next frame of `widget`, for which a redraw is queued; at once when
    /// the widget has no frame clock (it is not realized).
    func run(after widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            cancel()
            return body()
        }
        if let handler, handler.clock != clock { cancel() }
        if handler == nil {
            let id = Signal.connect(GObjectPointer<Gdk.FrameClock>(clock), .afterPaint) { [weak self] in self?.painted() }
            g_object_ref(UnsafeMutableRawPointer(clock))
            handler = (clock, id)
        }
        self.body = body
        gtk_widget_queue_draw(widget)
    }

    /// Drops the body waiting, if any.
    func cancel() {
        body = nil
        guard let handler else { return }
        Signal.disconnectUnlessDisposed(GObjectPointer<Gdk.FrameClock>(handler.clock), handler.id)
        g_object_unref(UnsafeMutableRawPointer(handler.clock))
        self.handler = nil
    }

    private func painted() {
        let waiting = body
        cancel()
        waiting?()
    }

    isolated deinit { cancel() }
}
