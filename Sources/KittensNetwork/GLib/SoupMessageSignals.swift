internal import CSoup
internal import GLibRuntime

/// `SoupMessage` and its signals. libsoup is loaded at run time (see `CSoup`), so its GType is
/// looked up by name: it is registered once a message exists.
protocol IsSoupMessage {}

enum SoupMessageClass: RegisteredClass, IsSoupMessage {
    static var gType: GType { g_type_from_name("SoupMessage") }
}

extension Signal {
    /// `network-event` of a `SoupMessage`: a step of opening its connection (resolving,
    /// connecting, the TLS handshake ...). Runs on the thread that sends the message.
    @discardableResult
    static func onNetworkEvent<Message: SignalEmitter>(
        _ message: Message, _ handler: @escaping (_ event: GSocketClientEvent) -> Void
    ) -> SignalHandlerID where Message.Class: IsSoupMessage {
        connect(message, "network-event", .unsignedAndPointerOnEmittingThread) { event, _ in
            handler(GSocketClientEvent(rawValue: event))
        }
    }
}
