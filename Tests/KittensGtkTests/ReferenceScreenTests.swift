import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import MVI
import MVIRecording
import TestSupport
import XCTest

/// Each screen, rendered from a fixed model in a 640×480 window (360×640 and 1280×800 for the
/// narrow and wide ones), in light and in dark, looks
/// like its reference picture in `data/references` (see `ImageComparison` for how alike). A
/// mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the reference. To accept
/// a change, write the references again:
///
///     KITTENS_UPDATE_REFERENCES=1 xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- \
///         swift test --filter ReferenceScreenTests
final class ReferenceScreenTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder().appendingPathComponent("thumbnails")
        MainActor.assumeIsolated { ReferenceScreens.prepare() }
    }

    override func tearDown() {
        MainActor.assumeIsolated { ReferenceScreens.restore() }
    }

    /// A window at `size` (the reference size unless told) whose thumbnails come from the seeded cache.
    @MainActor
    private static func makeHarness(
        _ folder: URL, pictures: PictureLoader = PictureLoader(), size: WindowSize = ReferenceScreens.size
    ) throws -> WindowHarness {
        try WindowHarness(thumbnails: try ReferenceScreens.thumbnails(cachedIn: folder), pictures: pictures, size: size)
    }

    /// Bengal GIFs with a known breed, among three breeds.
    private static var bengalGIFs: FiltersModel {
        FiltersModel(
            filters: ListingFilters(breedIDs: ["beng"], mimeTypes: .animated),
            breeds: [Breed(id: "abys", name: "Abyssinian"), Breed(id: "beng", name: "Bengal"), Breed(id: "siam", name: "Siamese")])
    }

    /// Renders `model` and waits until every row shown has its thumbnail.
    @MainActor
    private static func renderWithThumbnails(_ harness: WindowHarness, _ model: ListingModel) {
        harness.render(model)
        let list = harness.view.list
        XCTAssertTrue(MainContext.wait(until: {
            !list.boundRows.isEmpty && list.boundRows.allSatisfy { $0.thumbnailState == .loaded }
        }), "every thumbnail is shown")
    }

    func testTheList() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            defer { harness.close() }
            Self.renderWithThumbnails(harness, ListingModel(rows: ReferenceScreens.rows, canLoadMore: true))
            ReferenceScreens.assertMatches(harness.view.window, screen: "list")
            if ReferenceImages.isUpdating { ReferenceScreens.copyToReadme(screen: "list", as: "main-window") }
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheGallery() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            defer { harness.close() }
            let rows = ReferenceScreens.galleryRows
            harness.render(ListingModel(rows: rows, canLoadMore: true, layout: .gallery))
            let list = harness.view.list
            XCTAssertTrue(MainContext.wait(until: {
                list.boundCells.count == rows.count && list.boundCells.allSatisfy { $0.thumbnailState == .loaded }
            }), "every cell's thumbnail is shown")
            ReferenceScreens.assertMatches(harness.view.window, screen: "gallery")
            if ReferenceImages.isUpdating { ReferenceScreens.copyToReadme(screen: "gallery", as: "gallery") }
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Also copies the references to data/screenshots/filters-<light|dark>.png for the README.
    func testTheFiltersPopover() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            defer { harness.close() }
            Self.renderWithThumbnails(harness, ListingModel(rows: ReferenceScreens.rows, canLoadMore: true, filters: Self.bengalGIFs))
            let filters = harness.view.header.filters
            filters.openPopover()
            let popover = try XCTUnwrap(filters.popover).widget
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(popover) }), "the popover shows")
            ReferenceScreens.assertMatches(harness.view.window, popover: popover, screen: "filters-popover")
            if ReferenceImages.isUpdating { ReferenceScreens.copyToReadme(screen: "filters-popover", as: "filters") }
            filters.closePopover()
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAnEmptyFilteredList() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            defer { harness.close() }
            harness.render(ListingModel(
                placeholder: .noMatches(title: "No Bengal GIFs yet", hint: "Choose other filters, or clear them to see every picture."),
                filters: Self.bengalGIFs))
            ReferenceScreens.assertMatches(harness.view.window, screen: "filtered-empty")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// At 360 pixels, with GNOME's window buttons: the title gives way to the filters, the
    /// switcher is at the bottom.
    func testANarrowWindow() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            try Self.assertFilteredList(folder, size: ReferenceScreens.narrow, screen: "narrow")
        }
    }

    func testAWideWindow() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            try Self.assertFilteredList(folder, size: ReferenceScreens.wide, screen: "wide")
        }
    }

    /// The filtered list at `size`, with GNOME's window buttons, looks like `screen`.
    @MainActor
    private static func assertFilteredList(
        _ folder: URL, size: WindowSize, screen: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        WindowButtons.useGNOMEs(true)
        defer { WindowButtons.useGNOMEs(false) }
        let harness = try makeHarness(folder, size: size)
        defer { harness.close() }
        renderWithThumbnails(harness, ListingModel(rows: ReferenceScreens.rows, canLoadMore: true, filters: bengalGIFs))
        ReferenceScreens.assertMatches(harness.view.window, screen: screen, file: file, line: line)
        XCTAssertEqual(harness.newWarnings, [], file: file, line: line)
    }

    func testTheEmptyList() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            defer { harness.close() }
            harness.render(ListingModel(placeholder: .empty(title: "No kittens yet", hint: "Press Refresh or F5 to load some.")))
            ReferenceScreens.assertMatches(harness.view.window, screen: "empty")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testAFailedFirstPage() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            defer { harness.close() }
            harness.render(ListingModel(
                errorMessage: "You appear to be offline.",
                placeholder: .failed(title: "No kittens to show", hint: "Press Retry to try again.")))
            ReferenceScreens.assertMatches(harness.view.window, screen: "failed")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheViewer() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let server = try FixturePictureServer()
            defer { server.stop() }
            let pictures = PictureLoader()
            let harness = try Self.makeHarness(folder, pictures: pictures)
            defer { harness.close() }
            Self.showViewer(harness, server: server, pictures: pictures)
            ReferenceScreens.assertMatches(harness.view.window, screen: "viewer")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// The viewer zoomed in two steps (Ctrl+plus twice) from fitting, about the middle.
    func testTheViewerZoomed() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let server = try FixturePictureServer()
            defer { server.stop() }
            let pictures = PictureLoader()
            let harness = try Self.makeHarness(folder, pictures: pictures)
            defer { harness.close() }
            Self.showViewer(harness, server: server, pictures: pictures)
            let viewer = harness.view.viewer.viewer
            XCTAssertTrue(MainContext.wait(until: { (viewer.zoom?.viewport.x ?? 0) > 100 }), "the viewer knows its size")
            let fit = try XCTUnwrap(viewer.zoom)
            for _ in 0..<2 { XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.zoom-in", nil), 1) }
            XCTAssertTrue(MainContext.wait(until: { viewer.drawnRegion != nil }), "the region shown is drawn")
            var expected = fit
            expected.zoomIn()
            expected.zoomIn()
            XCTAssertEqual(viewer.zoom?.percentage, expected.percentage)
            ReferenceScreens.assertMatches(harness.view.window, screen: "viewer-zoomed")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// The viewer in full screen (F11): the header bar hidden, the picture alone. Xvfb runs no
    /// window manager to answer the request, so the test answers in its place.
    func testTheViewerFullScreen() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let server = try FixturePictureServer()
            defer { server.stop() }
            let pictures = PictureLoader()
            let harness = try Self.makeHarness(folder, pictures: pictures)
            defer { harness.close() }
            Self.showViewer(harness, server: server, pictures: pictures)
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.fullscreen", nil), 1)
            let fullScreen = try XCTUnwrap(harness.view.fullScreen)
            fullScreen.windowFullScreenChanged(true)
            XCTAssertEqual(gtk_widget_get_visible(harness.view.header.headerBar), 0, "the header bar hid")
            let button = harness.view.viewer.viewer.parts[.fullScreenButton]
            XCTAssertEqual(gtk_button_get_icon_name(kittens_button(button)).map { String(cString: $0) }, "view-restore-symbolic")
            XCTAssertEqual(gtk_widget_get_tooltip_text(button).map { String(cString: $0) }, "Leave Full Screen (F11)")
            ReferenceScreens.assertMatches(harness.view.window, screen: "viewer-fullscreen")
            fullScreen.windowFullScreenChanged(false)
            XCTAssertEqual(gtk_button_get_icon_name(kittens_button(button)).map { String(cString: $0) }, "view-fullscreen-symbolic")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Shows the second row's picture (a 640 x 480 PNG) in the viewer over the list.
    @MainActor private static func showViewer(_ harness: WindowHarness, server: FixturePictureServer, pictures: PictureLoader) {
        let rows = ReferenceScreens.rows
        renderWithThumbnails(harness, ListingModel(rows: rows))
        let url = server.url("kitten-640x480.png")
        func viewer(_ picture: PictureLoad) -> ViewerModel {
            ViewerModel(viewer: ViewedPicture(
                imageID: rows[1].id, url: url, nextURL: nil, hasPrevious: true, hasNext: true, picture: picture))
        }
        harness.renderViewer(viewer(.loading))
        XCTAssertTrue(MainContext.wait(until: {
            if case .loaded = pictures.state(of: url) { return true }
            return false
        }), "the picture loaded")
        harness.renderViewer(viewer(.shown))
        XCTAssertTrue(MainContext.wait(until: { harness.view.viewer.shownPicture != nil }), "the picture is shown")
    }

    func testPreferences() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let window = PreferencesWindow(parent: nil)
            gtk_window_set_default_size(window.window, Int32(ReferenceScreens.size.width), Int32(ReferenceScreens.size.height))
            window.present(PreferencesModel(
                apiKey: "live_0123456789abcdef", pageSize: 20, pageSizeRange: PageSize.range,
                status: "Saved. The next refresh uses these settings.", canSave: true))
            defer { window.close() }
            XCTAssertTrue(MainContext.wait(until: { gtk_widget_get_mapped(kittens_widget(window.window)) != 0 }), "the window is shown")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(window.window)))
            ReferenceScreens.assertMatches(window.window, screen: "preferences")
        }
    }

    func testTheStoreInspector() throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try Self.makeHarness(folder)
            let factory = RecordingStoreFactory(clock: RecordingClock { .milliseconds(250) })
            let store = factory.makeListingStore(dataSource: ReferenceKittens(), pageSize: 6)
            let timeTravel = ListingTimeTravel(recording: try XCTUnwrap(factory.recording(as: ListingRecording.self)))
            let component = ListingComponent(store: store, states: timeTravel)
            component.attach(harness.view)
            defer {
                component.destroy()
                harness.close()
            }
            // Five pictures for a page of six: the last page, so the list asks for no more.
            XCTAssertTrue(MainContext.wait(until: {
                guard let state = timeTravel.records.last?.state else { return false }
                return harness.itemCount == 5 && state.loading == nil && !state.canLoadMore
            }), "the only page loaded")
            let inspectorScreen = StoreInspectorScreen(inspector: StoreInspector(travels: [timeTravel], kinds: kittensSessionKinds), parent: harness.view.window)
            let inspector = inspectorScreen.window
            gtk_window_set_default_size(inspector.window, Int32(ReferenceScreens.size.width), Int32(ReferenceScreens.size.height))
            inspectorScreen.present()
            defer { inspector.close() }
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }))
            let loaded = try XCTUnwrap(timeTravel.records.firstIndex { $0.state.images.count == 5 })
            inspector.selectRow(loaded)
            XCTAssertTrue(MainContext.wait(until: { inspector.changeText.contains("+ state.images.count: 5") }), inspector.changeText)
            let tree = inspector.stateTree
            let imagesRow = { (0..<tree.rowCount).first { tree.rowText($0)?.hasPrefix("images: ") == true } }
            XCTAssertTrue(MainContext.wait(until: { imagesRow() != nil }), "the state tree shows its first level")
            let images = try XCTUnwrap(imagesRow())
            tree.setExpanded(true, at: images)
            XCTAssertTrue(MainContext.wait(until: { tree.rowText(images + 5)?.hasPrefix("[4]: ") == true }), "the state tree shows the pictures")
            ReferenceScreens.assertMatches(inspector.window, screen: "inspector")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}

/// One page of the reference rows.
private struct ReferenceKittens: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult {
        .images(page == 0 ? ReferenceScreens.rows.map { KittenImage(id: $0.id, url: $0.url) } : [])
    }
}
