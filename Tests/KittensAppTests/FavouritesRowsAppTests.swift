import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensApp
@testable import KittensGtk
import LoopbackHTTP
import TestSupport
import XCTest

/// The app wired as it runs, in this process: a Favourites row whose picture is not in the
/// listing opens in the viewer as a listing row does (its picture, a filled heart, Ctrl+D
/// removes the favourite), and one whose picture is gone shows the viewer's error.
final class FavouritesRowsAppTests: InProcessAppTestCase {
    func testActivatingAFavouritesRowShowsItsPictureWithAFilledHeartAndAGonePictureShowsTheError() throws {
        let picture = try Fixtures.thumbnail("kitten-320x240.png")
        let pictures = try LoopbackHTTPServer { request in
            request.path == "/fav1.png" ? LoopbackResponse(headers: [("Content-Type", "image/png")], body: picture) : .status(404)
        }
        defer { pictures.stop() }
        let favouriteURL = pictures.url("/fav1.png"), goneURL = pictures.url("/gone1.png")
        let favourites = """
            [{"id": 7, "image_id": "fav1", "created_at": "2024-01-02T00:00:00.000Z", "image": {"id": "fav1", "url": "\(favouriteURL.absoluteString)"}},
             {"id": 8, "image_id": "gone1", "created_at": "2024-01-01T00:00:00.000Z", "image": {"id": "gone1", "url": "\(goneURL.absoluteString)"}}]
            """
        let server = try LoopbackHTTPServer { request in
            switch (request.method, request.path) {
            case ("GET", "/v1/images/search"):
                .json(Data(#"[{"id":"cat1","url":"http://127.0.0.1:9/cat1.png","width":10,"height":10}]"#.utf8))
            case ("GET", "/v1/favourites"): .json(Data(favourites.utf8))
            case ("DELETE", "/v1/favourites/7"): .json(Data(#"{"message":"SUCCESS"}"#.utf8))
            default: .status(404)
            }
        }
        defer { server.stop() }
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: server.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            let page = window.favouritesPage
            XCTAssertTrue(MainContext.wait(until: { window.list.rows.map(\.id) == ["cat1"] }), "the listing loaded")
            XCTAssertTrue(MainContext.wait(until: { page.list.rows.map(\.id) == ["fav1", "gone1"] }), "the favourites synced")
            window.views.show(.favourites)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)))

            Self.activateRow(0, of: page.list)
            XCTAssertTrue(MainContext.wait(until: { window.viewer.shown?.picture == .shown }), "the picture loaded")
            XCTAssertEqual(window.viewer.shown?.url, favouriteURL)
            XCTAssertEqual(window.viewer.visiblePage, .viewer)
            XCTAssertEqual(String(cString: gtk_window_get_title(window.window)), "Kittens – fav1")
            XCTAssertTrue(window.viewerHeart?.isPressed == true, "the heart shows it is a favourite")
            XCTAssertEqual(window.viewer.shown?.hasNext, false, "the listing's pictures are not its neighbours")

            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.toggle-favourite", nil)
            XCTAssertTrue(MainContext.wait(until: { window.viewerHeart?.isPressed == false }), "Ctrl+D removed the favourite")
            XCTAssertTrue(MainContext.wait(until: { server.requests.contains { $0.method == "DELETE" && $0.path == "/v1/favourites/7" } }))
            XCTAssertEqual(window.toasts.lastText, "Favourite removed")

            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.back", nil)
            XCTAssertTrue(MainContext.wait(until: { window.viewer.visiblePage == .browse }), "back to the Favourites page")
            XCTAssertEqual(page.list.rows.map(\.id), ["gone1"])
            Self.activateRow(0, of: page.list)
            XCTAssertTrue(MainContext.wait(until: {
                if case .failed = window.viewer.shown?.picture { return true }
                return false
            }), "the viewer says the picture could not be loaded: \(String(describing: window.viewer.shown))")
            XCTAssertEqual(window.viewer.shown?.url, goneURL)
            XCTAssertTrue(window.viewerHeart?.isPressed == true)
            window.close()
        }
    }

    /// Activates the row at `position`, as a click or Enter does.
    @MainActor private static func activateRow(_ position: UInt32, of list: PictureList) {
        XCTAssertEqual(gtk_widget_activate_action_variant(list.listView, "list.activate-item", g_variant_new_uint32(position)), 1)
    }
}
