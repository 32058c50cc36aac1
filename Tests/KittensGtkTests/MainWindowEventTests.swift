import CGLib
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// What the user does in the window becomes events.
final class MainWindowEventTests: XCTestCase {
    func testTheRefreshButtonEmitsRefresh() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(3)))
            gtk_widget_activate(harness.view.header.refreshButton)
            XCTAssertTrue(MainContext.wait(until: { !harness.events.isEmpty }))
            XCTAssertEqual(harness.events, [.refresh])
        }
    }

    func testTheRefreshActionAndItsShortcutsEmitRefresh() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let application = try GtkTestEnvironment.start()
            XCTAssertEqual(Self.accelerators(application, "win.refresh"), ["F5", "<Control>r"])
            XCTAssertEqual(Self.accelerators(application, "win.close"), ["<Control>w"])
            XCTAssertEqual(Self.accelerators(application, "win.copy"), ["<Control>c"])
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.refresh", nil), 1)
            XCTAssertEqual(harness.events, [.refresh])
        }
    }

    func testQuitIsAnApplicationActionOnControlQ() throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestEnvironment.start()
            installApplicationActions(application)
            installApplicationActions(application)
            XCTAssertNotNil(g_action_map_lookup_action(kittens_action_map(application), "quit"))
            XCTAssertEqual(Self.accelerators(application, "app.quit"), ["<Control>q"])
        }
    }

    func testRetryEmitsRetry() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(errorMessage: "The server answered 500."))
            gtk_widget_activate(harness.view.banner.parts[.button])
            XCTAssertTrue(MainContext.wait(until: { !harness.events.isEmpty }))
            XCTAssertEqual(harness.events, [.retry])
        }
    }

    func testActivatingARowShowsItsPictureAndCopyingTakesTheSelectedRow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(5)
            harness.render(ListingModel(rows: rows))
            gtk_widget_activate_action_variant(harness.view.list.listView, "list.activate-item", g_variant_new_uint32(2))
            XCTAssertEqual(harness.viewerEvents, [.showPicture(id: rows[2].id)])
            XCTAssertEqual(harness.events, [], "the viewer's event only")

            harness.clearEvents()
            gtk_widget_activate_action_variant(harness.widget, "win.copy", nil)
            XCTAssertEqual(harness.events, [], "nothing selected, nothing copied")
            harness.view.list.select(3)
            gtk_widget_activate_action_variant(harness.widget, "win.copy", nil)
            XCTAssertEqual(harness.events, [.copy(rows[3].url)])
        }
    }

    func testTheRowMenuSelectsTheRowUnderThePointerAndOffersOpenAndCopy() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(5)
            harness.render(ListingModel(rows: rows))
            let list = harness.view.list
            let third = try XCTUnwrap(list.boundRows.first { $0.url == rows[2].url })
            var x = 0.0
            var y = 0.0
            XCTAssertEqual(gtk_widget_translate_coordinates(third.box, list.listView, 10, 10, &x, &y), 1)

            XCTAssertTrue(list.showContextMenu(atX: x, y: y))
            XCTAssertTrue(MainContext.wait(until: { list.isContextMenuOpen }))
            XCTAssertEqual(list.selectedRow, rows[2])
            harness.screenshot("row-menu")
            gtk_widget_activate_action_variant(harness.widget, "win.copy", nil)
            gtk_widget_activate_action_variant(harness.widget, "win.open-selected", nil)
            XCTAssertEqual(harness.events, [.copy(rows[2].url), .open(rows[2].url)])

            XCTAssertFalse(list.showContextMenu(atX: x, y: 10_000), "no row there, no menu")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// GTK 4.8's tooltip keeps the last native the pointer was over and asks it for the pointer
    /// position when its hover delay runs out; a popover that is unparented but still
    /// referenced (the accessibility tree holds one) has no surface by then.
    func testClosingTheWindowWithTheRowMenuOpenLeavesNoTooltipOnTheMenu() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            let list = harness.view.list
            harness.render(ListingModel(rows: Fixtures.rows(5)))
            XCTAssertTrue(list.showContextMenu(atX: 40, y: 20))
            XCTAssertTrue(MainContext.wait(until: { list.isContextMenuOpen }))
            Pointer.move(toX: 60, y: 80)
            Pointer.move(toX: 70, y: 90)
            harness.close()
            XCTAssertTrue(MainContext.spinPastTimeoutsAddedBefore(milliseconds: gtkTooltipHoverDelay))
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testCopyToClipboardPutsTheURLOnTheClipboard() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let url = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/abc.jpg"))
            harness.view.perform(.copyToClipboard(url))
            let clipboard = gtk_widget_get_clipboard(harness.widget)!
            let text = kittens_clipboard_local_text(clipboard)
            defer { g_free(text) }
            XCTAssertEqual(text.map { String(cString: $0) }, url.absoluteString)
        }
    }

    func testScrollingNearTheEndAsksForMoreOncePerModel() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(100), canLoadMore: true))
            XCTAssertEqual(harness.events, [], "the top of a long list is not near its end")
            let adjustment = gtk_scrolled_window_get_vadjustment(kittens_scrolled_window(harness.view.list.widget))!
            Self.scrollToEnd(adjustment, in: harness)
            XCTAssertEqual(harness.events, [.loadMore])
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) - 10)
            Self.scrollToEnd(adjustment, in: harness)
            XCTAssertEqual(harness.events, [.loadMore], "once per model")

            harness.render(ListingModel(rows: Fixtures.rows(130), canLoadMore: true))
            Self.scrollToEnd(adjustment, in: harness)
            XCTAssertEqual(harness.events, [.loadMore, .loadMore], "a new page re-arms it")

            harness.render(ListingModel(rows: Fixtures.rows(160), canLoadMore: false))
            Self.scrollToEnd(adjustment, in: harness)
            XCTAssertEqual(harness.events, [.loadMore, .loadMore], "not when the model says there is no more")
        }
    }

    func testAShortListThatCanLoadMoreAsksAtOnce() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(2), canLoadMore: true))
            XCTAssertTrue(MainContext.wait(until: { !harness.events.isEmpty }), "the list asked for more")
            XCTAssertEqual(harness.events, [.loadMore])
        }
    }

    func testNoEventAfterTheWindowIsClosed() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            var destroyed = 0
            harness.view.onDestroy = { destroyed += 1 }
            harness.close()
            XCTAssertEqual(destroyed, 1)
            XCTAssertNil(harness.view.onEvent)
            harness.view.render(ListingModel(rows: Fixtures.rows(3)))
            harness.view.perform(.copyToClipboard(Fixtures.rows(1)[0].url))
            XCTAssertEqual(harness.events, [])
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    @MainActor
    private static func scrollToEnd(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, in harness: WindowHarness) {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)), "a frame after scrolling")
    }

    @MainActor
    static func accelerators(_ application: UnsafeMutablePointer<GtkApplication>, _ action: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, action) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}

/// `HOVER_TIMEOUT` in GTK 4.8's gtktooltip.c: how long the pointer rests before a tooltip shows.
private let gtkTooltipHoverDelay: UInt32 = 500
