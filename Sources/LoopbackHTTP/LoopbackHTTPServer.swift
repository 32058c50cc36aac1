import Dispatch
import Foundation
import Glibc

/// An HTTP/1.1 server on 127.0.0.1 for tests and benchmarks.
///
/// It listens on a port the system picks, serves each connection on its own thread (so threads are
/// bounded by open connections), answers every request with `handler`, and records the requests
/// it received. By default every answer says `Connection: close` and the connection is closed;
/// a server made with `keepsConnectionsAlive` keeps a connection open for the next request after
/// each complete answer, as web servers and CDNs do for HTTP/1.1 clients (a request saying
/// `Connection: close`, an HTTP/1.0 one, or a fault still closes it). `stop()`, or dropping the
/// last reference, closes everything.
public final class LoopbackHTTPServer: Sendable {
    public typealias Handler = @Sendable (LoopbackRequest) -> LoopbackResponse

    /// The TCP port the server listens on.
    public let port: UInt16
    /// `http://127.0.0.1:<port>`, without a trailing slash.
    public let baseURL: URL

    private let registry: ConnectionRegistry
    private let handler: Handler
    private let keepsConnectionsAlive: Bool
    private let threads = DispatchGroup()

    /// Starts listening at once.
    public init(keepsConnectionsAlive: Bool = false, handler: @escaping Handler) throws(LoopbackHTTPError) {
        let listener = try Socket.listenOnLoopback()
        guard let baseURL = URL(string: "http://127.0.0.1:\(listener.port)") else {
            close(listener.fd)
            throw .socket(call: "URL", errno: 0)
        }
        self.port = listener.port
        self.baseURL = baseURL
        self.handler = handler
        self.keepsConnectionsAlive = keepsConnectionsAlive
        self.registry = ConnectionRegistry(listener: listener.fd)
        startAccepting(on: listener.fd)
    }

    deinit {
        stop()
    }

    /// The requests received so far, in the order their heads were read.
    public var requests: [LoopbackRequest] {
        registry.requests
    }

    /// The absolute URL of `path` (which starts with `/`, and may carry a query) on this server.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path) ?? baseURL
    }

    /// Closes the listener and every open connection, then waits (at most a few seconds) for the
    /// server's threads to end. Calling it again does nothing.
    public func stop() {
        guard registry.stop() else { return }
        _ = threads.wait(timeout: .now() + .seconds(5))
    }

    private func startAccepting(on listener: Int32) {
        let registry = registry
        let handler = handler
        let keepAlive = keepsConnectionsAlive
        let threads = threads
        threads.enter()
        Thread {
            defer {
                registry.closeListener()
                threads.leave()
            }
            while true {
                let fd = accept(listener, nil, nil)
                if fd < 0 {
                    if registry.isStopped { return }
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    usleep(10_000)
                    continue
                }
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                guard registry.admit(fd) else { return }
                threads.enter()
                Thread {
                    defer { threads.leave() }
                    serve(fd, registry: registry, handler: handler, keepAlive: keepAlive)
                }.start()
            }
        }.start()
    }
}

private func serve(_ fd: Int32, registry: ConnectionRegistry, handler: LoopbackHTTPServer.Handler, keepAlive: Bool) {
    var pending: [UInt8] = []
    while true {
        guard let request = RequestReader.read(from: fd, pending: &pending) else {
            registry.closeConnection(fd, reset: false)
            return
        }
        registry.record(request)
        let closing = ResponseWriter.write(handler(request), to: fd, keepingAlive: keepAlive && request.allowsKeepAlive)
        if closing == .keptAlive, !registry.isStopped { continue }
        if closing == .orderly {
            shutdown(fd, Int32(SHUT_WR))
            Socket.drainUntilClosed(fd, seconds: 2)
        }
        registry.closeConnection(fd, reset: closing == .reset)
        return
    }
}

extension LoopbackRequest {
    /// HTTP/1.1 keeps a connection unless the request says `Connection: close`.
    fileprivate var allowsKeepAlive: Bool {
        version == "HTTP/1.1" && !(header("connection")?.lowercased().contains("close") ?? false)
    }
}
