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
        let output = try? run("/usr/bin/dbus-send", [
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
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        // The daemon keeps standard output open: a file, not a pipe, so nothing waits for its end.
        let log = folder.appendingPathComponent("daemon.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw TestEnvironmentError(description: "cannot create \(log.path)")
        }
        let output = try FileHandle(forWritingTo: log)
        let password = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gnome-keyring-daemon")
        process.arguments = [
            "--unlock", "--components=secrets", "--daemonize",
            "--control-directory=\(folder.appendingPathComponent("keyring").path)",
        ]
        process.environment = environment
        process.standardInput = password
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw TestEnvironmentError(description: "gnome-keyring-daemon could not start (package gnome-keyring): \(error)")
        }
        password.fileHandleForWriting.write(Data("kittens-test".utf8))
        try password.fileHandleForWriting.close()
        process.waitUntilExit()
        try output.close()
        guard waitFor(seconds: 10, { ownerPID() != nil }), let pid = ownerPID() else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw TestEnvironmentError(description: "gnome-keyring-daemon did not take \(busName) on the bus: \(text)")
        }
        return pid
    }

    /// Runs `executable` and returns its exit status and standard output.
    public static func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
