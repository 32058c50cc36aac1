import CAdw
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The filters of the Pictures page, by keyboard alone: Ctrl+F opens the popover in the breed
/// search, typing narrows the breeds, Enter chooses one, the kinds and the known-breed switch
/// are reached with Tab and the arrows, Escape closes it; the filter bar's Clear filters then
/// clears them.
/// What `render` sets emits nothing; on the Favourites page the filters are not shown.
final class FilterControlsTests: XCTestCase {
    private static let breeds = [Breed(id: "siam", name: "Siamese"), Breed(id: "beng", name: "Bengal"), Breed(id: "abys", name: "Abyssinian")]

    /// What the store would show after `filters`.
    private static func model(_ filters: ListingFilters = .none) -> ListingModel {
        ListingModel(rows: Fixtures.rows(3), filters: FiltersModel(filters: filters, breeds: breeds))
    }

    func testThePopoverWorksByKeyboardAloneAndTheClearButtonClears() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(Self.model())
            let controls = harness.view.header.filters
            XCTAssertNil(controls.popover, "the popover is built when it first opens, not at start")
            XCTAssertFalse(controls.isBarShown, "no filters, nothing to say or clear")
            XCTAssertNil(harness.view.views.subtitle)
            KeyboardMenuTests.giveKeyboard(to: harness)

            Keyboard.press("ctrl+f")
            XCTAssertTrue(MainContext.wait(until: { controls.isPopoverOpen }), "Ctrl+F opened the filters")
            let popover = try XCTUnwrap(controls.popover)
            let breedFilter = try XCTUnwrap(popover.part(BreedFilterPart.self))
            XCTAssertEqual(breedFilter.breedNamesShown, ["All breeds", "Abyssinian", "Bengal", "Siamese"])
            XCTAssertTrue(MainContext.wait(until: { Self.focus(of: harness, isIn: breedFilter.parts[.breedSearch]) }), "in the breed search")
            for letter in ["b", "e", "n"] { Keyboard.press(letter) }
            XCTAssertTrue(MainContext.wait(until: { breedFilter.matchesShown == ["Bengal"] }), "\(breedFilter.matchesShown)")
            XCTAssertEqual(harness.events, [])
            Keyboard.press("Return")
            let bengals = ListingFilters(breedIDs: ["beng"])
            XCTAssertTrue(MainContext.wait(until: { harness.events == [.useFilters(bengals)] }), "Enter chose Bengal: \(harness.events)")
            harness.render(Self.model(bengals))
            XCTAssertEqual(breedFilter.matchesShown.count, 4, "the search is emptied for the next choice")
            XCTAssertTrue(controls.isPopoverOpen, "the popover stays open for the other filters")

            harness.clearEvents()
            Self.press("Tab", until: { Self.focus(of: harness, isIn: popover.parts[.kindAny]) }, harness)
            Self.press("Down", until: { Self.focus(of: harness, isIn: popover.parts[.kindAnimated]) }, harness)
            if harness.events.isEmpty { Keyboard.press("space") }
            let bengalGIFs = ListingFilters(breedIDs: ["beng"], mimeTypes: .animated)
            XCTAssertTrue(MainContext.wait(until: { harness.events.last == .useFilters(bengalGIFs) }), "Animated GIFs: \(harness.events)")
            harness.render(Self.model(bengalGIFs))
            XCTAssertEqual(Self.label(popover.parts[.kindAnimated]), "Animated GIFs")
            XCTAssertEqual(Self.label(popover.parts[.kindAny]), "All pictures")

