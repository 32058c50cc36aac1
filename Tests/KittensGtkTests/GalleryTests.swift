import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import LoopbackHTTP
import TestSupport
import XCTest

/// The gallery beside the list, driven by keyboard: Ctrl+2 and the header's toggle ask for it,
/// it is built only then, arrows move through its cells, the Menu key opens the selected cell's
/// menu, Enter opens the viewer, and End reaches the end, where more is asked for. The window
/// renders what a store would make of its events (`GalleryLoop`).
final class GalleryTests: XCTestCase {
    func testCtrl2AndTheToggleSwitchLayoutsAndTheGalleryIsBuiltOnlyWhenFirstShown() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(6)
            let loop = GalleryLoop(harness, rows: rows)
            let list = harness.view.list
            list.select(2)
            XCTAssertNil(list.gallery, "the list shows: no gallery widgets yet")
            XCTAssertFalse(harness.isMapped(harness.view.header.galleryToggle) && Self.isPressed(harness), "the toggle is up")
            KeyboardMenuTests.giveKeyboard(to: harness)

            Keyboard.press("ctrl+2")
            XCTAssertTrue(MainContext.wait(until: { loop.model.layout == .gallery }), "Ctrl+2 asked for the gallery: \(harness.events)")
            let gallery = try XCTUnwrap(list.gallery, "made when first shown")
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(gallery.view) }), "the gallery shows")
            XCTAssertFalse(harness.isMapped(list.listView), "instead of the list")
            XCTAssertTrue(Self.isPressed(harness), "the toggle is pressed")
            XCTAssertTrue(MainContext.wait(until: { list.boundCells.count == 6 }), "every cell has widgets")
            XCTAssertEqual(list.boundRows.count, 0, "the hidden list has no rows, and loads no thumbnails")
            XCTAssertEqual(list.selectedRow, rows[2], "the selection stays")

            gtk_widget_grab_focus(harness.view.header.galleryToggle)
            Keyboard.press("space")
            XCTAssertTrue(MainContext.wait(until: { loop.model.layout == .list }), "Space on the toggle asked for the list: \(harness.events)")
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(list.listView) }), "the list shows again")
            XCTAssertFalse(harness.isMapped(gallery.view))
            XCTAssertFalse(Self.isPressed(harness))
            XCTAssertTrue(list.gallery === gallery, "the gallery is kept, not made again")

            Keyboard.press("space")
            XCTAssertTrue(MainContext.wait(until: { loop.model.layout == .gallery }), "and the gallery again")
            XCTAssertEqual(harness.events.filter { if case .useLayout = $0 { true } else { false } },
                           [.useLayout(.gallery), .useLayout(.list), .useLayout(.gallery)], "one event per press, none for what the window rendered")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testArrowKeysMoveThroughTheCellsAndEnterOpensTheViewerOnTheCellChosen() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(12)
            let (loop, gallery) = try Self.gallery(in: harness, rows: rows, focusing: 0)
            let list = harness.view.list

            Keyboard.press("Right")
            XCTAssertTrue(MainContext.wait(until: { list.selectedRow == rows[1] }), "Right selected the next cell: \(String(describing: list.selectedRow))")
            let first = try XCTUnwrap(Self.cell(of: rows[1], in: harness))
            Keyboard.press("Down")
            XCTAssertTrue(MainContext.wait(until: { list.selectedRow.map { $0 != rows[1] } ?? false }), "Down moved on")
            let below = try XCTUnwrap(list.selectedRow)
            let second = try XCTUnwrap(Self.cell(of: below, in: harness))
            XCTAssertEqual(Self.origin(of: second, in: gallery.view).x, Self.origin(of: first, in: gallery.view).x, accuracy: 0.5,
                           "Down chose the cell under the last one")
            XCTAssertGreaterThan(Self.origin(of: second, in: gallery.view).y, Self.origin(of: first, in: gallery.view).y)

            harness.clearEvents()
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { harness.viewerEvents.contains(.showPicture(id: below.id)) }),
                          "Enter opened the viewer on the cell chosen: \(harness.viewerEvents)")
            XCTAssertTrue(MainContext.wait(until: { harness.view.viewer.visiblePage == .viewer }), "the viewer shows")
            XCTAssertEqual(loop.viewer.viewer?.imageID, below.id)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheMenuKeyAndShiftF10OpenTheSelectedCellsMenu() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(8)
            let (_, gallery) = try Self.gallery(in: harness, rows: rows, focusing: 3)
            let list = harness.view.list

            Keyboard.press("Menu")
            XCTAssertTrue(MainContext.wait(until: { gallery.contextMenu.isOpen }), "the Menu key opened the cell's menu")
            Keyboard.press("Escape")
            XCTAssertTrue(MainContext.wait(until: { !list.isContextMenuOpen }), "Escape closed it")
            XCTAssertEqual(list.selectedRow, rows[3], "the selection stays")

            harness.clearEvents()
            Keyboard.press("shift+F10")
            XCTAssertTrue(MainContext.wait(until: { gallery.contextMenu.isOpen }), "Shift+F10 opened it")
            Keyboard.press("Down")
            Keyboard.press("Up")
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { harness.viewerEvents.contains(.savePicture(id: rows[3].id)) }),
                          "Save Image As… of the selected cell: \(harness.viewerEvents)")
            XCTAssertTrue(MainContext.wait(until: { !list.isContextMenuOpen }), "the menu closed")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testEndReachesTheLastCellAndAsksForTheNextPageOnce() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(60)
            let (loop, _) = try Self.gallery(in: harness, rows: rows, canLoadMore: true, focusing: 0)
            XCTAssertFalse(harness.events.contains(.loadMore), "the top of 60 pictures is not near the end")
            let list = harness.view.list

            Keyboard.press("End")
            XCTAssertTrue(MainContext.wait(until: { list.selectedRow == rows.last }), "End chose the last cell")
            XCTAssertTrue(MainContext.wait(until: { harness.events.contains(.loadMore) }), "at the end, more was asked for: \(harness.events)")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            XCTAssertEqual(harness.events.filter { $0 == .loadMore }.count, 1, "once per model")
            XCTAssertEqual(loop.model.rows.count, 60)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Cells are square, loaded at the cell's size times the scale factor, named for people by
    /// their picture (with the breed when known) with the URL as description, and show the
    /// breed's name over the picture.
    func testCellsLoadAtTheirSizeAndAreNamedByTheirPictureAndBreed() throws {
        try MainActor.assumeIsolated {
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = (0..<4).map { PictureRow(id: "k000\($0)", url: server.url("/k\($0).png"), breedName: $0 == 1 ? "Bengal" : nil) }
            _ = GalleryLoop(harness, rows: rows, layout: .gallery)
            let list = harness.view.list
            XCTAssertTrue(MainContext.wait(until: {
                list.boundCells.count == rows.count && list.boundCells.allSatisfy { $0.thumbnailState == .loaded }
            }), "every cell's thumbnail loaded")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            let scale = Int(gtk_widget_get_scale_factor(harness.widget))
            XCTAssertEqual(scale, HiDPIThumbnailTests.expectedScale)
            for cell in list.boundCells {
                let url = try XCTUnwrap(cell.url)
                let row = try XCTUnwrap(rows.first { $0.url == url })
                XCTAssertEqual(cell.requestedScale, scale)
                XCTAssertEqual(Int(gtk_widget_get_width(cell.picture)), GalleryCellWidgets.side, "drawn at the cell's size")
                XCTAssertEqual(Int(gtk_widget_get_height(cell.picture)), GalleryCellWidgets.side)
                let paintable = try XCTUnwrap(gtk_picture_get_paintable(kittens_picture(cell.picture)))
                XCTAssertEqual(Int(gdk_paintable_get_intrinsic_width(paintable)), scale * GalleryCellWidgets.side, "texture = scale × cell")
                XCTAssertEqual(Int(gdk_paintable_get_intrinsic_height(paintable)), scale * GalleryCellWidgets.side)
                XCTAssertEqual(cell.shownBreed, row.breedName)
                let item = try XCTUnwrap(gtk_widget_get_parent(cell.box), "the cell sits in its list item")
                let name = row.breedName.map { "Cat picture \(row.id), \($0)" } ?? "Cat picture \(row.id)"
                Accessible.assertLabel(item, name)
                Accessible.assertDescription(item, url.absoluteString)
                Accessible.assertLabel(cell.picture, name)
            }
            Accessible.assertLabel(try XCTUnwrap(list.gallery).view, "Kitten gallery")
            let side = GalleryCellWidgets.side * scale
            XCTAssertEqual(harness.view.thumbnails.cachedBytes, rows.count * side * side * 4, "the same memory cache, counting the cells' bytes")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// The test above at `GDK_SCALE=2`: cells' textures have twice the cell's pixels each way.
    func testAtScaleTwoCellTexturesHaveTwiceThePixels() throws {
        try HiDPIThumbnailTests.runAtScaleTwo("GalleryTests/testCellsLoadAtTheirSizeAndAreNamedByTheirPictureAndBreed")
    }

    /// Shows `rows` in the gallery of `harness`'s window, through a `GalleryLoop`, and gives the
    /// keyboard to the cell of the row at `focusing`.
    @MainActor private static func gallery(
        in harness: WindowHarness, rows: [PictureRow], canLoadMore: Bool = false, focusing position: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (GalleryLoop, PictureItemsPane<GalleryCellWidgets>) {
        let loop = GalleryLoop(harness, rows: rows, layout: .gallery, canLoadMore: canLoadMore)
        let gallery = try XCTUnwrap(harness.view.list.gallery, file: file, line: line)
        KeyboardMenuTests.giveKeyboard(to: harness, over: gallery.view, file: file, line: line)
        focus(rows[position], in: harness, file: file, line: line)
        return (loop, gallery)
    }

    /// Selects `row` and puts the keyboard focus on its cell, as a click would.
    @MainActor private static func focus(_ row: PictureRow, in harness: WindowHarness, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(MainContext.wait(until: { cell(of: row, in: harness) != nil }), "\(row.id) has a cell", file: file, line: line)
        guard let cell = cell(of: row, in: harness), let item = gtk_widget_get_parent(cell.box) else { return }
        XCTAssertEqual(gtk_widget_grab_focus(item), 1, "the cell took the focus", file: file, line: line)
        if let position = harness.view.list.position(ofImage: row.id) { harness.view.list.select(position) }
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)), file: file, line: line)
    }

    @MainActor private static func isPressed(_ harness: WindowHarness) -> Bool {
        gtk_toggle_button_get_active(kittens_toggle_button(harness.view.header.galleryToggle)) != 0
    }

    @MainActor private static func cell(of row: PictureRow, in harness: WindowHarness) -> GalleryCellWidgets? {
        harness.view.list.boundCells.first { $0.url == row.url }
    }

    @MainActor private static func origin(of cell: GalleryCellWidgets, in view: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(cell.box, view, 0, 0, &x, &y)
        return (x, y)
    }
}

