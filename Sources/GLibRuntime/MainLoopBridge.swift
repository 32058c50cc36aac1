import CGLib
import Dispatch

/// Makes libdispatch's main queue run inside a GLib main loop.
///
/// On Linux, `g_main_loop_run` and `g_application_run` never drain libdispatch's main queue, so
/// `DispatchQueue.main.async`, `@MainActor` tasks and `MainActor.run` would silently never run.
/// The bridge watches the main queue's eventfd from a GLib source on the default main context:
/// when it turns readable the counter is read (without that GLib would poll it readable forever
/// and spin the CPU) and the queued blocks are run.
///
/// Install it once, on the main thread, before the loop runs. Installing again does nothing.
public enum MainLoopBridge {
    nonisolated(unsafe) private static var sourceID: guint = 0

    /// Attaches the bridge to GLib's default main context. Main thread only.
    @MainActor
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT,
            fd,
            G_IO_IN,
            { fd, _, _ in
                kittens_drain_eventfd(fd)
                _dispatch_main_queue_callback_4CF(nil)
                return kittens_source_continue()
            },
            nil,
            nil
        )
    }

    /// Detaches the bridge; main-queue work then waits until it is installed again.
    @MainActor
    public static func uninstall() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    /// Whether the bridge is attached.
    @MainActor
    public static var isInstalled: Bool { sourceID != 0 }
}
