/// Writes a `LoopbackResponse` to a connection, faults included.
enum ResponseWriter {
    /// What to do with the connection once the response is written.
    enum Closing {
        case orderly
        case reset
        /// Left open for the client's next request.
        case keptAlive
    }

    static let chunkSize = 4 * 1024

    /// Writes `response`. With `keepingAlive`, a complete answer whose length the client knows
    /// (not a fault, not ended by the close) says nothing of closing and leaves the connection
    /// open (`.keptAlive`), as a web server or CDN does; every other answer says
    /// `Connection: close`.
    static func write(_ response: LoopbackResponse, to fd: Int32, keepingAlive: Bool = false) -> Closing {
        let keepsAlive = keepingAlive && canKeepAlive(after: response)
        if response.delayBeforeHeaders > 0 && !Socket.waitWhilePeerStays(fd, seconds: response.delayBeforeHeaders) {
            return .orderly
        }
        let body = [UInt8](response.body)
        if let flood = response.headerFlood {
            guard Socket.sendAll(fd, statusLine(of: response)), flood.send(to: fd),
                  Socket.sendAll(fd, fields(of: response)) else { return .orderly }
        } else if response.ending == .complete {
            // Head and body in one write, as a server does: sent apart, the body would wait for
            // the client's delayed acknowledgement of the head (Nagle), 40 ms on a kept connection.
            let sent = Socket.sendAll(fd, head(of: response, keepingAlive: keepsAlive)
                + wireBody(body, framing: response.framing, isComplete: true))
            return sent && keepsAlive ? .keptAlive : .orderly
        } else {
            guard Socket.sendAll(fd, head(of: response)) else { return .orderly }
        }

        switch response.ending {
        case .complete:
            // After a header flood only; the connection then closes.
            _ = Socket.sendAll(fd, wireBody(body, framing: response.framing, isComplete: true))
            return .orderly
        case .hangAfter(let bytes):
            _ = Socket.sendAll(fd, wireBody(Array(body.prefix(bytes)), framing: response.framing, isComplete: false))
            Socket.drainUntilClosed(fd)
            return .orderly
        case .resetAfter(let bytes):
            _ = Socket.sendAll(fd, wireBody(Array(body.prefix(bytes)), framing: response.framing, isComplete: false))
            return .reset
        case .dribbleForever(let interval):
            var sent = 0
            while Socket.waitWhilePeerStays(fd, seconds: interval) {
                let byte = sent < body.count ? body[sent] : UInt8(ascii: " ")
                guard Socket.sendAll(fd, wireBody([byte], framing: response.framing, isComplete: false)) else { break }
                sent += 1
            }
            return .orderly
        case .dribble(let bytes, let interval):
            dribble(wireBody(body, framing: response.framing, isComplete: true), to: fd, step: max(bytes, 1), interval: interval)
            return .orderly
        }
    }

    private static func dribble(_ wire: [UInt8], to fd: Int32, step: Int, interval: Double) {
        var start = 0
        while start < wire.count {
            let end = min(start + step, wire.count)
            guard Socket.sendAll(fd, Array(wire[start..<end])) else { return }
            start = end
            if start < wire.count && !Socket.waitWhilePeerStays(fd, seconds: interval) { return }
        }
    }

    /// Whether the client can tell where `response` ends without the connection closing.
    private static func canKeepAlive(after response: LoopbackResponse) -> Bool {
        guard response.ending == .complete, response.headerFlood == nil else { return false }
        switch response.framing {
        case .contentLength, .chunked: return true
        case .advertisedLength, .closeDelimited: return false
        }
    }

    static func head(of response: LoopbackResponse, keepingAlive: Bool = false) -> [UInt8] {
        statusLine(of: response) + fields(of: response, keepingAlive: keepingAlive)
    }

    static func statusLine(of response: LoopbackResponse) -> [UInt8] {
        Array("HTTP/1.1 \(response.status) \(reasonPhrase(for: response.status))\r\n".utf8)
    }

    /// The header fields and the blank line that ends them.
    static func fields(of response: LoopbackResponse, keepingAlive: Bool = false) -> [UInt8] {
        var lines = response.headers.map { "\($0.name): \($0.value)" }
        switch response.framing {
        case .contentLength: lines.append("Content-Length: \(response.body.count)")
        case .advertisedLength(let length): lines.append("Content-Length: \(length)")
        case .chunked: lines.append("Transfer-Encoding: chunked")
        case .closeDelimited: break
        }
        if !keepingAlive { lines.append("Connection: close") }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static func wireBody(_ payload: [UInt8], framing: LoopbackResponse.Framing, isComplete: Bool) -> [UInt8] {
        guard framing == .chunked else { return payload }
        var wire: [UInt8] = []
        var start = 0
        while start < payload.count {
            let end = min(start + chunkSize, payload.count)
            wire += Array("\(String(end - start, radix: 16))\r\n".utf8) + payload[start..<end] + Array("\r\n".utf8)
            start = end
        }
        if isComplete { wire += Array("0\r\n\r\n".utf8) }
        return wire
    }
}
