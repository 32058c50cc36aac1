import CGtk

/// The Swift closure behind a signal handler. GLib holds one retain of it, given up in the
/// destroy notify, which GLib calls exactly once: when the handler is disconnected or the
/// object is finalized.
final class SignalClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private let releaseClosureBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The id of a connected signal handler, to disconnect it before its object dies.
public struct SignalHandlerID: Hashable, Sendable {
    public let rawValue: gulong
}

/// Connects signals to Swift closures. Handlers run on the main thread, where GTK emits them.
public enum Signal {
    /// A signal whose handler takes only the instance: `clicked`, `activate` of a button, `destroy`.
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID {
        typealias Callback = @convention(c) (gpointer?, gpointer?) -> Void
        let callback: Callback = { _, data in
            guard let run: @MainActor () -> Void = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run() }
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A signal whose handler gets one pointer argument: `setup` and `bind` of a list item
    /// factory, `notify`, `response`.
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandlerID {
        typealias Callback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
        let callback: Callback = { _, argument, data in
            guard let run: @MainActor (UnsafeMutableRawPointer?) -> Void = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(argument) }
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A signal whose handler gets one unsigned integer: `activate` of a list view (the position).
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String, _ handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalHandlerID {
        typealias Callback = @convention(c) (gpointer?, guint, gpointer?) -> Void
        let callback: Callback = { _, value, data in
            guard let run: @MainActor (UInt32) -> Void = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(value) }
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A signal whose handler gets three unsigned integers: `items-changed` of a list model
    /// (position, removed, added).
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String,
        _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Void
    ) -> SignalHandlerID {
        typealias Callback = @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void
        let callback: Callback = { _, first, second, third, data in
            guard let run: @MainActor (UInt32, UInt32, UInt32) -> Void = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(first, second, third) }
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A signal whose handler gets an integer and a point: `pressed` of a click gesture
    /// (number of presses, x, y).
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String,
        _ handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> SignalHandlerID {
        typealias Callback = @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void
        let callback: Callback = { _, count, x, y, data in
            guard let run: @MainActor (Int32, Double, Double) -> Void = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(count, x, y) }
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A signal whose handler gets two pointer arguments: `parsing-error` of a CSS provider
    /// (section, error).
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandlerID {
        typealias Handler = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
        typealias Callback = @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void
        let callback: Callback = { _, first, second, data in
            guard let run: Handler = Signal.closure(from: data) else { return }
            MainActor.assumeIsolated { run(first, second) }
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// A signal whose handler returns a boolean: `close-request` (true stops the close).
    @MainActor @discardableResult
    public static func connect(
        _ instance: some GPointer, _ name: String, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalHandlerID {
        typealias Callback = @convention(c) (gpointer?, gpointer?) -> gboolean
        let callback: Callback = { _, data in
            guard let run: @MainActor () -> Bool = Signal.closure(from: data) else { return 0 }
            return MainActor.assumeIsolated { run() } ? 1 : 0
        }
        return connect(instance, name, SignalClosureBox(handler), unsafeBitCast(callback, to: GCallback.self))
    }

    /// The closure behind a callback's user data. Each C callback above calls it, since a C
    /// function pointer cannot be generic itself.
    private static func closure<Handler>(from data: gpointer?) -> Handler? {
        data.map { Unmanaged<SignalClosureBox<Handler>>.fromOpaque($0).takeUnretainedValue().handler }
    }

    /// Disconnects a handler; GLib then releases its closure.
    @MainActor
    public static func disconnect(_ instance: some GPointer, _ id: SignalHandlerID) {
        g_signal_handler_disconnect(instance.gpointer, id.rawValue)
    }

    @MainActor
    private static func connect<Handler>(
        _ instance: some GPointer, _ name: String, _ box: SignalClosureBox<Handler>, _ callback: GCallback
    ) -> SignalHandlerID {
        let data = Unmanaged.passRetained(box as AnyObject).toOpaque()
        let id = g_signal_connect_data(instance.gpointer, name, callback, data, releaseClosureBox, GConnectFlags(rawValue: 0))
        precondition(id != 0, "no signal \(name) on this object")
        return SignalHandlerID(rawValue: id)
    }
}
