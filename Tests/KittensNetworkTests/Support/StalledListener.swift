import Glibc

/// A TCP port on 127.0.0.1 where connecting hangs: the socket listens with the smallest backlog
/// and never accepts, and a few connections fill that backlog, so the kernel drops the SYN of
/// the next client, whose `connect` then waits (retrying) instead of failing.
final class StalledListener {
    let port: UInt16
    private let listener: Int32
    private var fillers: [Int32] = []

    init() throws {
        (listener, port) = try LoopbackListener.open(backlog: 0)
        for _ in 0..<8 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard filler >= 0 else { continue }
            LoopbackListener.connect(filler, port: port)
            fillers.append(filler)
        }
    }

    deinit {
        for filler in fillers { close(filler) }
        close(listener)
    }
}
