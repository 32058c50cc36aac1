import Foundation

/// What the server answers to one request, including faults a client must survive.
public struct LoopbackResponse: Sendable {
    /// How the end of the body is told to the client.
    public enum Framing: Sendable, Hashable {
        /// `Content-Length` equal to the size of `body`.
        case contentLength
        /// `Content-Length` with this value, whatever the size of `body`.
        case advertisedLength(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
        /// No length at all: the body ends when the server closes the connection.
        case closeDelimited
    }

    /// How the server finishes the exchange.
    public enum Ending: Sendable, Hashable {
        /// Sends the whole body, then closes the connection.
        case complete
        /// Sends the first `bytes` of the body, then keeps the connection open without sending more,
        /// until the client goes away or the server stops.
        case hangAfter(bytes: Int)
        /// Sends the first `bytes` of the body, then resets the connection (TCP RST).
        case resetAfter(bytes: Int)
        /// Sends one byte every `interval` seconds, forever: the body, then spaces, until the
        /// client goes away or the server stops. Use it with `.closeDelimited` or `.chunked`
        /// framing, since a `Content-Length` ends the body for the client.
        case dribbleForever(every: TimeInterval)
        /// Sends the body (as framed) `bytes` at a time with `interval` seconds between, then
        /// closes; stops early when the client goes away. A slow but steady server.
        case dribble(bytes: Int, interval: TimeInterval)
    }

    public var status: Int
    /// Header fields sent as given, before the framing fields the server adds itself.
    public var headers: [(name: String, value: String)]
    public var body: Data
    public var framing: Framing
    public var ending: Ending
    /// Seconds to wait after reading the request and before sending the status line.
    public var delayBeforeHeaders: TimeInterval
    /// Sent right after the status line, before `headers`: a header section too big to read.
    public var headerFlood: HeaderFlood?

    public init(
        status: Int = 200,
        headers: [(name: String, value: String)] = [],
        body: Data = Data(),
        framing: Framing = .contentLength,
        ending: Ending = .complete,
        delayBeforeHeaders: TimeInterval = 0,
        headerFlood: HeaderFlood? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.framing = framing
        self.ending = ending
        self.delayBeforeHeaders = delayBeforeHeaders
        self.headerFlood = headerFlood
    }

    /// A `200 OK` answer with a JSON body.
    public static func json(_ body: Data, status: Int = 200) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: [("Content-Type", "application/json")], body: body)
    }

    /// An answer with this status and a short plain-text body.
    public static func status(_ code: Int) -> LoopbackResponse {
        LoopbackResponse(status: code, headers: [("Content-Type", "text/plain")], body: Data("status \(code)\n".utf8))
    }

    /// A redirect to `location`, which may be absolute or relative to the server.
    public static func redirect(to location: String, status: Int = 302) -> LoopbackResponse {
        LoopbackResponse(status: status, headers: [("Location", location)])
    }
}
