/// A header section no client should accept, streamed after the status line so that the test
/// process never holds it in memory. The server stops sending as soon as the client goes away.
public enum HeaderFlood: Sendable, Hashable {
    /// One header field whose line is `bytes` long.
    case longLine(bytes: Int)
    /// `count` short header fields.
    case manyFields(count: Int)

    static let blockSize = 64 * 1024

    /// Sends the flood as blocks of about `blockSize` bytes; false once the client is gone.
    func send(to fd: Int32) -> Bool {
        switch self {
        case .longLine(let bytes):
            guard Socket.sendAll(fd, Array("X-Flood: ".utf8)) else { return false }
            var left = bytes
            let block = [UInt8](repeating: UInt8(ascii: "a"), count: Self.blockSize)
            while left > 0 {
                guard Socket.sendAll(fd, Array(block.prefix(left))) else { return false }
                left -= block.count
            }
            return Socket.sendAll(fd, Array("\r\n".utf8))
        case .manyFields(let count):
            var block: [UInt8] = []
            for index in 0..<count {
                block += Array("X-Flood-\(index): a\r\n".utf8)
                if block.count >= Self.blockSize || index == count - 1 {
                    guard Socket.sendAll(fd, block) else { return false }
                    block.removeAll(keepingCapacity: true)
                }
            }
            return true
        }
    }
}
