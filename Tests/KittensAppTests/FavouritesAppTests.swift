import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// Favourites in the real app, driven from outside as a user's tools do: a row is selected over
/// AT-SPI (`kitten-rows.py`), and Ctrl+D's action, `win.toggle-favourite`, is activated through
/// the actions the app exports on its session bus. With a key the favourite goes to the API
/// base (`POST`, then `DELETE`); without one it is kept in `favourites.json` and the app shows
/// it again after a restart, with the server gone.
final class FavouritesAppTests: XCTestCase {
    private static let pictureIDs = ["cat1", "cat2"]
    private var session: AccessibleSession?
    private var images: LoopbackHTTPServer?
    /// A search answer listing `pictureIDs` at `images`.
    private var page: Data?

    override func setUpWithError() throws {
        try requireDisplay(for: "the kittens app")
        session = try AccessibleSession()
        let (images, page) = try Self.picturesServer()
        (self.images, self.page) = (images, page)
    }

    override func tearDown() {
        images?.stop()
        session?.stop()
    }

    func testWithAKeyAFavouriteIsPostedWithTheSubIDOfGSettingsAndRemovedWithTheIDTheServerGave() throws {
        let (session, page) = (try XCTUnwrap(session), try XCTUnwrap(page))
        let server = try LoopbackHTTPServer { request in
            switch (request.method, request.path) {
            case ("GET", "/v1/images/search"): .json(page)
            case ("GET", "/v1/favourites"): .json(Data("[]".utf8))
            case ("POST", "/v1/favourites"): .json(Data(#"{"message":"SUCCESS","id":4242}"#.utf8))
            case ("DELETE", "/v1/favourites/4242"): .json(Data(#"{"message":"SUCCESS"}"#.utf8))
            default: .status(404)
            }
        }
        defer { server.stop() }
        let config = try temporaryFolder()
        let app = try KittensProcess(
            arguments: ["--api-base", server.url("/v1").absoluteString, "--api-key", "test-key", "--log-level", "debug"],
            environment: Self.environment(session, config: config, cache: try temporaryFolder()))
        defer {
            if app.process.isRunning { app.terminate() }
            let log = app.finish().stderr
            if (testRun?.totalFailureCount ?? 0) > 0 { print("the app's log:\n\(log)") }
        }
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 2, loading: no"), "the rows loaded")
        XCTAssertTrue(app.waitForLog("FavouritesStore message: synced("), "the favourites were asked for with the key")

        try selectFirstRow(of: app, session)
        try toggleFavourite(session)

        waitUntil("the favourite was sent") { server.requests.contains { $0.method == "POST" } }
        let post = try XCTUnwrap(server.requests.first { $0.method == "POST" })
        XCTAssertEqual(post.path, "/v1/favourites")
        XCTAssertEqual(post.header("x-api-key"), "test-key")
        let body = try XCTUnwrap(try JSONSerialization.jsonObject(with: post.body) as? [String: Any], String(decoding: post.body, as: UTF8.self))
        XCTAssertEqual(body["image_id"] as? String, "cat1")
        let subID = try XCTUnwrap(body["sub_id"] as? String, "\(body)")
        XCTAssertTrue(subID.hasPrefix("kittens-") && subID.count > "kittens-".count, subID)
        let keyfile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        XCTAssertTrue(
            Waiting.check { ((try? String(contentsOf: keyfile, encoding: .utf8)) ?? "").contains("favourites-sub-id='\(subID)'") },
            "the sub_id sent is the one kept in GSettings: \((try? String(contentsOf: keyfile, encoding: .utf8)) ?? "no key file")")
        XCTAssertTrue(app.waitForLog(#"FavouritesStore message: addAnswered(1, created(remoteID: "4242"))"#), "the server's id is kept")

        try toggleFavourite(session)
        waitUntil("the favourite was removed at the server") { server.requests.contains { $0.method == "DELETE" } }
        XCTAssertEqual(server.requests.filter { $0.method == "DELETE" }.map(\.path), ["/v1/favourites/4242"])
        XCTAssertEqual(server.requests.filter { $0.method == "POST" }.count, 1)

        try quit(app, session)
    }

    func testAFavouriteMadeWithoutAKeySurvivesARestartWithTheServerGone() throws {
        let (session, page) = (try XCTUnwrap(session), try XCTUnwrap(page))
        let server = try LoopbackHTTPServer { request in
            request.path == "/v1/images/search" ? .json(page) : .status(404)
        }
        defer { server.stop() }
        let config = try temporaryFolder()
        let environment = Self.environment(session, config: config, cache: try temporaryFolder())
        let arguments = ["--api-base", server.url("/v1").absoluteString, "--log-level", "debug"]

        let first = try KittensProcess(arguments: arguments, environment: environment)
        defer {
            if first.process.isRunning { first.terminate() }
            _ = first.finish()
        }
        XCTAssertTrue(first.waitForLog("ListingStore state: ListingState(images: 2, loading: no"), "the rows loaded")
        try selectFirstRow(of: first, session)
        try toggleFavourite(session)
        // Quitting at once: shutdown waits for the store's write of the file.
        try quit(first, session)
        let file = config.appendingPathComponent("kittens/favourites.json")
        XCTAssertEqual(Self.favouriteIDs(in: file), ["cat1"], "the favourite is kept in \(file.path)")
        XCTAssertFalse(server.requests.contains { $0.path.hasPrefix("/v1/favourites") }, "without a key nothing goes to the server")
        server.stop()

        let second = try KittensProcess(arguments: arguments, environment: environment)
        defer {
            second.terminate()
            _ = second.finish()
        }
        let shown = try session.runScript("kitten-rows.py", [
            String(second.process.processIdentifier), "rows", "Favourite kitten images", "Favourites",
        ])
        XCTAssertEqual(shown.status, 0, shown.text)
        XCTAssertTrue(shown.text.contains("tab selected before: False\n"), shown.text)
        XCTAssertTrue(shown.text.contains("tab selected: True"), shown.text)
        XCTAssertEqual(shown.text.split(separator: "\n").filter { $0.hasPrefix("row: ") }, ["row: Cat picture cat1"], shown.text)
    }

    /// Selects the listing's first row over AT-SPI, as a screen reader user does.
    private func selectFirstRow(of app: KittensProcess, _ session: AccessibleSession, line: UInt = #line) throws {
        let selected = try session.runScript("kitten-rows.py", [String(app.process.processIdentifier), "select", "Kitten images", "0"])
        XCTAssertEqual(selected.status, 0, selected.text, line: line)
        XCTAssertTrue(selected.text.contains("selected: Cat picture cat1"), selected.text, line: line)
    }

    /// Activates Ctrl+D's action, `win.toggle-favourite`, over D-Bus: the selected row's picture.
    private func toggleFavourite(_ session: AccessibleSession, line: UInt = #line) throws {
        let toggled = try session.activate("toggle-favourite", at: AccessibleSession.mainWindowPath)
        XCTAssertEqual(toggled.status, 0, toggled.text, line: line)
    }

    /// Quits through `app.quit`, over D-Bus, as Ctrl+Q does, and checks the app ended cleanly.
    private func quit(_ app: KittensProcess, _ session: AccessibleSession, line: UInt = #line) throws {
        let quit = try session.activate("quit", at: AccessibleSession.applicationPath)
        XCTAssertEqual(quit.status, 0, quit.text, line: line)
        let ended = app.finish()
        XCTAssertEqual(ended.status, 0, ended.stderr, line: line)
    }

    /// A server of PNG pictures, and a search answer in TheCatAPI's shape listing `pictureIDs` there.
    private static func picturesServer() throws -> (LoopbackHTTPServer, Data) {
        let png = try Fixtures.data("thumbnails/kitten-320x240.png")
        let images = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        let page = try JSONSerialization.data(withJSONObject: pictureIDs.map { id in
            ["id": id, "url": images.url("/images/\(id).png").absoluteString, "width": 320, "height": 240] as [String: Any]
        })
        return (images, page)
    }

    /// The buses of `session`, settings in a key file under `config` (never the user's dconf),
    /// and folders of the test's own.
    private static func environment(_ session: AccessibleSession, config: URL, cache: URL) -> [String: String] {
        session.appEnvironment.merging([
            "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": cache.path,
        ]) { $1 }
    }

    /// The image ids `favourites.json` at `file` holds; nil while it cannot be read.
    private static func favouriteIDs(in file: URL) -> [String]? {
        guard let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let favourites = object["favourites"] as? [[String: Any]]
        else { return nil }
        return favourites.compactMap { $0["imageID"] as? String }
    }
}