/// What the kitten and viewer stores would do with the window's layout and viewer events,
/// rendered back into the window: models that follow `useLayout`, `showPicture` and `closeViewer`.
@MainActor
private final class GalleryLoop {
    private(set) var model: ListingModel
    private(set) var viewer = ViewerModel()
    private weak var harness: WindowHarness?

    init(_ harness: WindowHarness, rows: [PictureRow], layout: ListingLayout = .list, canLoadMore: Bool = false) {
        self.harness = harness
        model = ListingModel(rows: rows, canLoadMore: canLoadMore, layout: layout)
        harness.render(model)
        let record = harness.view.onEvent
        harness.view.onEvent = { [weak self] event in
            record?(event)
            self?.apply(event)
        }
        let recordViewer = harness.view.onViewerEvent
        harness.view.onViewerEvent = { [weak self] event in
            recordViewer?(event)
            self?.apply(event)
        }
    }

    private func apply(_ event: ListingIntent) {
        guard case .useLayout(let layout) = event else { return }
        model.layout = layout
        harness?.view.render(model)
    }

    private func apply(_ event: ViewerIntent) {
        switch event {
        case .showPicture(let id):
            guard let row = model.rows.first(where: { $0.id == id }) else { return }
            viewer.viewer = ViewedPicture(
                imageID: row.id, url: row.url, nextURL: nil, hasPrevious: false, hasNext: false, picture: .loading,
                pictureLabel: row.pictureLabel, breedCard: nil)
        case .closeViewer: viewer.viewer = nil
        default: return
        }
        harness?.view.renderViewer(viewer)
    }
}
