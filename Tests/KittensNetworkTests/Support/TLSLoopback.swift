import CSoup
import Foundation
import Glibc
import LoopbackHTTP
import Locking
import TestSupport

/// An `https` front for a `LoopbackHTTPServer` on 127.0.0.1. At start, `openssl` makes a
/// self-signed certificate for the IP address 127.0.0.1 (its PEM file is `certificateFile`, for
/// a client to trust); TLS is GIO's `GTlsServerConnection` (glib-networking); each connection's
/// bytes are relayed to and from the plain backend, so the backend records the requests.
final class TLSLoopback: Sendable {
    let port: UInt16
    let certificateFile: String
    private let directory: URL
    private let certificate: GObjectBox
    private let listener: Int32
    private let backendPort: UInt16
    private let open = Locked<(stopped: Bool, fds: Set<Int32>)>((false, []))
    private let threads = DispatchGroup()

    init(backend: LoopbackHTTPServer) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificateFile = directory.appendingPathComponent("cert.pem").path
        let keyFile = directory.appendingPathComponent("key.pem").path
        try Self.makeCertificate(certificate: certificateFile, key: keyFile)
        var error: UnsafeMutablePointer<GError>?
        guard let certificate = g_tls_certificate_new_from_files(certificateFile, keyFile, &error) else {
            defer { g_clear_error(&error) }
            throw TestEnvironmentError(description: "GIO cannot load the certificate: \(Self.message(error))")
        }
        self.certificate = GObjectBox(certificate)
        backendPort = backend.port
        (listener, port) = try LoopbackListener.open(backlog: 64)
        threads.enter()
        Thread { [self] in
            defer { threads.leave() }
            acceptLoop()
        }.start()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    func url(_ path: String) -> URL {
        URL(string: "https://127.0.0.1:\(port)\(path)")!
    }

    /// Closes the listener and every connection, then waits (a few seconds at most) for the threads.
    func stop() {
        let wasStopped = open.withLock { state in
            defer { state.stopped = true }
            if !state.stopped {
                shutdown(listener, Int32(SHUT_RDWR))
                for fd in state.fds { shutdown(fd, Int32(SHUT_RDWR)) }
            }
            return state.stopped
        }
        guard !wasStopped else { return }
        _ = threads.wait(timeout: .now() + 5)
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if open.withLock({ $0.stopped }) { return }
                continue
            }
            let admitted = open.withLock { state in
                guard !state.stopped else { return false }
                state.fds.insert(fd)
                return true
            }
            guard admitted else {
                close(fd)
                return
            }
            threads.enter()
            Thread { [self] in
                defer { threads.leave() }
                serve(fd)
            }.start()
        }
    }

    /// Handshakes, then relays: client to backend on a second thread, backend to client here.
    private func serve(_ fd: Int32) {
        var error: UnsafeMutablePointer<GError>?
        guard let socket = g_socket_new_from_fd(fd, &error) else {
            g_clear_error(&error)
            forget(fd, closing: true)
            return
        }
        let base = GObjectBox(g_socket_connection_factory_create_connection(socket))
        g_object_unref(socket)
        defer { forget(fd, closing: false) }
        guard let tlsStream = g_tls_server_connection_new(kittens_io_stream(base.raw), certificate.raw.assumingMemoryBound(to: GTlsCertificate.self), &error) else {
            g_clear_error(&error)
            return
        }
        let tls = GObjectBox(tlsStream)
        guard g_tls_connection_handshake(kittens_tls_connection(tls.raw), nil, &error) != 0 else {
            g_clear_error(&error)
            return
        }
        let backend = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard backend >= 0 else { return }
        defer { close(backend) }
        guard LoopbackListener.connect(backend, port: backendPort) == 0 else { return }

        let input = g_io_stream_get_input_stream(kittens_io_stream(tls.raw))
        let output = g_io_stream_get_output_stream(kittens_io_stream(tls.raw))
        let upstreamStop = GObjectBox(g_cancellable_new())
        let upstream = DispatchGroup()
        upstream.enter()
        let inputBox = PointerBox(UnsafeMutableRawPointer(input!))
        Thread {
            defer { upstream.leave() }
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes {
                    g_input_stream_read(inputBox.raw.assumingMemoryBound(to: GInputStream.self), $0.baseAddress, 16 * 1024,
                                        upstreamStop.raw.assumingMemoryBound(to: GCancellable.self), nil)
                }
                guard count > 0 else { break }
                guard buffer.withUnsafeBytes({ send(backend, $0.baseAddress, count, Int32(MSG_NOSIGNAL)) }) == count else { break }
            }
        }.start()

        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(backend, $0.baseAddress, 16 * 1024, 0) }
            guard count > 0 else { break }
            let written = buffer.withUnsafeBytes { g_output_stream_write_all(output, $0.baseAddress, gsize(count), nil, nil, nil) }
            guard written != 0 else { break }
        }
        g_cancellable_cancel(upstreamStop.raw.assumingMemoryBound(to: GCancellable.self))
        upstream.wait()
        g_io_stream_close(kittens_io_stream(tls.raw), nil, nil)
    }

    /// Takes `fd` off the list `stop` shuts down, before GIO closes it (or here, without GIO).
    private func forget(_ fd: Int32, closing: Bool) {
        open.withLock { state in
            state.fds.remove(fd)
            if closing { close(fd) }
        }
    }

    private static func makeCertificate(certificate: String, key: String) throws {
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        do {
            try openssl.run()
        } catch {
            throw TestEnvironmentError(description: "openssl is needed to make a test certificate: \(error)")
        }
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else {
            throw TestEnvironmentError(description: "openssl req failed with status \(openssl.terminationStatus)")
        }
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        error?.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// One owned GObject reference for the test servers, released once.
final class GObjectBox: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer

    init<T>(_ pointer: UnsafeMutablePointer<T>) {
        raw = UnsafeMutableRawPointer(pointer)
    }

    deinit {
        g_object_unref(raw)
    }
}

/// A pointer handed to another thread, which uses it while its owner keeps the object alive.
struct PointerBox: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer

    init(_ raw: UnsafeMutableRawPointer) {
        self.raw = raw
    }
}
