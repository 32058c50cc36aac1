import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensApp
@testable import KittensGtk
import LoopbackHTTP
import TestSupport
import XCTest

/// The app wired as it runs, in this process, with a key given by `--api-key`: Ctrl+D's action
/// on the selected row favourites the picture at TheCatAPI (`POST /favourites` with `image_id`
/// and `sub_id`), the window's heart model follows, and the action again removes it (`DELETE`).
final class FavouritesWindowWiringTests: InProcessAppTestCase {
    func testControlDOnTheSelectedRowAddsThenRemovesTheFavouriteAtTheServer() throws {
        let server = try LoopbackHTTPServer { request in
            switch (request.method, request.path) {
            case ("GET", "/v1/images/search"):
                .json(Data(#"[{"id":"cat1","url":"http://127.0.0.1:9/cat1.png","width":10,"height":10}]"#.utf8))
            case ("GET", "/v1/favourites"):
                .json(Data("[]".utf8))
            case ("POST", "/v1/favourites"):
                .json(Data(#"{"message":"SUCCESS","id":4242}"#.utf8))
            case ("DELETE", "/v1/favourites/4242"):
                .json(Data(#"{"message":"SUCCESS"}"#.utf8))
            default:
                .status(404)
            }
        }
        defer { server.stop() }
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: server.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            XCTAssertTrue(MainContext.wait(until: { window.list.rows.count == 1 }), "the listing loaded")
            XCTAssertTrue(MainContext.wait(until: { server.requests.contains { $0.method == "GET" && $0.path == "/v1/favourites" } }), "synced")
            XCTAssertTrue(MainContext.wait(until: { !run.favourites.state.isSyncing }))

            window.list.select(0)
            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.toggle-favourite", nil)
            XCTAssertTrue(MainContext.wait(until: { server.requests.contains { $0.method == "POST" } }), "the favourite was sent")
            let post = try XCTUnwrap(server.requests.first { $0.method == "POST" })
            XCTAssertEqual(post.path, "/v1/favourites")
            let body = try XCTUnwrap(JSONSerialization.jsonObject(with: post.body) as? [String: Any])
            XCTAssertEqual(body["image_id"] as? String, "cat1")
            XCTAssertEqual((body["sub_id"] as? String)?.hasPrefix("kittens-"), true, "\(body)")
            XCTAssertTrue(window.isSelectedRowFavourite, "the window shows it as a favourite")
            XCTAssertEqual(window.favouritesPage.list.rows.map(\.id), ["cat1"], "the Favourites page lists it")
            XCTAssertTrue(MainContext.wait(until: { run.favourites.state.favourite("cat1")?.remoteID == "4242" }), "the server's id is kept")

            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.toggle-favourite", nil)
            XCTAssertTrue(MainContext.wait(until: { server.requests.contains { $0.method == "DELETE" } }), "the favourite was removed")
            XCTAssertEqual(server.requests.first { $0.method == "DELETE" }?.path, "/v1/favourites/4242")
            XCTAssertFalse(window.isSelectedRowFavourite)
            XCTAssertEqual(window.toasts.lastText, "Favourite removed")
            XCTAssertEqual(window.toasts.lastButtonAction, "win.undo-favourite-removal", "the toast offers Undo")
            window.close()
        }
    }
}
