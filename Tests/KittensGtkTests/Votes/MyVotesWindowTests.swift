import CAdw
import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// "My votes" on the Rate page, driven by the keyboard alone: Alt+M shows it, Tab reaches the
/// list, the arrows pick a vote, L or D changes it, Delete withdraws it, and the selection stays
/// on the vote as the list changes; each row and button is named; the votes store's notices are
/// toasts, their words shown as written.
final class MyVotesWindowTests: XCTestCase {
    private static func url(_ id: String) -> URL { URL(string: "http://127.0.0.1:9/\(id).png")! }

    func testTheKeyboardShowsMyVotesChangesOneAndWithdrawsAnother() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rate = harness.view.rateView
            // The Rate store, as far as this page needs it: My Votes shows what it is told.
            rate.onEvent = { intent in
                if case .showMyVotes(let shows) = intent { rate.render(RateModel(placeholder: .loading, showsMyVotes: shows)) }
            }
            rate.show()
            let page = try XCTUnwrap(rate.page, "shown, so made")
            var intents: [VotesIntent] = []
            rate.myVotes.onEvent = { intents.append($0) }
            rate.myVotes.render(MyVotesModel(rows: [
                MyVoteRow(imageID: "c", value: .up, url: Self.url("c")),
                MyVoteRow(imageID: "b", value: .down),
                MyVoteRow(imageID: "a", value: .up),
            ]))
            XCTAssertFalse(page.isMyVotesPressed)

            KeyboardMenuTests.giveKeyboard(to: harness, over: page.myVotesToggle)
            Keyboard.press("alt+m")
            XCTAssertTrue(MainContext.wait(until: { rate.model.showsMyVotes }), "Alt+M shows My votes")
            XCTAssertTrue(page.isMyVotesPressed)
            let list = page.myVotes
            XCTAssertEqual(list.visiblePage, .list)
            for _ in 0..<6 where !Self.focus(of: harness, isIn: list.listView) { Keyboard.press("Tab") }
            XCTAssertTrue(Self.focus(of: harness, isIn: list.listView), "Tab reaches the votes")
            for _ in 0..<3 where list.selectedRow?.imageID != "b" { Keyboard.press("Down") }
            XCTAssertEqual(list.selectedRow?.imageID, "b", "the arrows pick a vote")

            Keyboard.press("d")
            XCTAssertEqual(intents, [], "b is not for me already")
            Keyboard.press("l")
            XCTAssertEqual(intents, [.change(imageID: "b", to: .up)], "L likes it")
            // The store made the change: the newest vote, waiting for TheCatAPI.
            rate.myVotes.render(MyVotesModel(rows: [
                MyVoteRow(imageID: "b", value: .up, isWaiting: true),
                MyVoteRow(imageID: "c", value: .up, url: Self.url("c")),
                MyVoteRow(imageID: "a", value: .up),
            ]))
            XCTAssertEqual(list.selectedRow?.imageID, "b", "the selection follows the changed vote")
            XCTAssertTrue(MainContext.wait(until: { list.focusedRow?.imageID == "b" }), "as the focus does: \(String(describing: list.focusedRow))")
            Keyboard.press("Down")
            XCTAssertEqual(list.selectedRow?.imageID, "c")
            Keyboard.press("Delete")
            XCTAssertEqual(intents.last, .withdraw(imageID: "c"), "Delete withdraws it")
            rate.myVotes.render(MyVotesModel(rows: [
                MyVoteRow(imageID: "b", value: .up),
                MyVoteRow(imageID: "a", value: .up),
            ]))
            XCTAssertEqual(list.selectedRow?.imageID, "a", "the next vote is selected where the withdrawn one was")

