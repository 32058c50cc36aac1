import Foundation
import Glibc
import TestSupport

/// An accessibility bus of the test's own: `at-spi-bus-launcher` (package at-spi2-core) on a
/// private session bus, where it starts the AT-SPI bus and registry. Apps and AT-SPI clients
/// reach it through `AT_SPI_BUS_ADDRESS`.
///
/// The launcher runs without `DISPLAY`: on X it would put the bus address on the root window
/// (`AT_SPI_BUS`), where it would outlive this bus, and later apps on the display would try to
/// reach a bus that is gone. It runs with a runtime folder of its own (`XDG_RUNTIME_DIR`): the
/// launcher puts its socket at `<runtime folder>/at-spi/bus` (or `~/.cache/at-spi/bus` without
/// one), and another launcher on the same path, such as the one D-Bus starts for the other GTK
/// tests, would remove this bus's socket when it ends. `stop()` (or deinit) ends the launcher,
/// which ends its bus.
final class AccessibilityBus {
    /// For `AT_SPI_BUS_ADDRESS`.
    let address: String
    private let launcher = Process()
    private let runtimeFolder: URL

    init(session: PrivateSessionBus) throws {
        launcher.executableURL = URL(fileURLWithPath: "/usr/libexec/at-spi-bus-launcher")
        launcher.arguments = ["--launch-immediately", "--a11y=1"]
        var template = Array((FileManager.default.temporaryDirectory.path + "/kittens-a11y-XXXXXX").utf8CString)
        guard let folder = mkdtemp(&template) else {
            throw TestEnvironmentError(description: "no runtime folder for the accessibility bus: \(String(cString: strerror(errno)))")
        }
        runtimeFolder = URL(fileURLWithPath: String(cString: folder), isDirectory: true)
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = session.address
        environment["XDG_RUNTIME_DIR"] = runtimeFolder.path
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS"] { environment.removeValue(forKey: name) }
        launcher.environment = environment
        launcher.standardInput = FileHandle.nullDevice
        launcher.standardOutput = FileHandle.nullDevice
        launcher.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher") else {
            throw TestEnvironmentError(description: "no /usr/libexec/at-spi-bus-launcher: apt-get install at-spi2-core")
        }
        try launcher.run()
        let bus = "DBUS_SESSION_BUS_ADDRESS=\(session.address)"
        // Returns as soon as the launcher owns its name: a wait on the bus, not a pause.
        let waited = try ShellCommand.run("/usr/bin/env", [bus, "gdbus", "wait", "--session", "--timeout", "20", "org.a11y.Bus"])
        let reply = try ShellCommand.run("/usr/bin/env", [
            bus, "gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
            "--method", "org.a11y.Bus.GetAddress",
        ])
        // The reply reads ('unix:path=/tmp/...,guid=...',).
        let parts = reply.text.split(separator: "'")
        guard waited.status == 0, reply.status == 0, parts.count >= 2, parts[1].contains(":") else {
            Self.end(launcher)
            throw TestEnvironmentError(description: "at-spi-bus-launcher gave no bus address: \(reply.text)")
        }
        address = String(parts[1])
    }

    deinit { stop() }

    /// Ends the launcher, which ends its bus and registry, and waits for it; idempotent.
    func stop() {
        Self.end(launcher)
        try? FileManager.default.removeItem(at: runtimeFolder)
    }

    private static func end(_ launcher: Process) {
        if launcher.isRunning { kill(launcher.processIdentifier, SIGTERM) }
        launcher.waitUntilExit()
    }
}
