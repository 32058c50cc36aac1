import Foundation
import Glibc
import Locking

/// A real, unlocked Secret Service on the test run's session bus: `gnome-keyring-daemon`, started
/// once per test process with a throwaway password and its keyrings in a temporary folder, so
/// that nothing of the user's is read or written. It ends with the bus (`dbus-run-session`).
///
/// A daemon that D-Bus started on demand for an earlier test (an app launched by a test reads
/// the keyring) has no unlocked keyring and would prompt for every write; it was started by
/// this run's bus, so it is stopped and replaced. Any other Secret Service on the bus (a
/// desktop session's) is left alone and the test fails: run the tests inside `dbus-run-session`.
public enum TestSecretService {
    public static let busName = "org.freedesktop.secrets"
    private static let started = Locked<Int32?>(nil)

    /// Makes sure the unlocked test keyring answers on the session bus.
    public static func ensureRunning() throws {
        try started.withLock { daemon in
            if let pid = ownerPID(), pid == daemon { return }
            if let pid = ownerPID() {
                guard isActivatedOnDemand(pid) else {
                    throw TestEnvironmentError(description: """
                        a Secret Service not started by the tests (pid \(pid)) owns \(busName) on this session \
                        bus; run the tests inside dbus-run-session, as the README says
                        """)
                }
                kill(pid, SIGTERM)
                guard waitFor(seconds: 10, { ownerPID() == nil }) else {
                    throw TestEnvironmentError(description: "the on-demand keyring daemon (pid \(pid)) did not stop")
                }
            }
            daemon = try start()
        }
    }

    /// The process owning the Secret Service's name, nil when none does (or there is no bus).
    public static func ownerPID() -> Int32? {
        let output = try? run("dbus-send", [
            "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
            "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:\(busName)",
        ])
        guard let output, output.status == 0,
              let word = output.text.split(whereSeparator: \.isWhitespace).last else { return nil }
        return Int32(word)
    }

    /// Whether `pid` runs the command D-Bus runs to start the Secret Service on demand.
    private static func isActivatedOnDemand(_ pid: Int32) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return arguments.first?.hasSuffix("gnome-keyring-daemon") == true && arguments.contains("--start")
            && arguments.contains("--foreground")
    }

    private static func start() throws -> Int32 {
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            throw TestEnvironmentError(description: "no D-Bus session bus: run the tests inside dbus-run-session")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-keyring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let password = folder.appendingPathComponent("password")
        try Data("kittens-test".utf8).write(to: password)
        let log = folder.appendingPathComponent("daemon.log")
        // The daemon keeps standard output open, so it goes to a file that nobody waits on.
        let status = try run("env", [
            "XDG_DATA_HOME=\(folder.appendingPathComponent("data").path)", "/usr/bin/gnome-keyring-daemon",
            "--unlock", "--components=secrets", "--daemonize",
            "--control-directory=\(folder.appendingPathComponent("keyring").path)",
        ], inputFile: password, outputFile: log).status
        guard status == 0, waitFor(seconds: 10, { ownerPID() != nil }), let pid = ownerPID() else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw TestEnvironmentError(description: """
                gnome-keyring-daemon (package gnome-keyring) did not take \(busName) on the bus (exit status \(status)): \(text)
                """)
        }
        return pid
    }

    /// Runs `command` with `arguments` through the shell and returns its exit status and standard
    /// output (or nothing, when the output goes to `outputFile`; with standard error when
    /// `mergingErrors`). Standard input comes from
    /// `input`, else from `inputFile`, else /dev/null. `popen` and `pclose` wait for exactly this
    /// child, without a run loop.
    public static func run(
        _ command: String, _ arguments: [String], input: Data? = nil, inputFile: URL? = nil, outputFile: URL? = nil,
        mergingErrors: Bool = false
    ) throws -> (status: Int32, text: String) {
        var inputPath = inputFile?.path ?? "/dev/null"
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-input-\(UUID().uuidString)")
            try input.write(to: file)
            inputPath = file.path
        }
        defer { if input != nil { try? FileManager.default.removeItem(atPath: inputPath) } }
        let quoted = ([command] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let output = outputFile.map { "> '\($0.path)' 2>&1" } ?? (mergingErrors ? "2>&1" : "2>/dev/null")
        let line = quoted.joined(separator: " ") + " < '\(inputPath)' " + output
        guard let pipe = popen(line, "r") else {
            throw TestEnvironmentError(description: "could not run \(command)")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        let status = pclose(pipe)
        let exitStatus = status >= 0 && (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return (exitStatus, String(decoding: bytes, as: UTF8.self))
    }

    private static func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }
}
