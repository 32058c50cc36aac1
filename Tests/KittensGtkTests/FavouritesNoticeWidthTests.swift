import CGtk
import Foundation
import Kittens
import Outbox
@testable import KittensGtk
import TestSupport
import XCTest

/// Every favourites notice reads whole in a window 360 pixels wide (libadwaita 1.2 cuts a
/// toast's title off with an ellipsis), and one that has more to say leads to the Favourites
/// page, whose status strip says it in full.
final class FavouritesNoticeWidthTests: XCTestCase {
    static let labels: [FavouritesLabel] = [
        .removed(imageID: "k1"),
        .rolledBack(.add, imageID: "k1", error: .httpStatus(400)),
        .rolledBack(.remove, imageID: "k1", error: .httpStatus(422)),
        .rolledBack(.add, imageID: "k1", error: .httpStatus(401)),
        .waiting(.keyRefused, changes: 3),
        .waiting(.unreachable(.httpStatus(503)), changes: 1),
        .waiting(.unreachable(.timeout), changes: 9999),
        .syncFailed(.malformed("not JSON")),
        .syncFailed(.httpStatus(404)),
        .notSaved("the disk is full (ENOSPC)"),
        .full(.favourites),
        .full(.waitingChanges),
        .unkeepable(imageID: "k1"),
    ]

    func testEveryNoticeFitsOnOneLineAt360Pixels() throws {
        try checkNotices(maximumLines: 1)
    }

    /// Longer words wrap onto a second line rather than losing their end.
    func testInGermanAndRussianEveryNoticeReadsWholeOnAtMostTwoLinesAt360Pixels() throws {
        for (language, removed) in [("de", "Favorit entfernt"), ("ru", "Удалено из избранного")] {
            try underLanguage(language) {
                XCTAssertEqual(FavouritesLabel.removed(imageID: "k1").message, removed, "the notices are in \(language)")
                try checkNotices(maximumLines: 2, language: language)
            }
        }
    }

    private func checkNotices(maximumLines: Int32, language: String = "en") throws {
        try MainActor.assumeIsolated {
            for label in Self.labels {
                // A window each: libadwaita queues a toast behind the one that shows.
                let harness = try WindowHarness(size: WindowSize(width: WindowSize.minimumWidth, height: 640, maximized: false))
                defer { harness.close() }
                let notice = label.notice
                harness.view.showFavouritesNotice(notice)
                var title: UnsafeMutablePointer<GtkWidget>?
                XCTAssertTrue(MainContext.wait(until: {
                    title = WidgetTree.descendants(of: harness.view.toasts.overlay).last { Self.text(of: $0) == notice.message }
                    return title.map { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0 } ?? false
                }), "the toast of \(label) shows")
                XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
                guard let title, let layout = gtk_label_get_layout(kittens_label(title)) else { return XCTFail("no title for \(label)") }
                XCTAssertEqual(pango_layout_is_ellipsized(layout), 0, "“\(notice.message)” is cut off at 360 px (\(language))")
                XCTAssertLessThanOrEqual(
                    pango_layout_get_line_count(layout), maximumLines, "“\(notice.message)” fits on \(maximumLines) line(s) at 360 px")
            }
        }
    }

    func testDetailsShowsTheFavouritesPageWithTheReasonInFull() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(size: WindowSize(width: WindowSize.minimumWidth, height: 640, maximized: false))
            defer { harness.close() }
            let state = FavouritesState(outbox: [], backOff: OutboxBackOff(problem: .unreachable(.httpStatus(407))))
            harness.view.renderFavourites(state.model)
            let label = FavouritesLabel.syncFailed(.unreachable)
            harness.view.showFavouritesNotice(label.notice)
            XCTAssertEqual(harness.view.views.visible, .pictures)
            let action = try XCTUnwrap(harness.view.toasts.lastButtonAction)
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, action, nil), 1)
            XCTAssertEqual(harness.view.views.visible, .favourites)
            let page = harness.view.favouritesPage
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(page.status.text) }), "the status strip shows")
            XCTAssertEqual(page.status.shown, state.model.status?.text)
            XCTAssertEqual(page.status.shown?.contains(ListingLoadError.httpStatus(407).message), true)

            harness.view.renderFavourites(FavouritesState().model)
            XCTAssertNil(page.status.shown, "the strip goes once nothing is wrong")
        }
    }

    private static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_label_get_type()) != 0 else { return nil }
        return gtk_label_get_text(kittens_label(widget)).map { String(cString: $0) }
    }
}
