import CGLib
import GLibRuntime

/// The answer of a portal request: the `Response` signal of the Request object at `path`,
/// subscribed to from when this is made. `value` waits for it once.
@MainActor
final class PortalResponse {
    private let connection: OpaquePointer
    private var subscription: guint = 0
    private var answer: WallpaperPortal.Outcome?
    private var waiting: CheckedContinuation<WallpaperPortal.Outcome, Never>?

    init(connection: OpaquePointer, path: String) {
        self.connection = connection
        let box = Unmanaged.passRetained(WeakResponse(self)).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(
            connection, WallpaperPortal.busName, WallpaperPortal.requestInterface, "Response", path, nil,
            G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let data, let parameters else { return }
                let code = g_variant_get_child_value(parameters, 0).map { child in
                    defer { g_variant_unref(child) }
                    return g_variant_get_uint32(child)
                }
                let response = Unmanaged<WeakResponse>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { response.target?.answered(code) }
            }, box, { data in
                guard let data else { return }
                Unmanaged<WeakResponse>.fromOpaque(data).release()
            })
    }

    isolated deinit { cancel() }

    /// The portal's answer: 0 done, 1 cancelled by the person, anything else refused.
    var value: WallpaperPortal.Outcome {
        get async {
            if let answer { return answer }
            return await withCheckedContinuation { waiting = $0 }
        }
    }

    /// Stops listening; a `value` still waited for is answered as failed.
    func cancel() {
        if subscription != 0 {
            g_dbus_connection_signal_unsubscribe(connection, subscription)
            subscription = 0
        }
        finish(.failed(reason: "the request was given up"))
    }

    private func answered(_ code: UInt32?) {
        switch code {
        case 0: finish(.set)
        case 1: finish(.cancelled)
        default: finish(.failed(reason: "the desktop refused"))
        }
        cancel()
    }

    private func finish(_ outcome: WallpaperPortal.Outcome) {
        guard answer == nil else { return }
        answer = outcome
        waiting?.resume(returning: outcome)
        waiting = nil
    }
}

/// What the signal's callback holds: the response, without keeping it alive.
private final class WeakResponse {
    weak var target: PortalResponse?

    init(_ target: PortalResponse) { self.target = target }
}
