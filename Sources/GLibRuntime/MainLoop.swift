import CGLib

/// Runs GLib's default main context on the calling (main) thread for tests, benchmarks and
/// modal waits: until `stop()` is called or `timeout` passes.
@MainActor
public final class MainLoop {
    private let loop: OpaquePointer

    public init() { loop = g_main_loop_new(nil, 0) }

    /// Runs until `stop()` or the timeout; returns false when the timeout ended it.
    @discardableResult
    public func run(timeout: Duration) -> Bool {
        let flag = TimeoutFlag(loop: loop)
        let (seconds, attoseconds) = timeout.components
        let milliseconds = guint(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        let sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return kittens_source_remove() }
            let flag = Unmanaged<TimeoutFlag>.fromOpaque(data).takeUnretainedValue()
            flag.fired = true
            g_main_loop_quit(flag.loop)
            return kittens_source_remove()
        }, Unmanaged.passRetained(flag).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<TimeoutFlag>.fromOpaque(data).release()
        })
        g_main_loop_run(loop)
        if !flag.fired { g_source_remove(sourceID) }
        return !flag.fired
    }

    /// Ends the current `run`.
    public func stop() { g_main_loop_quit(loop) }

    /// Handles whatever is ready in the default main context without blocking, up to `limit` times.
    public static func iteratePending(limit: Int = 1000) {
        var handled = 0
        while handled < limit, g_main_context_iteration(nil, 0) != 0 { handled += 1 }
    }

    isolated deinit { g_main_loop_unref(loop) }
}

private final class TimeoutFlag {
    let loop: OpaquePointer
    var fired = false
    init(loop: OpaquePointer) { self.loop = loop }
}
