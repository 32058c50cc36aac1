import Foundation
import Glibc
import Locking
import XCTest

/// A real, unlocked Secret Service of the tests' own: `gnome-keyring-daemon` on a
/// `PrivateSessionBus`, with a throwaway password and its home, data and runtime folders in the
/// bus's temporary folder, so that nothing of the user's is read or written.
///
/// libsecret talks to the process's one session bus, fixed when GIO first connects to it, so code
/// under test reaches this keyring from a child process started with `environment`
/// (`XCTestCase.runsInChild(with:)`); the child checks it was given this bus (`KeyringBus.inChild()`).
/// One keyring serves a test class: `shared()` starts it, `stopShared()` in the class's
/// `tearDown` ends and reaps the daemon and the bus.
public final class TestKeyring: @unchecked Sendable {
    public static let busName = "org.freedesktop.secrets"
    private static let current = Locked<TestKeyring?>(nil)

    public let bus: KeyringBus
    private let sessionBus: PrivateSessionBus
    private let daemon = Process()

    private init() throws {
        sessionBus = try PrivateSessionBus()
        bus = KeyringBus(address: sessionBus.address)
        let home = sessionBus.folder.appendingPathComponent("home")
        let runtime = sessionBus.folder.appendingPathComponent("runtime")
        for folder in [home, runtime] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let password = sessionBus.folder.appendingPathComponent("password")
        try Data("kittens-test".utf8).write(to: password)
        let log = sessionBus.folder.appendingPathComponent("daemon.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/gnome-keyring-daemon")
        daemon.arguments = [
            "--unlock", "--components=secrets", "--foreground",
            "--control-directory=\(runtime.appendingPathComponent("keyring").path)",
        ]
        daemon.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "XDG_RUNTIME_DIR": runtime.path,
            "DBUS_SESSION_BUS_ADDRESS": sessionBus.address,
        ]
        daemon.standardInput = try FileHandle(forReadingFrom: password)
        let logHandle = try FileHandle(forWritingTo: log)
        daemon.standardOutput = logHandle
        daemon.standardError = logHandle
        do {
            try daemon.run()
        } catch {
            sessionBus.stop()
            throw TestEnvironmentError(description: "gnome-keyring-daemon (package gnome-keyring) could not run: \(error)")
        }
        // `gdbus wait` returns when the name gets an owner; its timeout only guards against a daemon that never takes it.
        let waited = try ShellCommand.run(
            "env", ["DBUS_SESSION_BUS_ADDRESS=\(sessionBus.address)", "gdbus", "wait", "--session", "--timeout", "30", Self.busName],
            mergingErrors: true)
        guard waited.status == 0, daemon.isRunning else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            stop()
            throw TestEnvironmentError(description: """
                gnome-keyring-daemon did not take \(Self.busName) on the private bus (gdbus wait: \(waited.status) \(waited.text)): \(text)
                """)
        }
    }

    /// The keyring of the current test class, started on first use.
    public static func shared() throws -> TestKeyring {
        try current.withLock { keyring in
            if let keyring { return keyring }
            let started = try TestKeyring()
            keyring = started
            return started
        }
    }

    /// Ends the current test class's keyring, if one was started.
    public static func stopShared() {
        current.withLock { keyring in
            keyring?.stop()
            keyring = nil
        }
    }

    /// Ends and reaps the daemon, then the bus.
    public func stop() {
        if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) }
        daemon.waitUntilExit()
        sessionBus.stop()
    }
}

/// The address of a `TestKeyring`'s bus, and `secret-tool` run against it.
public struct KeyringBus: Sendable {
    /// Names the test keyring's bus in a child process's environment, beside `DBUS_SESSION_BUS_ADDRESS`.
    public static let variable = "KITTENS_TEST_KEYRING_BUS"

    public let address: String

    /// What a child process needs in its environment to use this keyring (and no accessibility
    /// bus, which would outlive the private bus as a property of the X display).
    public var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, Self.variable: address, "GTK_A11Y": "none"]
    }

    /// In a child process: the test keyring's bus, which is the process's session bus. Throws
    /// when the session bus is any other, so that a test never touches a desktop's keyring.
    public static func inChild() throws -> KeyringBus {
        let environment = ProcessInfo.processInfo.environment
        guard let address = environment[variable], !address.isEmpty, environment["DBUS_SESSION_BUS_ADDRESS"] == address else {
            throw TestEnvironmentError(description: "the session bus is not a test keyring's private bus; refusing to touch its keyring")
        }
        return KeyringBus(address: address)
    }

    /// Runs `secret-tool arguments…` on this bus, with `input` on standard input.
    public func secretTool(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, text: String) {
        try ShellCommand.run("env", ["DBUS_SESSION_BUS_ADDRESS=\(address)", "secret-tool"] + arguments, input: input)
    }
}

extension XCTestCase {
    /// In the test process: runs the calling test in a child process on the test class's
    /// `TestKeyring` (see `runsInChild(with:)`) and returns false. In that child: checks that
    /// its session bus is the test keyring's and returns true, and the test goes on with its body.
    public func runsInChildWithTestKeyring(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Bool {
        if ChildTestProcess.isChild {
            _ = try KeyringBus.inChild()
            return true
        }
        return try runsInChild(with: TestKeyring.shared().bus.environment, function: function, file: file, line: line)
    }
}
