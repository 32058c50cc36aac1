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

/// Connects GLib signals to Swift closures, one typed function per signal (`onClicked`,
/// `onItemActivate`, `onNotify(_:property:)`, ...; see `TypedSignals.swift`). Each function fixes
/// both the signal's name and the C callback's shape, so a handler of the wrong shape does not
/// compile. Handlers run on the main thread, where GTK emits them.
public enum Signal {
    /// Disconnects a handler; GLib then releases its closure.
    @MainActor
    public static func disconnect(_ instance: some GPointer, _ id: SignalHandlerID) {
        g_signal_handler_disconnect(instance.gpointer, id.rawValue)
    }

    /// Connects `callback`, a C function whose last parameter is the user data, with `handler` as
    /// that user data. Only the typed functions call this, each with the callback of its signal.
    @MainActor
    static func connect<Handler>(
        _ instance: some GPointer, _ name: String, _ handler: Handler, _ callback: GCallback
    ) -> SignalHandlerID {
        let data = Unmanaged.passRetained(SignalClosureBox(handler) as AnyObject).toOpaque()
        let id = g_signal_connect_data(instance.gpointer, name, callback, data, releaseClosureBox, GConnectFlags(rawValue: 0))
        precondition(id != 0, "no signal \(name) on this object")
        return SignalHandlerID(rawValue: id)
    }

    /// The closure behind a callback's user data. Each C callback calls it, since a C function
    /// pointer cannot be generic itself.
    static func closure<Handler>(from data: gpointer?) -> Handler? {
        data.map { Unmanaged<SignalClosureBox<Handler>>.fromOpaque($0).takeUnretainedValue().handler }
    }
}
