import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import TestSupport
import XCTest

/// The picture viewer in a real window over a real store: opening a row, moving, prefetching,
/// going back to the same place in the list, failing and retrying, refusing bombs.
final class PictureViewerTests: XCTestCase {
    func testActivatingARowShowsItsPictureWithTheTitleAndEscapeReturnsToTheSameScrollPosition() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            XCTAssertEqual(scene.title, "Kittens")
            XCTAssertFalse(scene.isEnabled("back"), "Escape belongs to the list while it shows")
            XCTAssertFalse(scene.isEnabled("previous"), "Left belongs to the list while it shows")
            XCTAssertFalse(scene.isEnabled("next"), "Right belongs to the list while it shows")

            let list = scene.harness.view.list
            list.scrollOffset = 120
            XCTAssertTrue(MainContext.wait(until: { list.scrollOffset == 120 }))
            scene.activateRow("cat-a")
            XCTAssertTrue(MainContext.wait(until: { scene.title == "Kittens – cat-a" }), scene.title)
            XCTAssertEqual(scene.presenter.visiblePage, .viewer)
            XCTAssertTrue(scene.waitForPicture(), "the picture shows")
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.viewer.drawnSize != nil }))
            let size = try XCTUnwrap(scene.paintableSize)
            XCTAssertLessThanOrEqual(abs(size.width * 480 - size.height * 640), 640, "the aspect ratio is kept, to the pixel")
            XCTAssertLessThanOrEqual(size.width, 640, "never decoded larger than the source")
            let drawn = try XCTUnwrap(scene.presenter.viewer.drawnSize)
            XCTAssertLessThanOrEqual(size.width, drawn.width, "decoded no larger than drawn")
            XCTAssertLessThanOrEqual(size.height, drawn.height, "decoded no larger than drawn")
            XCTAssertTrue(scene.isEnabled("back"))
            XCTAssertFalse(scene.isEnabled("previous"), "the first picture has none before it")
            XCTAssertTrue(scene.isEnabled("next"))
            scene.harness.screenshot("viewer")

            XCTAssertTrue(scene.activate("win.back"))
            XCTAssertTrue(MainContext.wait(until: { scene.title == "Kittens" }), scene.title)
            XCTAssertEqual(scene.presenter.visiblePage, .browse)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(scene.harness.view.window)))
            XCTAssertEqual(list.scrollOffset, 120, "the list is where it was")
            XCTAssertFalse(scene.isEnabled("back"))
            XCTAssertTrue(scene.pictures.keptURLs.isEmpty, "no picture is held once the viewer closed")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testRightMovesToTheNextPictureWhichWasPrefetchedAndLeftMovesBack() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            scene.activateRow("cat-a")
            XCTAssertTrue(scene.waitForPicture())
            XCTAssertTrue(MainContext.wait(until: { scene.viewerRequests("/kitten-320x240.jpg") == 1 }), "the next picture is prefetched")
            XCTAssertEqual(scene.pictures.keptURLs, Set([scene.url(of: "cat-a"), scene.url(of: "cat-b")].compactMap { $0 }))

            XCTAssertTrue(scene.activate("win.next"))
            XCTAssertTrue(MainContext.wait(until: { scene.title == "Kittens – cat-b" }), scene.title)
            XCTAssertTrue(scene.waitForPicture())
            let size = try XCTUnwrap(scene.paintableSize)
            XCTAssertLessThanOrEqual(abs(size.width * 240 - size.height * 320), 320, "the JPEG's shape, to the pixel")
            XCTAssertEqual(scene.viewerRequests("/kitten-320x240.jpg"), 1, "the prefetched bytes were used")
            XCTAssertTrue(MainContext.wait(until: { scene.viewerRequests("/kitten-8x6.gif") == 1 }), "and the one after it is prefetched")
            XCTAssertEqual(scene.pictures.keptURLs.count, 2, "at most the shown and the prefetched picture are held")
            XCTAssertTrue(scene.isEnabled("previous"))

            XCTAssertTrue(scene.activate("win.previous"))
            XCTAssertTrue(MainContext.wait(until: { scene.title == "Kittens – cat-a" }), scene.title)
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testKeysEnterOpensRightMovesEscapeReturnsAndLeftAndRightStayWithTheListWhileItShows() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            XCTAssertEqual(Self.mappedWindowCount(), 1, "no other window can take the keys")
            let list = scene.harness.view.list
            var x = 0.0, y = 0.0
            XCTAssertEqual(gtk_widget_translate_coordinates(list.listView, scene.harness.widget, 40, 40, &x, &y), 1)
            // Xvfb runs no window manager: the window sits at the screen's origin, and X gives
            // the keyboard to the window the pointer enters.
            Pointer.move(toX: 1270, y: 1010)
            Pointer.move(toX: Int(x), y: Int(y))
            XCTAssertTrue(MainContext.wait(until: { gtk_window_is_active(scene.harness.view.window) != 0 }), "the window has the keyboard")
            list.select(0)
            gtk_widget_grab_focus(list.listView)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(scene.harness.view.window)))

            Keyboard.press("Right")
            Keyboard.press("Left")
            XCTAssertEqual(scene.title, "Kittens", "Left and Right do not open or move a viewer over the list")
            Keyboard.press("Down")
            Keyboard.press("Return")
            let opened = "Kittens – cat-b"
            XCTAssertTrue(MainContext.wait(until: { scene.title == opened }), "Down reached the list, Enter opened its row: \(scene.title)")
            Keyboard.press("Right")
            XCTAssertTrue(MainContext.wait(until: { scene.title != opened }), "Right moves on")
            Keyboard.press("Left")
            XCTAssertTrue(MainContext.wait(until: { scene.title == opened }), "Left moves back")
            Keyboard.press("Escape")
            XCTAssertTrue(MainContext.wait(until: { scene.title == "Kittens" }), "Escape returns to the list")
            XCTAssertEqual(scene.presenter.visiblePage, .browse)
        }
    }

    @MainActor private static func mappedWindowCount() -> Int {
        guard let toplevels = gtk_window_get_toplevels() else { return 0 }
        return (0..<g_list_model_get_n_items(toplevels)).filter { index in
            guard let item = g_list_model_get_item(toplevels, index) else { return false }
            defer { g_object_unref(item) }
            return gtk_widget_get_mapped(kittens_widget(item)) != 0
        }.count
    }

    func testALargerWindowDecodesThePictureAgainSharperFromTheBytesItHas() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            gtk_window_set_default_size(scene.harness.view.window, 420, 360)
            XCTAssertTrue(MainContext.wait(until: { gtk_widget_get_height(scene.harness.widget) < 400 }), "the window got smaller")
            scene.activateRow("cat-a")
            XCTAssertTrue(scene.waitForPicture())
            let small = try XCTUnwrap(scene.paintableSize)
            XCTAssertLessThan(small.height, 400, "decoded for the small window")
            let requests = scene.viewerRequests("/kitten-640x480.png")
            gtk_window_set_default_size(scene.harness.view.window, 1100, 900)
            XCTAssertTrue(MainContext.wait(until: { scene.paintableSize.map { [$0.width, $0.height] } == [640, 480] }), "decoded at the full size now drawn")
            XCTAssertEqual(scene.viewerRequests("/kitten-640x480.png"), requests, "from the bytes it had, without downloading again")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testTheShortcutsAreEscapeLeftRightAndControlS() throws {
        try MainActor.assumeIsolated {
            let application = try GtkTestEnvironment.start()
            let harness = try WindowHarness()
            defer { harness.close() }
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.back"), ["Escape"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.previous"), ["Left"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.next"), ["Right"])
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.save-image"), ["<Control>s"])
        }
    }

    func testAFailingPictureShowsTheErrorAndRetryLoadsIt() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            scene.activateRow("flaky")
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.viewer.visiblePage == .error }))
            XCTAssertEqual(scene.harness.label(scene.presenter.viewer.parts[.errorLabel]), "The picture could not be downloaded.")
            XCTAssertNil(scene.paintableSize)
            XCTAssertFalse(scene.isEnabled("save-image"), "nothing to save")
            XCTAssertEqual(scene.title, "Kittens – flaky")
            scene.harness.screenshot("viewer-error")

            scene.flakyHeals.withLock { $0 = true }
            let requestsBeforeRetry = scene.viewerRequests("/flaky.png")
            gtk_widget_activate(scene.presenter.viewer.parts[.retryButton])
            XCTAssertTrue(scene.waitForPicture(), "Retry loads it")
            XCTAssertTrue(scene.isEnabled("save-image"))
            XCTAssertGreaterThan(scene.viewerRequests("/flaky.png"), requestsBeforeRetry, "Retry asked the server again")
        }
    }

    func testABombIsRefusedByItsHeaderAndNeverDecoded() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            scene.activateRow("bomb")
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.viewer.visiblePage == .error }))
            XCTAssertEqual(
                scene.harness.label(scene.presenter.viewer.parts[.errorLabel]),
                "The picture is too large to show (30000 × 30000 pixels).")
            let next = scene.server.url("/filler-0.png")
            XCTAssertTrue(MainContext.wait(until: { scene.pictures.decodedURLs.contains(next) }), "the next one is prefetched and decoded")
            XCTAssertEqual(scene.pictures.decodedURLs, [next], "the bomb never reached a decoder")
        }
    }

    func testARefreshThatDropsTheShownPictureReturnsToTheList() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(3)
            let viewer = ViewedPicture(imageID: rows[1].id, url: rows[1].url, hasPrevious: true)
            harness.render(ListingModel(rows: rows))
            harness.renderViewer(ViewerModel(viewer: viewer))
            XCTAssertEqual(harness.view.viewer.visiblePage, .viewer)
            XCTAssertEqual(String(cString: gtk_window_get_title(harness.view.window)), "Kittens – id1")
            XCTAssertEqual(harness.view.list.selectedRow, rows[1], "the row of the shown picture is selected")
            // The viewer store closes on a list that drops its picture (ViewerBindingsTests): the
            // list renders, then the closed viewer.
            harness.render(ListingModel(rows: Fixtures.rows(3, start: 10)))
            XCTAssertEqual(harness.view.viewer.visiblePage, .viewer, "the listing's model alone does not close the viewer")
            harness.renderViewer(ViewerModel())
            XCTAssertEqual(harness.view.viewer.visiblePage, .browse)
            XCTAssertEqual(String(cString: gtk_window_get_title(harness.view.window)), "Kittens")
        }
    }
}
