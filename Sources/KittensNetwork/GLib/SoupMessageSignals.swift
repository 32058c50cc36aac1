internal import CSoup
internal import GLibRuntime

/// `SoupMessage` and its signals. libsoup is loaded at run time (see `CSoup`), so its GType is
/// looked up by name: it is registered once a message exists.
protocol IsSoupMessage {}

enum SoupMessageClass: RegisteredClass, IsSoupMessage {
    static var gType: GType { g_type_from_name("SoupMessage") }
}

extension SignalName where Class: IsSoupMessage {
    /// `network-event` of a `SoupMessage`: a step of opening its connection (resolving,
    /// connecting, the TLS handshake ...). Runs on the thread that sends the message.
    static var networkEvent: SignalName<Class, (_ event: GSocketClientEvent) -> Void> {
        .init("network-event", SignalShape.unsignedAndPointerOnEmittingThread.adapted { handler in
            { event, _ in handler(GSocketClientEvent(rawValue: event)) }
        })
    }
}
