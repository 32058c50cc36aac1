import CAdw
import CGtk
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The window is libadwaita's: an `AdwApplicationWindow` whose content is an `AdwHeaderBar` over
/// a toast overlay, and one-off notices are toasts.
final class AdwaitaWindowTests: XCTestCase {
    func testTheWindowIsAnAdwApplicationWindowWithAnAdwHeaderBarOverTheToasts() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let window = harness.view.window
            XCTAssertNotEqual(gtk_window_get_titlebar(window), harness.view.header.headerBar, "the header bar is in the content, not the titlebar")
            let content = try XCTUnwrap(adw_application_window_get_content(kittens_adw_application_window(window)))
            XCTAssertEqual(gtk_widget_get_first_child(content), harness.view.header.headerBar)
            XCTAssertNotEqual(kittens_adw_is_header_bar(harness.view.header.headerBar), 0, "an AdwHeaderBar")
            let toasts = harness.view.toasts.overlay
            XCTAssertNotEqual(kittens_adw_is_toast_overlay(toasts), 0)
            XCTAssertNotEqual(gtk_widget_is_ancestor(harness.view.banner.parts[.revealer], toasts), 0, "the toasts float over the content")
            XCTAssertNotEqual(gtk_widget_is_ancestor(harness.view.list.widget, toasts), 0)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testANoticeIsAToastAndEndsTheProgressLine() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(3)))
            harness.renderViewer(ViewerModel(pictureProgress: "Saving the picture…"))
            let presenter = harness.view.viewer
            XCTAssertEqual(presenter.progress.text, "Saving the picture…")
            harness.view.performViewer(.showNotice(.copied))
            XCTAssertEqual(presenter.toasts.lastText, "Picture copied")
            XCTAssertNil(presenter.toasts.lastFailure)
            XCTAssertNil(presenter.progress.text)
            harness.screenshot("toast")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheErrorStripInsetsItsTextFromItsEdges() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(errorMessage: "You appear to be offline.", rows: Fixtures.rows(3)))
            let label = harness.view.banner.parts[.label]
            let strip = try XCTUnwrap(gtk_revealer_get_child(kittens_revealer(harness.view.banner.parts[.revealer])))
            XCTAssertTrue(MainContext.wait(until: { gtk_widget_get_width(label) > 0 }))
            var x = 0.0, y = 0.0
            XCTAssertNotEqual(gtk_widget_translate_coordinates(label, strip, 0, 0, &x, &y), 0)
            XCTAssertGreaterThanOrEqual(x, 12, "the text starts inside the strip")
            XCTAssertGreaterThanOrEqual(y, 6)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}
