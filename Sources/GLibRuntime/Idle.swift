import CGLib

/// Runs work once the main loop is idle, outside whatever GTK is doing now (a size
/// allocation, a signal emission), before it draws the next frame.
@MainActor
public enum Idle {
    /// Runs `body` once, on the main thread, at `G_PRIORITY_HIGH_IDLE`: after the events
    /// pending now, before GTK's layout and drawing of the next frame.
    public static func once(_ body: @escaping @MainActor () -> Void) {
        let box = IdleBody(body)
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            guard let data else { return kittens_source_remove() }
            let box = Unmanaged<IdleBody>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
            return kittens_source_remove()
        }, Unmanaged.passRetained(box).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<IdleBody>.fromOpaque(data).release()
        })
    }
}

extension Idle {
    /// Runs `body` once, on the main thread, after `milliseconds`; returns the source's id, for
    /// `g_source_remove` to stop it before.
    @discardableResult
    public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return kittens_source_remove() }
            let box = Unmanaged<IdleBody>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
            return kittens_source_remove()
        }, Unmanaged.passRetained(IdleBody(body)).toOpaque(), { data in
            guard let data else { return }
            Unmanaged<IdleBody>.fromOpaque(data).release()
        })
    }
}

private final class IdleBody {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
