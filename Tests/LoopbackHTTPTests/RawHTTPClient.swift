import Foundation
import Glibc

/// A blocking TCP client that sends raw bytes and returns everything the server sends until it
/// closes (or, given `maxBytes`, until that many arrived), so the server's framing can be
/// checked byte for byte.
enum RawHTTPClient {
    static func exchange(port: UInt16, request: String, timeoutSeconds: Int = 5, maxBytes: Int = .max) -> [UInt8]? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(INADDR_LOOPBACK).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            return nil
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < maxBytes {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 4096, 0) }
            guard count > 0 else { return received }
            received += buffer.prefix(count)
        }
        return received
    }
}
