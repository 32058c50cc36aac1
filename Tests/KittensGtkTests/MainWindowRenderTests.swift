import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// Each model, rendered in a real window, and what is visible afterwards.
final class MainWindowRenderTests: XCTestCase {
    func testLoadingWithNothingShowsTheBigSpinnerSpinning() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(isLoading: true, placeholder: .loadingFirstPage))
            let content = harness.view.content
            XCTAssertEqual(content.visiblePage, .loading)
            XCTAssertTrue(harness.isMapped(content.parts[.bigSpinner]))
            XCTAssertTrue(gtk_widget_is_ancestor(content.parts[.bigSpinner], content.parts[.loadingPage]) != 0, "on a status page")
            XCTAssertEqual(gtk_spinner_get_spinning(kittens_spinner(content.parts[.bigSpinner])), 1)
            XCTAssertFalse(harness.isMapped(harness.view.list.widget))
            XCTAssertEqual(gtk_window_get_title(harness.view.window).map { String(cString: $0) }, "Kittens")
            harness.screenshot("loading-first-page")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testLoadingOverRowsSpinsTheHeaderSpinnerAndKeepsTheRows() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(isLoading: true, rows: Fixtures.rows(20)))
            XCTAssertTrue(harness.isMapped(harness.view.header.spinner))
            XCTAssertEqual(gtk_spinner_get_spinning(kittens_spinner(harness.view.header.spinner)), 1)
            XCTAssertEqual(harness.view.content.visiblePage, .list)
            XCTAssertTrue(harness.isMapped(harness.view.list.listView))
            XCTAssertEqual(harness.itemCount, 20)
            XCTAssertFalse(harness.view.list.boundRows.isEmpty, "visible rows have widgets")
            harness.screenshot("loading-over-rows")

            harness.render(ListingModel(isLoading: false, rows: Fixtures.rows(20)))
            XCTAssertEqual(gtk_spinner_get_spinning(kittens_spinner(harness.view.header.spinner)), 0)
            harness.screenshot("rows")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAnErrorOverRowsRevealsTheBannerWithTheMessageAndKeepsTheRows() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let message = "You appear to be offline. Check your connection and try again."
            harness.render(ListingModel(errorMessage: message, rows: Fixtures.rows(12)))
            let banner = harness.view.banner
            XCTAssertEqual(gtk_revealer_get_reveal_child(kittens_revealer(banner.parts[.revealer])), 1)
            XCTAssertEqual(gtk_revealer_get_child_revealed(kittens_revealer(banner.parts[.revealer])), 1)
            XCTAssertTrue(harness.isMapped(banner.parts[.label]))
            XCTAssertTrue(harness.isMapped(banner.parts[.button]))
            XCTAssertEqual(harness.label(banner.parts[.label]), message)
            XCTAssertTrue(harness.isMapped(harness.view.list.listView))
            XCTAssertEqual(harness.itemCount, 12)
            harness.screenshot("error-over-rows")

            harness.render(ListingModel(rows: Fixtures.rows(12)))
            XCTAssertEqual(gtk_revealer_get_reveal_child(kittens_revealer(banner.parts[.revealer])), 0)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testEmptyShowsTheTitleAndTheHint() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(placeholder: .empty(title: "No kittens yet", hint: "Press F5 to look for some.")))
            let content = harness.view.content
            XCTAssertEqual(content.visiblePage, .empty)
            XCTAssertTrue(harness.isMapped(content.parts[.emptyPage]), "an AdwStatusPage")
            XCTAssertEqual(content.emptyTitle, "No kittens yet")
            XCTAssertEqual(content.emptyHint, "Press F5 to look for some.")
            let labels = WidgetTree.labels(in: content.parts[.emptyPage])
            XCTAssertTrue(labels.contains("No kittens yet") && labels.contains("Press F5 to look for some."), "\(labels)")
            XCTAssertEqual(gtk_spinner_get_spinning(kittens_spinner(content.parts[.bigSpinner])), 0)
            XCTAssertEqual(content.shownIcon, ContentStack.emptyIcon)
            harness.screenshot("empty")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAFailedFirstLoadShowsItsTitleAndHintWithTheErrorIcon() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(
                errorMessage: "The server did not answer.",
                placeholder: .failed(title: "No kittens to show", hint: "Press Retry to try again.")))
            let content = harness.view.content
            XCTAssertEqual(content.visiblePage, .empty)
            XCTAssertEqual(content.emptyTitle, "No kittens to show")
            XCTAssertEqual(content.emptyHint, "Press Retry to try again.")
            XCTAssertEqual(content.shownIcon, ContentStack.failedIcon)

            harness.render(ListingModel(placeholder: .empty(title: "No kittens yet", hint: "Press Refresh.")))
            XCTAssertEqual(content.shownIcon, ContentStack.emptyIcon, "an empty list after a failure has the empty icon again")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAThousandRowsAreAThousandItemsWithWidgetsOnlyForTheVisibleOnes() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(rows: Fixtures.rows(1_000), canLoadMore: true))
            XCTAssertEqual(harness.itemCount, 1_000)
            let bound = harness.view.list.boundRows.count
            XCTAssertGreaterThan(bound, 0)
            XCTAssertLessThan(bound, 300, "only rows near the viewport have widgets (GTK 4.8 keeps about 200)")
            XCTAssertEqual(harness.view.list.rows.count, 1_000)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheWindowSurvivesAThousandQuickUpdatesAndThenRendersCorrectly() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            for index in 0..<1_000 {
                let model: ListingModel
                switch index % 4 {
                case 0: model = ListingModel(rows: Fixtures.rows(index % 50 + 1))
                case 1: model = ListingModel(errorMessage: "Error \(index)", rows: Fixtures.rows(index % 7))
                case 2: model = ListingModel(isLoading: true, placeholder: .loadingFirstPage)
                default: model = ListingModel(placeholder: .empty(title: "Empty \(index)", hint: "Hint"))
                }
                harness.view.render(model)
                if index % 50 == 0 { XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window))) }
            }
            let message = "The server answered 503."
            harness.render(ListingModel(isLoading: true, errorMessage: message, rows: Fixtures.rows(30), canLoadMore: true))
            XCTAssertEqual(harness.itemCount, 30)
            XCTAssertEqual(harness.view.list.rows, Fixtures.rows(30))
            XCTAssertEqual(harness.view.content.visiblePage, .list)
            XCTAssertEqual(harness.label(harness.view.banner.parts[.label]), message)
            XCTAssertEqual(gtk_revealer_get_reveal_child(kittens_revealer(harness.view.banner.parts[.revealer])), 1)
            XCTAssertEqual(gtk_spinner_get_spinning(kittens_spinner(harness.view.header.spinner)), 1)
            XCTAssertTrue(harness.isMapped(harness.view.list.listView))
            harness.screenshot("after-1000-updates")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}
