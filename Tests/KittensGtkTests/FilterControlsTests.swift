import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The header bar's filters: the breed drop-down lists "All breeds", then the breeds by name,
/// and the user's choices become `useFilters` events; what `render` sets emits nothing.
final class FilterControlsTests: XCTestCase {
    private static let breeds = [Breed(id: "siam", name: "Siamese"), Breed(id: "beng", name: "Bengal"), Breed(id: "abys", name: "Abyssinian")]

    func testTheBreedDropDownListsAllBreedsThenTheBreedsByNameAndChoosingOneEmitsTheEvent() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let filters = KittenFilters(mimeTypes: .still, hasBreeds: true)
            harness.render(KittenModel(filters: FiltersModel(filters: filters, breeds: Self.breeds)))
            let controls = harness.view.header.filters
            XCTAssertEqual(controls.breedNamesShown, ["All breeds", "Abyssinian", "Bengal", "Siamese"])
            XCTAssertEqual(harness.events, [], "rendering emits nothing")

            controls.chooseBreed(at: 2)
            XCTAssertTrue(MainContext.wait(until: { !harness.events.isEmpty }))
            XCTAssertEqual(harness.events, [.useFilters(KittenFilters(breedIDs: ["beng"], mimeTypes: .still, hasBreeds: true))])
        }
    }

    func testAChosenBreedNotYetListedIsShownAndTheToggleEmitsTheEvent() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            harness.render(KittenModel(filters: FiltersModel(filters: KittenFilters(breedIDs: ["beng"]))))
            let controls = harness.view.header.filters
            XCTAssertEqual(controls.breedNamesShown, ["All breeds", "beng"])
            XCTAssertEqual(gtk_drop_down_get_selected(kittens_drop_down(controls.parts[.breedDropDown])), 1)
            gtk_toggle_button_set_active(kittens_toggle_button(controls.parts[.breedsToggle]), 1)
            XCTAssertTrue(MainContext.wait(until: { !harness.events.isEmpty }))
            XCTAssertEqual(harness.events, [.useFilters(KittenFilters(breedIDs: ["beng"], hasBreeds: true))])
        }
    }

    func testABreedsListThatCouldNotBeRefreshedShowsAWarningThatSaysWhy() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let controls = harness.view.header.filters
            XCTAssertEqual(gtk_widget_get_visible(controls.parts[.breedsProblem]), 0, "no warning while the list is fresh")
            let breeds = [Breed(id: "beng", name: "Bengal")]
            harness.render(KittenModel(filters: FiltersModel(breeds: breeds, breedsRefreshError: .httpStatus(503))))
            XCTAssertEqual(gtk_widget_get_visible(controls.parts[.breedsProblem]), 1)
            let tooltip = gtk_widget_get_tooltip_text(controls.parts[.breedsProblem]).map { String(cString: $0) } ?? ""
            XCTAssertTrue(tooltip.hasPrefix("The list of breeds could not be refreshed, so the saved one is shown: "), tooltip)
            XCTAssertEqual(controls.breedNamesShown, ["All breeds", "Bengal"], "the saved list stays")
            harness.render(KittenModel(filters: FiltersModel(breeds: breeds)))
            XCTAssertEqual(gtk_widget_get_visible(controls.parts[.breedsProblem]), 0, "gone once a refresh worked")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}
