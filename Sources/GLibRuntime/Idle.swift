import CGLib

/// Runs work once the main loop is idle, outside whatever GTK is doing now (a size
/// allocation, a signal emission), before it draws the next frame.
@MainActor
public enum Idle {
    /// Runs `body` once, on the main thread, at `G_PRIORITY_HIGH_IDLE`: after the events
    /// pending now, before GTK's layout and drawing of the next frame.
    public static func once(_ body: @escaping @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, runSourceBody, SourceBody.retained(body, repeats: false), releaseSourceBody)
    }
}

extension Idle {
    /// Runs `body` once, on the main thread, after `milliseconds`; returns the source's id, for
    /// `g_source_remove` to stop it before.
    @discardableResult
    public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runSourceBody, SourceBody.retained(body, repeats: false), releaseSourceBody)
    }

    /// Runs `body` on the main thread every `milliseconds` until `g_source_remove` stops it with
    /// the id returned.
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runSourceBody, SourceBody.retained(body, repeats: true), releaseSourceBody)
    }
}

/// What a source of `Idle` runs, kept alive by the source until GLib destroys it.
private final class SourceBody {
    let body: @MainActor () -> Void
    let repeats: Bool

    private init(_ body: @escaping @MainActor () -> Void, repeats: Bool) {
        self.body = body
        self.repeats = repeats
    }

    /// A retained body for a source's data; `releaseSourceBody` releases it.
    static func retained(_ body: @escaping @MainActor () -> Void, repeats: Bool) -> gpointer {
        Unmanaged.passRetained(SourceBody(body, repeats: repeats)).toOpaque()
    }
}

/// A source's function: runs its body on the main thread (GLib's default context runs there).
private func runSourceBody(_ data: gpointer?) -> gboolean {
    guard let data else { return kittens_source_remove() }
    let source = Unmanaged<SourceBody>.fromOpaque(data).takeUnretainedValue()
    let body = source.body, repeats = source.repeats
    MainActor.assumeIsolated { body() }
    return repeats ? kittens_source_continue() : kittens_source_remove()
}

private func releaseSourceBody(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<SourceBody>.fromOpaque(data).release()
}
