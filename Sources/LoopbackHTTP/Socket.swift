import Glibc

/// The few blocking POSIX socket operations the server needs, on raw file descriptors.
enum Socket {
    /// A listening TCP socket bound to 127.0.0.1 on a port the system picks.
    static func listenOnLoopback() throws(LoopbackHTTPError) -> (fd: Int32, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .socket(call: "socket", errno: errno) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(INADDR_LOOPBACK).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { return try failAndClose(fd, call: "bind") }
        guard listen(fd, 128) == 0 else { return try failAndClose(fd, call: "listen") }

        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { return try failAndClose(fd, call: "getsockname") }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private static func failAndClose(_ fd: Int32, call: String) throws(LoopbackHTTPError) -> (fd: Int32, port: UInt16) {
        let code = errno
        close(fd)
        throw .socket(call: call, errno: code)
    }

    /// Sends all of `bytes`; false when the peer is gone.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                send(fd, buffer.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            sent += result
        }
        return true
    }

    /// Receives up to `capacity` bytes; empty at end of stream or on error.
    static func receive(_ fd: Int32, capacity: Int = 16 * 1024) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, capacity, 0) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer.prefix(count)) : []
        }
    }

    /// Waits `seconds`; returns false early when the peer closes the connection or the server shuts it down.
    static func waitWhilePeerStays(_ fd: Int32, seconds: Double) -> Bool {
        let deadline = monotonicSeconds() + seconds
        while true {
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return true }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32((remaining * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 }
            if poller.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return false }
            var probe: UInt8 = 0
            if recv(fd, &probe, 1, Int32(MSG_PEEK)) <= 0 { return false }
            usleep(useconds_t(min(remaining, 1) * 1_000_000))
        }
    }

    /// Blocks until the peer closes the connection or the server shuts it down, discarding what arrives.
    static func drainUntilClosed(_ fd: Int32, seconds: Double? = nil) {
        let deadline = seconds.map { monotonicSeconds() + $0 }
        while true {
            if let deadline {
                let remaining = deadline - monotonicSeconds()
                guard remaining > 0 else { return }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32((remaining * 1000).rounded(.up)))
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { return }
            }
            if receive(fd).isEmpty { return }
        }
    }

    /// Makes the next `close` send a TCP reset instead of an orderly shutdown.
    static func resetOnClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
