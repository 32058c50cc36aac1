import Foundation
import TestSupport

/// A D-Bus session and an accessibility bus of the test's own, for a real `kittens` process and
/// the tools that drive it from outside as assistive technology and the desktop do: the AT-SPI
/// scripts next to this file (run with Debian's /usr/bin/python3 and python3-pyatspi), and the
/// actions the app exports on the session bus (`org.gtk.Actions`: GtkApplication's `app.*` on
/// its object path, each application window's `win.*` at `<path>/window/<id>`).
final class AccessibleSession {
    static let python = "/usr/bin/python3"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The app's object path on the session bus, from its application id.
    static let applicationPath = "/org/kittensforlinux/Kittens"
    /// The main window's: GtkApplicationWindow numbers the windows of a run from 1, and the main
    /// window is the first the app opens.
    static let mainWindowPath = applicationPath + "/window/1"

    let bus: PrivateSessionBus
    let accessibility: AccessibilityBus

    init() throws {
        guard try ShellCommand.run(Self.python, ["-c", "import pyatspi"]).status == 0 else {
            throw TestEnvironmentError(description: "\(Self.python) cannot import pyatspi: apt-get install python3-pyatspi")
        }
        bus = try PrivateSessionBus()
        do {
            accessibility = try AccessibilityBus(session: bus)
        } catch {
            bus.stop()
            throw error
        }
    }

    deinit { stop() }

    /// What an app needs in its environment to be on these buses.
    var appEnvironment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": bus.address, "AT_SPI_BUS_ADDRESS": accessibility.address, "GTK_A11Y": "atspi"]
    }

    /// Runs the script `name` of this folder with `arguments` on these buses; its exit status
    /// and output, standard error included.
    func runScript(_ name: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        try ShellCommand.run("/usr/bin/env", [
            "-u", "PYTHONPATH", "-u", "PYTHONHOME", "DBUS_SESSION_BUS_ADDRESS=\(bus.address)",
            "AT_SPI_BUS_ADDRESS=\(accessibility.address)", Self.python, Self.folder.appendingPathComponent(name).path,
        ] + arguments, mergingErrors: true)
    }

    /// Activates the action `name` (without its `app.` or `win.` prefix), without a parameter,
    /// that the app exports at `objectPath`, as `gdbus` does; its exit status and output.
    func activate(_ name: String, at objectPath: String) throws -> (status: Int32, text: String) {
        try ShellCommand.run("/usr/bin/env", [
            "DBUS_SESSION_BUS_ADDRESS=\(bus.address)", "gdbus", "call", "--session", "--dest", "org.kittensforlinux.Kittens",
            "--object-path", objectPath, "--method", "org.gtk.Actions.Activate", name, "[]", "{}",
        ], mergingErrors: true)
    }

    /// Ends both buses; idempotent.
    func stop() {
        accessibility.stop()
        bus.stop()
    }
}
