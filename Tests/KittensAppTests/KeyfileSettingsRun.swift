import Foundation
import LoopbackHTTP
import XCTest

/// How the tests of what the real app remembers between runs start it: against a TheCatAPI
/// that answers 503 to everything, at debug level, with its settings in a key file in a new
/// temporary folder (`GSETTINGS_BACKEND=keyfile`), never in the user's dconf; each `start()` is
/// another run with the same settings.
struct KeyfileSettingsRun {
    let server: LoopbackHTTPServer
    let config: URL

    init(config: URL) throws {
        server = try LoopbackHTTPServer { _ in .status(503) }
        self.config = config
    }

    /// Where GLib keeps the settings.
    var keyfile: URL { config.appendingPathComponent("glib-2.0/settings/keyfile") }

    /// What the key file holds now; empty before anything was saved.
    var savedSettings: String { (try? String(contentsOf: keyfile, encoding: .utf8)) ?? "" }

    /// Starts the app.
    func start() throws -> KittensProcess {
        try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": config.path])
    }

    func stop() { server.stop() }
}
