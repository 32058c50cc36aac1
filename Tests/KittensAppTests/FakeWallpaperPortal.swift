import CGLib
import Foundation
import TestSupport

/// A private session bus (its own `dbus-daemon`) with a fake desktop portal on it:
/// python3-dbusmock with `data/fixtures/wallpaper_portal_mock.py`, which answers each
/// `SetWallpaperFile` with `response` and writes what it was called with to `record`.
/// Without `withPortal`, the bus has no portal at all.
final class FakeWallpaperPortal {
    let address: String
    let record: URL
    private let daemon: Process
    private var mock: Process?

    init(response: UInt32 = 0, withPortal: Bool = true) throws {
        let folder = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: FileManager.default.temporaryDirectory, create: true)
        record = folder.appendingPathComponent("calls.jsonl")
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        try daemon.run()
        let line = output.fileHandleForReading.availableData
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else { throw TestEnvironmentError(description: "dbus-daemon printed no address") }
        guard withPortal else { return }
        let mock = Process()
        mock.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let parameters = "{\"record\": \"\(record.path)\", \"response\": \(response)}"
        mock.arguments = [
            "-m", "dbusmock", "--session", "--template",
            Fixtures.directory.appendingPathComponent("wallpaper_portal_mock.py").path, "-p", parameters,
        ]
        mock.environment = ProcessInfo.processInfo.environment.merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }
        mock.standardOutput = FileHandle.nullDevice
        try mock.run()
        self.mock = mock
    }

    deinit {
        mock?.terminate()
        mock?.waitUntilExit()
        daemon.terminate()
        daemon.waitUntilExit()
    }

    /// A new connection to the bus, as a client; nil when it cannot be made.
    func connect() -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        if let error { g_error_free(error) }
        return connection
    }

    /// Whether the portal's name is owned on the bus yet.
    func portalIsOnTheBus(_ connection: OpaquePointer) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            g_variant_new_tuple([g_variant_new_string("org.freedesktop.portal.Desktop")], 1), nil,
            G_DBUS_CALL_FLAGS_NONE, 2_000, nil, &error)
        if let error { g_error_free(error) }
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        guard let value = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(value) }
        return g_variant_get_boolean(value) != 0
    }

    /// Each call the portal got, as the mock wrote it.
    func calls() throws -> [[String: Any]] {
        guard let text = try? String(contentsOf: record, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
    }
}
