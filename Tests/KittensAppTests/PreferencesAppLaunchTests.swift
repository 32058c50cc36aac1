import Foundation
import Kittens
import KittensKeyring
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app, launched as a user does: its first request carries the key in the keyring and
/// the page size in the preferences file, unless the command line or environment say otherwise;
/// with no Secret Service it still starts and loads.
final class PreferencesAppLaunchTests: XCTestCase {
    private var configHome = URL(fileURLWithPath: "/")
    private var server: LoopbackHTTPServer?
    private var keyring: KeyringBus?

    override func setUpWithError() throws {
        try requireDisplay(for: "the kittens app")
        let keyring = try TestKeyring.shared().bus
        self.keyring = keyring
        configHome = try temporaryFolder()
        let preferences = configHome.appendingPathComponent("kittens/preferences.json")
        try FileManager.default.createDirectory(at: preferences.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"pageSize": 6}"#.utf8).write(to: preferences)
        let stored = try keyring.secretTool([
            "store", "--label=Kittens test", "xdg:schema", "org.kittensforlinux.Kittens.ApiKey",
            "service", SecretServiceKeyStore.defaultService,
        ], input: Data("live_from_the_keyring".utf8))
        XCTAssertEqual(stored.status, 0, "the app's key is in the test keyring")
        let page = try Fixtures.data("thecatapi-page.json")
        server = try LoopbackHTTPServer { _ in .json(page) }
    }

    override func tearDown() {
        _ = try? keyring?.secretTool(["clear", "service", SecretServiceKeyStore.defaultService])
    }

    override class func tearDown() {
        TestKeyring.stopShared()
        super.tearDown()
    }

    func testTheFirstRequestCarriesTheKeyringKeyAndTheSavedPageSize() throws {
        let request = try firstRequest(arguments: [], environment: [:])
        XCTAssertEqual(request?.header("x-api-key"), "live_from_the_keyring")
        XCTAssertEqual(request?.queryValue("limit"), "6")
    }

    func testTheEnvironmentAndCommandLineWinForThatRun() throws {
        let request = try firstRequest(arguments: ["--page-size", "9"], environment: ["KITTENS_API_KEY": "live_from_the_environment"])
        XCTAssertEqual(request?.header("x-api-key"), "live_from_the_environment")
        XCTAssertEqual(request?.queryValue("limit"), "9")
    }

    func testWithNoSecretServiceTheAppStillLoadsAndSaysWhy() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        var log = ""
        let request = try firstRequest(
            arguments: [], environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "GTK_A11Y": "none"], log: &log)
        XCTAssertNil(request?.header("x-api-key"))
        XCTAssertEqual(request?.queryValue("limit"), "6")
        XCTAssertTrue(log.contains("The keyring cannot keep the API key: unavailable"), log)
    }

    private func firstRequest(arguments: [String], environment: [String: String]) throws -> LoopbackRequest? {
        var log = ""
        return try firstRequest(arguments: arguments, environment: environment, log: &log)
    }

    /// Launches the app against the loopback server and returns the first page request it sent
    /// (with a key, the favourites' sync goes to the same server, in either order).
    private func firstRequest(arguments: [String], environment: [String: String], log: inout String) throws -> LoopbackRequest? {
        guard let server, let keyring else { return nil }
        var environment = keyring.environment.merging(environment) { $1 }
        environment["KITTENS_ENDPOINT"] = server.url("/v1/images/search").absoluteString
        environment["XDG_CONFIG_HOME"] = configHome.path
        environment["XDG_CACHE_HOME"] = try temporaryFolder().path
        let app = try KittensProcess(arguments: arguments, environment: environment)
        let isPage = { (request: LoopbackRequest) in request.path == "/v1/images/search" }
        let answered = Waiting.check { server.requests.contains(where: isPage) }
        app.terminate()
        log = app.finish().stderr
        XCTAssertTrue(answered, "the app sent a request:\n\(log)")
        XCTAssertFalse(log.contains("live_from_the_"), "the key is never logged:\n\(log)")
        return server.requests.first(where: isPage)
    }
}
