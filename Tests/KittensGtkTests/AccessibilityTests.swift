import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// What assistive technology is told about the window's pictures, spinners, error strips and
/// list items: roles, labels and states, read through GTK's accessible test functions.
final class AccessibilityTests: XCTestCase {
    func testEveryThumbnailIsAnImageLabelledFromTheModelAndEveryListItemIsNamedByItsPictureWithItsURLAsDescription() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(6).map { PictureRow(id: $0.id, url: $0.url, breedName: $0.id == "id2" ? "Bengal" : nil) }
            harness.render(ListingModel(rows: rows))
            let bound = harness.view.list.boundRows
            XCTAssertEqual(bound.count, rows.count, "every row has widgets")
            for row in bound {
                let url = try XCTUnwrap(row.url)
                let model = try XCTUnwrap(rows.first { $0.url == url })
                let name = model.id == "id2" ? "Cat picture id2, Bengal" : "Cat picture \(model.id)"
                XCTAssertEqual(model.pictureLabel, name)
                Accessible.assertRole(row.picture, GTK_ACCESSIBLE_ROLE_IMG)
                Accessible.assertLabel(row.picture, name)
                let item = try XCTUnwrap(gtk_widget_get_parent(row.box), "the row sits in its list item")
                Accessible.assertRole(item, GTK_ACCESSIBLE_ROLE_LIST_ITEM)
                Accessible.assertLabel(item, name)
                Accessible.assertDescription(item, url.absoluteString)
            }
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheSelectedListItemIsSelectedForAssistiveTechnology() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(4)
            harness.render(ListingModel(rows: rows))
            harness.view.list.select(2)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            let selected = try XCTUnwrap(harness.view.list.boundRows.first { $0.url == rows[2].url })
            Accessible.assertState(try XCTUnwrap(gtk_widget_get_parent(selected.box)), GTK_ACCESSIBLE_STATE_SELECTED, true)
            harness.view.list.select(0)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            Accessible.assertState(try XCTUnwrap(gtk_widget_get_parent(selected.box)), GTK_ACCESSIBLE_STATE_SELECTED, false)
        }
    }

    func testTheListViewIsNamed() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            Accessible.assertRole(harness.view.list.listView, GTK_ACCESSIBLE_ROLE_LIST)
            Accessible.assertLabel(harness.view.list.listView, "Kitten images")
        }
    }

    func testTheFilterControlsAreNamed() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(ListingModel(filters: FiltersModel(filters: ListingFilters(mimeTypes: .still), breeds: [Breed(id: "beng", name: "Bengal")])))
            let filters = harness.view.header.filters
            Accessible.assertLabel(filters.parts[.filterButton], "Filters")
            filters.openPopover()
            let popover = try XCTUnwrap(filters.popover)
            let breedFilter = try XCTUnwrap(popover.part(BreedFilterPart.self))
            Accessible.assertLabel(breedFilter.parts[.breedSearch], "Search breeds")
            Accessible.assertRole(breedFilter.parts[.breedList], GTK_ACCESSIBLE_ROLE_LIST)
            Accessible.assertLabel(breedFilter.parts[.breedList], "Breeds")
            Accessible.assertLabel(breedFilter.parts[.hasBreedsSwitch], "Only pictures with a known breed")
            XCTAssertEqual(gtk_check_button_get_label(kittens_check_button(popover.parts[.kindStill])).map { String(cString: $0) }, "Photos")
            filters.closePopover()
        }
    }

    func testTheHeaderSpinnerSaysLoadingAndIsBusyOnlyWhileLoading() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let spinner = harness.view.header.spinner
            Accessible.assertRole(spinner, GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
            Accessible.assertLabel(spinner, "Loading")
            harness.render(ListingModel(isLoading: true, rows: Fixtures.rows(3)))
            Accessible.assertState(spinner, GTK_ACCESSIBLE_STATE_BUSY, true)
            harness.render(ListingModel(isLoading: false, rows: Fixtures.rows(3)))
            Accessible.assertState(spinner, GTK_ACCESSIBLE_STATE_BUSY, false)
            Accessible.assertLabel(harness.view.content.parts[.bigSpinner], "Loading kittens")
        }
    }

    func testTheErrorStripIsAnAlertNamedByItsMessage() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            Accessible.assertRole(harness.view.banner.parts[.alert], GTK_ACCESSIBLE_ROLE_ALERT)
            Accessible.assertLabel(harness.view.banner.parts[.alert], "Error")
            let message = "You appear to be offline. Check your connection and try again."
            harness.render(ListingModel(errorMessage: message, rows: Fixtures.rows(2)))
            Accessible.assertLabel(harness.view.banner.parts[.alert], message)
            XCTAssertTrue(harness.isMapped(harness.view.banner.parts[.alert]))
            XCTAssertEqual(harness.label(harness.view.banner.parts[.label]), message)
            Accessible.assertLabel(harness.view.banner.parts[.button], "Retry loading")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheViewersPictureIsAnImageLabelledFromTheModel() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(3)
            let first = ViewedPicture(imageID: "k000012", url: rows[0].url, hasNext: true)
            harness.render(ListingModel(rows: rows))
            harness.renderViewer(ViewerModel(viewer: first))
            let picture = harness.view.viewer.viewer.parts[.picture]
            Accessible.assertRole(picture, GTK_ACCESSIBLE_ROLE_IMG)
            Accessible.assertLabel(picture, "Cat picture k000012")
            let next = ViewedPicture(imageID: "k000013", url: rows[1].url, hasPrevious: true, pictureLabel: "Tabby k000013")
            harness.render(ListingModel(rows: rows))
            harness.renderViewer(ViewerModel(viewer: next))
            Accessible.assertLabel(picture, "Tabby k000013")
        }
    }

    func testTheStoreLabelsEachPictureWithItsShownID() {
        XCTAssertEqual(PictureRow.pictureLabel(forImage: "k000012"), "Cat picture k000012")
        XCTAssertEqual(PictureRow.pictureLabel(forImage: "a\nb"), "Cat picture a\u{FFFD}b", "control characters are not read out")
    }
}
