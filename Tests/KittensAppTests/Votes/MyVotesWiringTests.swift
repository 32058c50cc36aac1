import CGtk
import Foundation
import Kittens
@testable import KittensApp
@testable import KittensGtk
import TestSupport
import XCTest

/// "My votes" wired as the app runs, against a TheCatAPI that keeps votes as documented
/// (`FakeTheCatAPI`, whose listing gives every other vote without its picture), driven by the
/// keyboard alone: Alt+M on the Rate page lists the account's votes newest first, L or D changes
/// the selected one, Delete withdraws it, and the server ends holding exactly that.
final class MyVotesWiringTests: InProcessAppTestCase {
    private static let key = "test-key"

    func testTheKeyboardChangesOneVoteAndWithdrawsAnotherAndTheServerHoldsExactlyThat() throws {
        let api = try FakeTheCatAPI(pictures: ["cat1", "cat2"])
        defer { api.stop() }
        api.seedVotes(key: Self.key, subID: "", imageIDs: ["old1", "old2", "old3"], value: 1)
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: api.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            let votes = run.session.screen(VotesScreen.self).store
            XCTAssertTrue(MainContext.wait(until: { votes.state.votes.count == 3 }), "the account's votes were read: \(votes.state)")
            let rate = window.rateView
            rate.show()
            let page = try XCTUnwrap(rate.page, "shown, so made")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)))
            Self.giveKeyboard(to: window, over: page.myVotesToggle)

            Self.press("alt+m")
            XCTAssertTrue(MainContext.wait(until: { rate.model.showsMyVotes }), "Alt+M shows My votes, through the Rate store")
            let myVotes = rate.myVotes
            XCTAssertEqual(myVotes.model.rows.map(\.imageID), ["old3", "old2", "old1"], "newest first")
            XCTAssertEqual(myVotes.model.rows.map(\.value), [.up, .up, .up])
            XCTAssertTrue(myVotes.model.rows.contains { $0.url == nil }, "a vote listed without its picture is listed too")
            let list = page.myVotes
            for _ in 0..<6 where list.focusedRow == nil { Self.press("Tab") }
            XCTAssertNotNil(list.focusedRow, "Tab reaches the votes")
            for _ in 0..<3 where list.selectedRow?.imageID != "old2" { Self.press("Down") }
            XCTAssertEqual(list.selectedRow?.imageID, "old2", "the arrows pick a vote")

            Self.press("d")
            XCTAssertTrue(
                MainContext.wait(until: { api.voteValues(key: Self.key) == ["old1": [1], "old2": [0], "old3": [1]] }),
                "D made it a vote down at TheCatAPI, a withdrawal and a new vote: \(api.voteValues(key: Self.key))")
            XCTAssertTrue(MainContext.wait(until: { list.focusedRow?.imageID == "old2" }), "the focus follows the changed vote")
            XCTAssertEqual(myVotes.model.rows.map(\.imageID), ["old2", "old3", "old1"], "a changed vote is the newest")
            Self.press("Down")
            XCTAssertEqual(list.selectedRow?.imageID, "old3")
            Self.press("Delete")
            XCTAssertTrue(
                MainContext.wait(until: { api.voteValues(key: Self.key) == ["old1": [1], "old2": [0]] }),
                "Delete withdrew it at TheCatAPI: \(api.voteValues(key: Self.key))")
            XCTAssertTrue(MainContext.wait(until: { votes.state.waitingChanges.isEmpty }), "\(votes.state)")
            XCTAssertEqual(myVotes.model.rows.map(\.imageID), ["old2", "old1"])
            XCTAssertEqual(myVotes.model.rows.map(\.value), [.down, .up])
            window.close()
        }
    }

    /// Xvfb runs no window manager: the window sits at the screen's origin, and X gives the
    /// keyboard to the window the pointer enters.
    @MainActor private static func giveKeyboard(to window: MainWindow, over widget: UnsafeMutablePointer<GtkWidget>) {
        var x = 0.0, y = 0.0
        XCTAssertEqual(gtk_widget_translate_coordinates(widget, kittens_widget(window.window), 10, 10, &x, &y), 1)
        XDoTool.run(["mousemove", "--sync", "1270", "1010"])
        XDoTool.run(["mousemove", "--sync", String(Int(x)), String(Int(y))])
        MainContext.handlePendingEvents()
        XCTAssertTrue(MainContext.wait(until: { gtk_window_is_active(window.window) != 0 }), "the window has the keyboard")
    }

    /// Presses `key` as a user would, and returns once GTK has handled it.
    @MainActor private static func press(_ key: String) {
        XDoTool.run(["key", "--clearmodifiers", key])
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainContext.handlePendingEvents()
    }
}
