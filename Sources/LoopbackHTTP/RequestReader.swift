import Foundation

/// Reads and parses one HTTP/1.1 request head, and its `Content-Length` body, from a connection.
enum RequestReader {
    static let maximumHeadBytes = 64 * 1024
    /// Bytes of a body kept for assertions; the rest is read and dropped.
    static let maximumKeptBodyBytes = 1024 * 1024

    /// The next request on the connection. `pending` holds bytes received past the previous
    /// request (a client may send the next one before the answer), and keeps those past this one.
    static func read(from fd: Int32, pending: inout [UInt8]) -> LoopbackRequest? {
        var received = pending
        pending = []
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd = firstIndex(of: terminator, in: received, from: 0)
        while headEnd == nil {
            if received.count > maximumHeadBytes { return nil }
            let chunk = Socket.receive(fd)
            guard !chunk.isEmpty else { return nil }
            let searchFrom = max(0, received.count - 3)
            received += chunk
            headEnd = firstIndex(of: terminator, in: received, from: searchFrom)
        }
        guard let headEnd, var request = parseHead(String(decoding: received[..<headEnd], as: UTF8.self)) else {
            return nil
        }
        var alreadyRead = Array(received[(headEnd + terminator.count)...])
        request.body = readBody(of: request, from: fd, alreadyRead: &alreadyRead)
        pending = alreadyRead
        return request
    }

    static func parseHead(_ head: String) -> LoopbackRequest? {
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3 else { return nil }
        let (path, query) = splitTarget(String(requestLine[1]))
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        var request = LoopbackRequest(
            method: String(requestLine[0]), path: path, queryItems: query, headers: headers, target: String(requestLine[1]))
        request.version = String(requestLine[2])
        return request
    }

    private static func splitTarget(_ target: String) -> (String, [LoopbackRequest.QueryItem]) {
        var target = target
        if target.lowercased().hasPrefix("http://"), let components = URLComponents(string: target) {
            target = components.percentEncodedPath + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
        }
        guard let mark = target.firstIndex(of: "?") else { return (target, []) }
        let items = target[target.index(after: mark)...].split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in part.removingPercentEncoding ?? String(part) }
            return LoopbackRequest.QueryItem(name: decode(parts[0]), value: parts.count > 1 ? decode(parts[1]) : nil)
        }
        return (String(target[..<mark]), items)
    }

    /// The body of `request`: from `alreadyRead` first, which keeps what lies past the body.
    private static func readBody(of request: LoopbackRequest, from fd: Int32, alreadyRead: inout [UInt8]) -> Data {
        guard let length = request.header("content-length").flatMap(Int.init), length > 0 else { return Data() }
        let inHand = min(length, alreadyRead.count)
        var body = Data(alreadyRead.prefix(min(inHand, maximumKeptBodyBytes)))
        alreadyRead.removeFirst(inHand)
        var remaining = length - inHand
        while remaining > 0 {
            let chunk = Socket.receive(fd, capacity: min(remaining, 16 * 1024))
            guard !chunk.isEmpty else { break }
            remaining -= chunk.count
            body.append(contentsOf: chunk.prefix(max(0, maximumKeptBodyBytes - body.count)))
        }
        return body
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
