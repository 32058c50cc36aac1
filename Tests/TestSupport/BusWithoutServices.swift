import Foundation
import Glibc

/// A private D-Bus session bus whose configuration names no service folders, so that nothing
/// is started on demand for a name: the Secret Service's name has no owner and cannot get one.
public final class BusWithoutServices {
    public let address: String
    private let pid: Int32

    public init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-bus-\(UUID().uuidString)")
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
        let output = folder.appendingPathComponent("started")
        let status = try TestSecretService.run("dbus-daemon", [
            "--config-file=\(configuration.path)", "--fork", "--print-address=1", "--print-pid=1",
        ], outputFile: output).status
        let lines = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        guard status == 0, lines.count >= 2, let pid = Int32(lines[1]) else {
            throw TestEnvironmentError(description: "dbus-daemon did not start a private bus: \(lines)")
        }
        address = lines[0]
        self.pid = pid
    }

    public func stop() { kill(pid, SIGTERM) }
}