            harness.clearEvents()
            Self.press("Tab", until: { gtk_window_get_focus(harness.view.window) == breedFilter.parts[.hasBreedsRow] }, harness)
            Keyboard.press("Return")
            let known = ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true)
            XCTAssertTrue(MainContext.wait(until: { harness.events == [.useFilters(known)] }), "the switch: \(harness.events)")
            harness.render(Self.model(known))

            Keyboard.press("Escape")
            XCTAssertTrue(MainContext.wait(until: { !controls.isPopoverOpen }), "Escape closed the filters")
            XCTAssertEqual(harness.view.views.subtitle, "Bengal · Animated GIFs", "the window's subtitle says which filters")
            XCTAssertTrue(controls.isBarShown)
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(controls.parts[.clearButton]) }), "the filter bar shows")
            XCTAssertEqual(Self.label(controls.parts[.summary]), "Bengal · Animated GIFs", "and says which filters")

            harness.clearEvents()
            Self.press("Tab", until: { Self.focus(of: harness, isIn: controls.parts[.clearButton]) }, harness)
            Keyboard.press("space")
            XCTAssertTrue(MainContext.wait(until: { harness.events == [.clearFilters] }), "the clear button: \(harness.events)")
            harness.render(Self.model(.none))
            XCTAssertFalse(controls.isBarShown)
            XCTAssertNil(harness.view.views.subtitle)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheFiltersBelongToThePicturesPageOnly() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(Self.model(ListingFilters(breedIDs: ["beng"], mimeTypes: .still)))
            let filters = harness.view.header.filters
            XCTAssertTrue(harness.isVisible(filters.widget))
            XCTAssertEqual(harness.view.views.subtitle, "Bengal · Photos")

            harness.view.views.show(.favourites)
            XCTAssertFalse(harness.isVisible(filters.widget), "no filter button on the Favourites page")
            XCTAssertFalse(harness.isVisible(harness.view.header.galleryToggle), "no gallery toggle: Favourites is a list")
            XCTAssertFalse(harness.isMapped(filters.bar), "nor the filter bar")
            XCTAssertNil(harness.view.views.subtitle, "nor the subtitle")
            harness.view.openFilters()
            XCTAssertFalse(filters.isPopoverOpen, "Ctrl+F does nothing there")

            harness.view.views.show(.pictures)
            XCTAssertTrue(harness.isVisible(filters.widget))
            XCTAssertTrue(harness.isVisible(harness.view.header.galleryToggle))
            XCTAssertEqual(harness.view.views.subtitle, "Bengal · Photos")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAnEmptyFilteredListSaysSoAndOffersClearFilters() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let content = harness.view.content
            harness.render(ListingModel(placeholder: .noMatches(title: "No Bengal GIFs yet", hint: "Choose other filters.")))
            XCTAssertEqual(content.emptyTitle, "No Bengal GIFs yet")
            XCTAssertTrue(harness.isMapped(content.parts[.clearFiltersButton]))
            XCTAssertNotEqual(gtk_widget_activate(content.parts[.clearFiltersButton]), 0)
            XCTAssertTrue(MainContext.wait(until: { harness.events == [.clearFilters] }), "\(harness.events)")
            harness.render(ListingModel(placeholder: .empty(title: "No kittens yet", hint: "Press Refresh.")))
            XCTAssertFalse(harness.isVisible(content.parts[.clearFiltersButton]), "nothing to clear without filters")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testABreedsListThatCouldNotBeRefreshedShowsAWarningThatSaysWhy() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let controls = harness.view.header.filters
            let breeds = [Breed(id: "beng", name: "Bengal")]
            harness.render(ListingModel(filters: FiltersModel(breeds: breeds, breedsRefreshError: .httpStatus(503))))
            controls.openPopover()
            let breedFilter = try XCTUnwrap(controls.popover?.part(BreedFilterPart.self))
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(breedFilter.parts[.breedsProblem]) }), "the popover opens with the warning")
            let text = Self.label(breedFilter.parts[.breedsProblem])
            XCTAssertTrue(text.hasPrefix("The list of breeds could not be refreshed, so the saved one is shown: "), text)
            XCTAssertEqual(breedFilter.breedNamesShown, ["All breeds", "Bengal"], "the saved list stays")
            harness.render(ListingModel(filters: FiltersModel(breeds: breeds)))
            XCTAssertFalse(harness.isVisible(breedFilter.parts[.breedsProblem]), "gone once a refresh worked")
            XCTAssertEqual(harness.events, [], "rendering emits nothing")
            controls.closePopover()
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Presses `key` until `reached` holds, at most sixteen times.
    @MainActor private static func press(
        _ key: String, until reached: () -> Bool, _ harness: WindowHarness, file: StaticString = #filePath, line: UInt = #line
    ) {
        for _ in 0..<16 where !reached() { Keyboard.press(key) }
        XCTAssertTrue(reached(), "\(key) reached it; the focus is on \(focusName(of: harness))", file: file, line: line)
    }

    @MainActor private static func focus(of harness: WindowHarness, isIn widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_window_get_focus(harness.view.window) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    @MainActor private static func focusName(of harness: WindowHarness) -> String {
        guard let focus = gtk_window_get_focus(harness.view.window) else { return "nothing" }
        return String(cString: g_type_name_from_instance(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(focus))))
    }

    @MainActor private static func label(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_label_get_type()) != 0 { return gtk_label_get_text(kittens_label(widget)).map { String(cString: $0) } ?? "" }
        return gtk_check_button_get_label(kittens_check_button(widget)).map { String(cString: $0) } ?? ""
    }
}
