import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app at `--log-level debug`: the preferences store is made with the app's one factory
/// chain, so opening Preferences logs its events as the kitten store's are, and never the key.
final class PreferencesLogTests: XCTestCase {
    func testOpeningPreferencesLogsThePreferencesStoresEvents() throws {
        try requireDisplay(for: "the kittens app")
        let server = try LoopbackHTTPServer { _ in .status(503) }
        defer { server.stop() }
        // No Secret Service on this bus: the keyring answers at once that it is unavailable.
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let folder = try temporaryFolder()
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: [
                "KITTENS_API_KEY": "live_secret_9c0d", "XDG_CONFIG_HOME": folder.path, "XDG_CACHE_HOME": folder.path,
                "DBUS_SESSION_BUS_ADDRESS": bus.address, "GTK_A11Y": "none",
            ]
        )
        defer {
            app.terminate()
            _ = app.finish()
        }
        try app.pointAtMainWindow()
        XDoTool.run(["key", "--clearmodifiers", "ctrl+comma"])

        XCTAssertTrue(app.waitForLog("PreferencesStore action: readKeyring"), "the store starts when Preferences opens")
        XCTAssertTrue(app.waitForLog("PreferencesStore message: keyringAnswered(unavailable("), "and logs the keyring's answer")
        XCTAssertTrue(app.waitForLog("PreferencesStore state: PreferencesState(key: none, keyOverride: set"), "and its states")
        app.terminate()
        let log = app.finish().stderr
        XCTAssertFalse(log.contains("live_secret"), "the key is never logged:\n\(log)")
    }
}
