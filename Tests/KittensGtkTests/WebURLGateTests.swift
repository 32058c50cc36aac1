import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// The window's last line of defence: a URL that is not a web URL reaches neither the
/// clipboard, nor a row's label, nor the thumbnail loader, whatever it is handed.
final class WebURLGateTests: XCTestCase {
    private static let notWeb = [
        "file:///etc/passwd", "javascript:alert(1)", "https:///no-host.jpg",
        "https://x.org/" + String(repeating: "a", count: WebURL.maximumEncodedBytes),
    ].compactMap { URL(string: $0) }

    func testOnlyAWebURLIsCopied() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let web = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/abc.jpg"))
            harness.view.perform(.copyToClipboard(web))
            for url in Self.notWeb {
                harness.view.perform(.copyToClipboard(url))
                harness.view.perform(.openURL(url))
            }
            let text = kittens_clipboard_local_text(gtk_widget_get_clipboard(harness.widget)!)
            defer { g_free(text) }
            XCTAssertEqual(text.map { String(cString: $0) }, web.absoluteString)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testARowWithANonWebURLShowsNothingAndFetchesNothing() throws {
        try MainActor.assumeIsolated {
            let server = try LoopbackHTTPServer { _ in .status(404) }
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let web = server.url("/a.png")
            let rows = (Self.notWeb + [web]).enumerated().map { PictureRow(id: "\($0.offset)", url: $0.element) }
            harness.render(ListingModel(rows: rows))
            let list = harness.view.list
            XCTAssertTrue(MainContext.wait(until: { list.boundRows.count == 1 && server.requests.count == 1 }))
            XCTAssertEqual(list.boundRows.map(\.url), [web])
            XCTAssertEqual(server.requests.map(\.path), ["/a.png"])
        }
    }

    func testTheThumbnailLoaderRefusesANonWebURLAtOnce() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let loader = ThumbnailLoader()
            for url in Self.notWeb {
                var refused = false
                XCTAssertNil(loader.load(url) { if case .failed = $0 { refused = true } }, url.absoluteString)
                XCTAssertTrue(refused, url.absoluteString)
            }
            XCTAssertEqual(loader.pendingCount, 0)
            XCTAssertEqual(loader.runningCount, 0)
        }
    }
}
