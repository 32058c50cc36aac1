import CAdw
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The window from 360 pixels wide: every control of the header bar stays whole and inside it,
/// the view switcher moves to a bar at the bottom when narrow, and the viewer puts the breed
/// card under the picture when narrow, beside it when wide.
final class NarrowLayoutTests: XCTestCase {
    private static let filtered = ListingModel(
        rows: Fixtures.rows(3),
        filters: FiltersModel(filters: ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true), breeds: [Breed(id: "beng", name: "Bengal")]))

    override func setUp() {
        MainActor.assumeIsolated { WindowButtons.useGNOMEs(true) }
    }

    override func tearDown() {
        MainActor.assumeIsolated { WindowButtons.useGNOMEs(false) }
    }

    func testAt360PixelsEveryHeaderControlFitsAndTheSwitcherIsAtTheBottom() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.showFiltered(width: WindowSize.minimumWidth, height: 640)
            defer { harness.close() }
            var headerMinimum: Int32 = 0
            gtk_widget_measure(harness.view.header.headerBar, GTK_ORIENTATION_HORIZONTAL, -1, &headerMinimum, nil, nil, nil)
            XCTAssertLessThanOrEqual(headerMinimum, Int32(WindowSize.minimumWidth), "the header bar fits in 360 pixels")
            var frameMinimum: Int32 = 0
            gtk_widget_measure(gtk_widget_get_parent(harness.view.header.headerBar), GTK_ORIENTATION_HORIZONTAL, -1, &frameMinimum, nil, nil, nil)
            XCTAssertEqual(frameMinimum, Int32(WindowSize.minimumWidth), "and the window's content does not get narrower")
            // The window's borders take a few more pixels than its content.
            XCTAssertLessThan(gtk_widget_get_width(harness.view.header.headerBar), 370, "the window is at its narrowest")
            Self.assertEveryHeaderControlFits(harness)
            XCTAssertTrue(Self.isSwitcherBarRevealed(harness), "the switcher bar shows at the bottom")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAt1280PixelsTheSwitcherIsInTheHeaderBar() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.showFiltered(width: 1280, height: 800)
            defer { harness.close() }
            Self.assertEveryHeaderControlFits(harness)
            XCTAssertFalse(Self.isSwitcherBarRevealed(harness), "no switcher bar while the header bar holds the switcher")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testARestoredSizeNarrowerThanTheMinimumOpensAtTheMinimum() throws {
        try MainActor.assumeIsolated {
            @MainActor func width(restoring restored: Int) throws -> Int32 {
                let harness = try WindowHarness(size: WindowSize(width: restored, height: 480, maximized: false))
                defer { harness.close() }
                XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
                return gtk_widget_get_width(harness.view.header.headerBar)
            }
            let tooNarrow = try width(restoring: 200)
            let minimum = try width(restoring: WindowSize.minimumWidth)
            let wider = try width(restoring: 400)
            XCTAssertEqual(tooNarrow, minimum)
            XCTAssertLessThan(minimum, wider)
        }
    }

    func testTheBreedCardIsUnderThePictureAt720AndBesideItAt1280() throws {
        try MainActor.assumeIsolated {
            for (width, placement) in [(720, PictureDetailsPlacement.below), (1280, .beside)] {
                let harness = try WindowHarness(size: WindowSize(width: width, height: 800, maximized: false))
                defer { harness.close() }
                let url = try XCTUnwrap(URL(string: "https://example.com/k1.jpg"))
                let viewer = ViewedPicture(imageID: "k1", url: url, breedCard: BreedCard(BreedCardViewTests.bengal))
                harness.render(ListingModel(rows: [PictureRow(id: "k1", url: url)]))
                harness.renderViewer(ViewerModel(viewer: viewer))
                let pictureViewer = harness.view.viewer.viewer
                let card = try XCTUnwrap(pictureViewer.part(BreedCardView.self)).widget
                XCTAssertTrue(MainContext.wait(until: { harness.isMapped(card) && pictureViewer.detailsPlacement == placement }),
                              "at \(width): \(pictureViewer.detailsPlacement)")
                XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
                XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
                let pages = pictureViewer.parts[.pages]
                var cardBounds = graphene_rect_t(), pictureBounds = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(card, harness.widget, &cardBounds), 0)
                XCTAssertNotEqual(gtk_widget_compute_bounds(pages, harness.widget, &pictureBounds), 0)
                switch placement {
                case .below:
                    XCTAssertGreaterThanOrEqual(cardBounds.origin.y, pictureBounds.origin.y + pictureBounds.size.height, "under the picture")
                    XCTAssertEqual(cardBounds.size.width, pictureBounds.size.width, "as wide as the picture")
                case .beside:
                    XCTAssertGreaterThanOrEqual(cardBounds.origin.x, pictureBounds.origin.x + pictureBounds.size.width, "beside the picture")
                    XCTAssertEqual(cardBounds.origin.y, pictureBounds.origin.y)
                }
                XCTAssertEqual(harness.newWarnings, [], "at \(width)")
            }
        }
    }

    func testTheCardGoesBesideFrom900Pixels() {
        XCTAssertEqual(PictureDetailsPlacement(viewerWidth: 360), .below)
        XCTAssertEqual(PictureDetailsPlacement(viewerWidth: 899), .below)
        XCTAssertEqual(PictureDetailsPlacement(viewerWidth: 900), .beside)
    }

    /// A window of `width` × `height` showing a filtered list, drawn once.
    @MainActor private static func showFiltered(width: Int, height: Int) throws -> WindowHarness {
        let harness = try WindowHarness(size: WindowSize(width: width, height: height, maximized: false))
        harness.render(filtered)
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
        return harness
    }

    @MainActor private static func isSwitcherBarRevealed(_ harness: WindowHarness) -> Bool {
        adw_view_switcher_bar_get_reveal(kittens_adw_view_switcher_bar(harness.view.views.switcherBar)) != 0
    }

    /// Every shown control at either end of the header bar, and its title, lies inside the header
    /// bar and has at least its minimum width: nothing is cut off.
    @MainActor private static func assertEveryHeaderControlFits(_ harness: WindowHarness, file: StaticString = #filePath, line: UInt = #line) {
        let header = harness.view.header
        let headerWidth = Float(gtk_widget_get_width(header.headerBar))
        let controls = [
            header.refreshButton, header.filters.parts[.filterButton],
            header.menu.button, header.spinner, harness.view.views.switcherTitle,
        ]
        for control in controls {
            XCTAssertNotEqual(gtk_widget_get_mapped(control), 0, "\(name(of: control)) shows", file: file, line: line)
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(control, header.headerBar, &bounds), 0, file: file, line: line)
            XCTAssertGreaterThanOrEqual(bounds.origin.x, 0, "\(name(of: control)) starts inside", file: file, line: line)
            XCTAssertLessThanOrEqual(bounds.origin.x + bounds.size.width, headerWidth, "\(name(of: control)) ends inside", file: file, line: line)
            var minimum: Int32 = 0
            gtk_widget_measure(control, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            XCTAssertGreaterThanOrEqual(Int32(bounds.size.width), minimum, "\(name(of: control)) is whole", file: file, line: line)
        }
    }

    @MainActor private static func name(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name_from_instance(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))))
    }
}