            Keyboard.press("alt+m")
            XCTAssertTrue(MainContext.wait(until: { !rate.model.showsMyVotes }), "Alt+M goes back to rating")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testEachRowIsNamedAndAVoteWithoutAPictureShowsItsID() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rate = harness.view.rateView
            rate.show()
            let page = try XCTUnwrap(rate.page)
            rate.render(RateModel(showsMyVotes: true))
            var intents: [VotesIntent] = []
            rate.myVotes.onEvent = { intents.append($0) }
            rate.myVotes.render(MyVotesModel(rows: [
                MyVoteRow(imageID: "c", value: .up, url: Self.url("c")),
                MyVoteRow(imageID: "b", value: .down),
            ]))
            let list = page.myVotes
            XCTAssertTrue(MainContext.wait(until: { list.boundRows.count == 2 }), "both rows are made")
            let rows = Dictionary(uniqueKeysWithValues: list.boundRows.compactMap { widgets in widgets.row.map { ($0.imageID, widgets) } })
            let withoutPicture = try XCTUnwrap(rows["b"])
            XCTAssertNil(withoutPicture.thumbnail.url, "no picture to load: the placeholder shows")
            XCTAssertTrue(WidgetTree.labels(in: withoutPicture.box).contains("b"), "\(WidgetTree.labels(in: withoutPicture.box))")
            XCTAssertTrue(WidgetTree.labels(in: withoutPicture.box).contains("Not for me"))
            XCTAssertEqual(rows["c"]?.thumbnail.url, Self.url("c"), "its thumbnail is asked of the window's loader")
            Accessible.assertLabel(withoutPicture.withdrawButton, "Withdraw Vote")
            Accessible.assertLabel(withoutPicture.changeButton, "Change to Like")
            Accessible.assertLabel(try XCTUnwrap(rows["c"]).changeButton, "Change to Not for Me")
            Accessible.assertLabel(try XCTUnwrap(gtk_widget_get_parent(withoutPicture.box)), "Cat picture b: Not for me")
            Accessible.assertLabel(list.listView, "My votes")
            gtk_widget_activate(withoutPicture.changeButton)
            XCTAssertTrue(MainContext.wait(until: { intents == [.change(imageID: "b", to: .up)] }), "Change acts on its own row: \(intents)")
            gtk_widget_activate(try XCTUnwrap(rows["c"]).withdrawButton)
            XCTAssertTrue(
                MainContext.wait(until: { intents == [.change(imageID: "b", to: .up), .withdraw(imageID: "c")] }), "as Withdraw does: \(intents)")

            rate.myVotes.render(MyVotesModel(isReading: true))
            XCTAssertEqual(list.visiblePage, .empty)
            XCTAssertEqual(list.emptyTitle, "Reading your votes…")
            rate.myVotes.render(MyVotesModel(status: OutboxStatus(text: "TheCatAPI refused the API key.", isAboutTheKey: true)))
            XCTAssertEqual(list.emptyTitle, "No votes yet")
            XCTAssertEqual(list.statusStrip.shown, "TheCatAPI refused the API key.")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheVotesNoticesAreToastsShownAsWritten() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let hostile = "Votes <b>not</b> saved & gone"
            harness.view.rateView.myVotes.show(OutboxNotice(message: hostile, button: .details, isFailure: true))
            let overlay = harness.view.toasts.overlay
            XCTAssertTrue(
                MainContext.wait(until: { WidgetTree.labels(in: overlay).contains(hostile) }),
                "the toast shows the words as written: \(WidgetTree.labels(in: overlay))")
            XCTAssertEqual(harness.view.toasts.lastFailure, hostile)
            XCTAssertEqual(harness.view.toasts.lastButtonAction, "win.rate-show-my-votes", "Details shows My votes")
            harness.view.rateView.myVotes.show(VotesLabel.waiting(.keyRefused, changes: 1).notice)
            XCTAssertEqual(harness.view.toasts.lastText, "API key refused")
            XCTAssertEqual(harness.view.toasts.lastButtonAction, "win.preferences")

            var events: [RateIntent] = []
            harness.view.rateView.onEvent = { events.append($0) }
            gtk_widget_activate_action_variant(harness.widget, "win.rate-show-my-votes", nil)
            XCTAssertEqual(harness.view.views.visible, .rate, "Details shows the Rate page")
            XCTAssertEqual(events.last, .showMyVotes(true), "with My votes")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    @MainActor private static func focus(of harness: WindowHarness, isIn widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_window_get_focus(harness.view.window) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }
}
