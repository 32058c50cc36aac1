import CGLib

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

/// Connects GLib signals to Swift closures: `Signal.connect(button, .clicked) { ... }`. The
/// signal is a typed value (`SignalName`) that fixes its name, the class that emits it (see
/// `SignalEmitter`) and the handler's shape (`SignalShape`) together, so a handler connected to
/// the wrong object, or of the wrong shape, does not compile.
public enum Signal {
    /// Disconnects a handler; GLib then releases its closure.
    public static func disconnect(_ instance: some GPointer, _ id: SignalHandlerID) {
        g_signal_handler_disconnect(instance.gpointer, id.rawValue)
    }

    /// Disconnects a handler of an object that may have been disposed while it was kept alive
    /// by a reference (a window's frame clock after the window went): disposing disconnects
    /// every handler, and disconnecting one again makes GLib warn.
    public static func disconnectUnlessDisposed(_ instance: some GPointer, _ id: SignalHandlerID) {
        guard g_signal_handler_is_connected(instance.gpointer, id.rawValue) != 0 else { return }
        g_signal_handler_disconnect(instance.gpointer, id.rawValue)
    }

    /// Connects `handler` to `signal` of `emitter`; it runs until disconnected or until the object
    /// is finalized.
    @discardableResult
    public static func connect<Emitter: SignalEmitter, Handler>(
        _ emitter: Emitter, _ signal: SignalName<Emitter.Class, Handler>, _ handler: Handler
    ) -> SignalHandlerID {
        let data = Unmanaged.passRetained(signal.shape.box(handler)).toOpaque()
        let id = g_signal_connect_data(
            emitter.gpointer, signal.name, signal.shape.callback, data, releaseClosureBox, GConnectFlags(rawValue: 0))
        precondition(id != 0, "no signal \(signal.name) on this object")
        return SignalHandlerID(rawValue: id)
    }

    /// The closure behind a callback's user data. Each C callback calls it, since a C function
    /// pointer cannot be generic itself.
    static func closure<Handler>(from data: gpointer?) -> Handler? {
        data.map { Unmanaged<SignalClosureBox<Handler>>.fromOpaque($0).takeUnretainedValue().handler }
    }
}
