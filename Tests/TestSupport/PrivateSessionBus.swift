import Foundation
import Glibc

/// A D-Bus session bus of the test's own: a `dbus-daemon` child process with a configuration
/// of its own that names no service folders, so nothing is started on demand for a name (the
/// Secret Service's name has no owner unless a test starts one, see `TestKeyring`).
///
/// Ready when the daemon prints its address; `stop()` (or deinit) ends and reaps it. It is
/// killed, not asked to quit: a child started from a Dispatch worker thread (an async test)
/// inherits that thread's signal mask, with SIGTERM blocked.
public final class PrivateSessionBus: @unchecked Sendable {
    /// The bus address, for `DBUS_SESSION_BUS_ADDRESS`.
    public let address: String
    /// A folder of this bus's own, removed with it; `TestKeyring` keeps its files there too.
    public let folder: URL
    private let daemon = Process()

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("bus.conf")
        try Data("""
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:dir=\(folder.path)</listen>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.utf8).write(to: configuration)
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        daemon.arguments = ["dbus-daemon", "--config-file=\(configuration.path)", "--nofork", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        daemon.standardInput = FileHandle.nullDevice
        try daemon.run()
        address = Self.firstLine(of: output.fileHandleForReading)
        guard !address.isEmpty else {
            stop()
            throw TestEnvironmentError(description: "dbus-daemon (package dbus) did not start a private session bus")
        }
    }

    deinit { stop() }

    /// Ends the daemon and waits for it; idempotent.
    public func stop() {
        if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) }
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Reads until the first newline or the end of the output (the daemon failed and exited).
    private static func firstLine(of handle: FileHandle) -> String {
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let more = handle.availableData
            if more.isEmpty { break }
            bytes.append(more)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}
