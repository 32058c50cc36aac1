import CAdw
import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import LoopbackHTTP
import MVI
import TestSupport
import XCTest

/// The Rate page in the window: a page beside Pictures and Favourites, the picture named as the
/// list names it, its keys acting only while it shows and there is a picture, and the next
/// pictures loaded ahead.
final class RatePageWindowTests: XCTestCase {
    @MainActor private static func enabled(_ harness: WindowHarness, _ action: String) -> Bool {
        guard let found = g_action_map_lookup_action(kittens_action_map(harness.view.window), action) else { return false }
        return g_action_get_enabled(found) != 0
    }

    func testTheKeysActOnlyWhileThePageShowsAPicture() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let application = try GtkTestEnvironment.start()
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.rate-up"), ["Up", "l"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.rate-down"), ["Down", "d"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.rate-skip"), ["Right", "space"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.rate-undo"), ["<Control>z"])
            var events: [RateIntent] = []
            let rate = harness.view.rateView
            rate.onEvent = { events.append($0) }
            let url = URL(string: "https://cdn2.thecatapi.com/images/r1.jpg")!
            rate.render(RateModel(picture: RatePicture(id: "r1", url: url, breedName: "Bengal"), canVote: true))
            XCTAssertFalse(Self.enabled(harness, "rate-up"), "the listing shows: the arrows keep their work there")

            harness.view.views.show(.rate)
            XCTAssertTrue(Self.enabled(harness, "rate-up"))
            XCTAssertFalse(Self.enabled(harness, "rate-undo"), "no vote to take back")
            for action in ["rate-up", "rate-down", "rate-skip"] {
                gtk_widget_activate_action_variant(harness.widget, "win.\(action)", nil)
            }
            XCTAssertEqual(events, [.pageShown, .like, .notForMe, .skip], "the page asks for pictures when it shows")

            rate.render(RateModel(canVote: false, canUndo: true, placeholder: .loading))
            XCTAssertFalse(Self.enabled(harness, "rate-up"), "no picture, no vote")
            XCTAssertTrue(Self.enabled(harness, "rate-undo"))
            gtk_widget_activate_action_variant(harness.widget, "win.rate-undo", nil)
            XCTAssertEqual(events.last, .undoLastVote)
            harness.view.views.show(.pictures)
            XCTAssertFalse(Self.enabled(harness, "rate-undo"), "Ctrl+Z belongs to the Rate page only while it shows")
        }
    }

    func testThePictureShowsNamedAsInTheListAndTheNextOnesLoadAhead() throws {
        try MainActor.assumeIsolated {
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let rate = harness.view.rateView
            harness.view.views.show(.rate)
            let page = try XCTUnwrap(rate.page, "shown, so made")
            let urls = (0..<5).map { server.url("/r\($0).png") }
            rate.render(RateModel(
                picture: RatePicture(id: "r0", url: urls[0], breedName: "Bengal"), upcoming: Array(urls[1...3]),
                count: RateModel.count(2), canVote: true))
            XCTAssertTrue(MainContext.wait(until: { page.shownURL == urls[0] }), "the picture shows")
            XCTAssertTrue(MainContext.wait(until: { urls[1...3].allSatisfy { url in
                if case .loaded = page.pictures.state(of: url) { true } else { false }
            } }), "the next three are downloaded and decoded ahead")
            XCTAssertNil(page.pictures.state(of: urls[4]), "no further")

            rate.render(RateModel(
                picture: RatePicture(id: "r1", url: urls[1], breedName: nil), upcoming: Array(urls[2...4]),
                count: RateModel.count(3), canVote: true))
            XCTAssertEqual(page.shownURL, urls[1], "the next picture shows at once: it was loaded ahead")
            XCTAssertNil(page.pictures.state(of: urls[0]), "the one rated is let go")
            XCTAssertNil(page.pictures.state(of: urls[4]), "the new one ahead waits for the frame that shows the next picture")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            XCTAssertTrue(MainContext.wait(until: {
                if case .loaded = page.pictures.state(of: urls[4]) { true } else { false }
            }), "then it loads ahead")
            XCTAssertEqual(page.shownURL, urls[1])
        }
    }

    func testAWithdrawnVoteIsAToast() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.view.rateView.perform(.voteWithdrawn("Vote withdrawn: Kitten picture r1"))
            XCTAssertEqual(harness.view.toasts.lastText, "Vote withdrawn: Kitten picture r1")
        }
    }
}
