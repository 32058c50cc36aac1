import CGLib
import CGtk
import CKittensPaintable
import Foundation
import JPEGFixtureWriter
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import TestSupport
import XCTest

/// Zoom and pan in a real window, as in GNOME's image viewer: Ctrl+plus, Ctrl+minus, Ctrl+0 and
/// Ctrl+1 and the header's buttons, Ctrl+scroll about the pointer, a drag, a double-click and a
/// pinch; what is drawn (the level shown, the region scrolled to, the pixels decoded) follows.
final class ViewerZoomWindowTests: XCTestCase {
    /// A 2400 x 1600 photo-like JPEG, served as "big".
    @MainActor private static func scene(zoomPixelBudget: Int? = nil) throws -> ViewerScene {
        var length = 0
        let bytes = try XCTUnwrap(kittens_jpeg_fixture(2400, 1600, 85, 0, &length))
        defer { kittens_jpeg_fixture_free(bytes) }
        return try ViewerScene(served: [("big", "/big.jpg", Data(bytes: bytes, count: length))], zoomPixelBudget: zoomPixelBudget)
    }

    /// Opens "big" and waits until it shows fitted in the laid-out viewer.
    @MainActor private static func open(_ scene: ViewerScene, file: StaticString = #filePath, line: UInt = #line) -> PictureViewer {
        scene.activateRow("big")
        XCTAssertTrue(scene.waitForPicture(), "the picture shows", file: file, line: line)
        let viewer = scene.viewer
        XCTAssertTrue(MainContext.wait(until: {
            guard let zoom = viewer.zoom else { return false }
            return zoom.viewport.x > 100 && zoom.picture == PictureZoom.Vector(x: 2400, y: 1600)
        }), "the viewer knows its size", file: file, line: line)
        return viewer
    }

    /// Zooms to 100 % and waits until the picture is decoded again at its own size.
    @MainActor private static func zoomToOneHundredPercentSharp(
        _ scene: ViewerScene, _ viewer: PictureViewer, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(scene.activate("win.zoom-actual"), file: file, line: line)
        waitForZoom(viewer, percent: 100, file: file, line: line)
        XCTAssertTrue(MainContext.wait(until: { decodedSize(scene).map { $0 == (2400, 1600) } ?? false }),
                      "decoded again at 2400 x 1600", file: file, line: line)
    }

    /// `widget` drawn at its own size by its window's renderer, or nil before it has a size.
    @MainActor private static func rendered(_ widget: UnsafeMutablePointer<GtkWidget>) -> PixelImage? {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native),
              let paintable = gtk_widget_paintable_new(widget), let snapshot = gtk_snapshot_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        gdk_paintable_snapshot(paintable, kittens_gdk_snapshot(UnsafeMutableRawPointer(snapshot)), Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return PixelImage(texture: texture)
    }

    /// 64 pixels of `image` from (`x`, `y`): across a row, or down a column.
    private static func stretch(of image: PixelImage, x: Int, y: Int, across: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for step in 0..<64 {
            let at = across ? (y * image.width + x + step) * 4 : ((y + step) * image.width + x) * 4
            bytes += image.bytes[at..<at + 4]
        }
        return bytes
    }

    @MainActor private static func levelText(_ viewer: PictureViewer) -> String {
        String(cString: gtk_label_get_text(kittens_label(viewer.parts[.zoomLevel])))
    }

    /// Waits until the viewer shows `percent` %, says so in its header, and has scrolled to
    /// the region its zoom shows.
    @MainActor private static func waitForZoom(
        _ viewer: PictureViewer, percent: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(MainContext.wait(until: { viewer.zoom?.percentage == percent }),
                      "zoomed to \(percent) %, not \(viewer.zoom?.percentage ?? -1)", file: file, line: line)
        guard let zoom = viewer.zoom else { return }
        XCTAssertEqual(levelText(viewer), "\(percent) %", file: file, line: line)
        guard !zoom.isFit else { return }
        let tolerance = 2 / zoom.scale
        XCTAssertTrue(MainContext.wait(until: {
            guard let drawn = viewer.drawnRegion, let wanted = viewer.zoom?.visibleRegion else { return false }
            return abs(drawn.x - wanted.x) <= tolerance && abs(drawn.y - wanted.y) <= tolerance
                && abs(drawn.width - wanted.width) <= tolerance && abs(drawn.height - wanted.height) <= tolerance
        }), "the region drawn is \(String(describing: viewer.drawnRegion)), not \(zoom.visibleRegion)", file: file, line: line)
    }

    func testKeysAndButtonsZoomTheLevelShowsAndOneHundredPercentDecodesRealPixels() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene()
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            let fit = try XCTUnwrap(viewer.zoom)
            XCTAssertTrue(fit.isFit)
            XCTAssertLessThan(fit.scale, 0.7, "the picture is larger than the viewer")
            XCTAssertEqual(Self.levelText(viewer), fit.percentageText)
            XCTAssertFalse(scene.isEnabled("zoom-out"), "nothing is smaller than fitting")
            XCTAssertFalse(scene.isEnabled("zoom-fit"))
            XCTAssertTrue(scene.isEnabled("zoom-in"))
            let fitted = try XCTUnwrap(scene.paintableSize)
            XCTAssertLessThan(fitted.width, 2400, "fitted, it is decoded at the size drawn")

            KeyboardMenuTests.giveKeyboard(to: scene.harness, over: viewer.parts[.picture])
            Keyboard.press("ctrl+equal")
            Self.waitForZoom(viewer, percent: Int((fit.scale * 150).rounded()))
            XCTAssertTrue(scene.isEnabled("zoom-out"))
            Keyboard.press("ctrl+1")
            Self.waitForZoom(viewer, percent: 100)
            let middle = try XCTUnwrap(viewer.zoom?.visibleRegion)
            XCTAssertEqual(middle.x + middle.width / 2, 1200, accuracy: 1, "100 % shows the middle")
            XCTAssertTrue(MainContext.wait(until: { Self.decodedSize(scene).map { $0 == (2400, 1600) } ?? false }),
                          "at 100 % the picture is decoded again at its own size, not \(String(describing: Self.decodedSize(scene)))")
            XCTAssertTrue(MainContext.wait(until: { scene.paintableSize.map { $0.width <= 1280 } ?? false }),
                          "and only the region shown is drawn: \(String(describing: scene.paintableSize))")
            XCTAssertFalse(gtk_widget_get_visible(viewer.parts[.zoomLimitLabel]) != 0, "within the budget nothing is said")
            Keyboard.press("ctrl+minus")
            Self.waitForZoom(viewer, percent: 67)
            Keyboard.press("ctrl+0")
            Self.waitForZoom(viewer, percent: fit.percentage)
            XCTAssertTrue(viewer.zoom?.isFit == true)

            gtk_widget_activate(scene.viewer.parts.builder.widget("zoom-in-button"))
            Self.waitForZoom(viewer, percent: Int((fit.scale * 150).rounded()))
            gtk_widget_activate(scene.viewer.parts.builder.widget("zoom-in-button"))
            Self.waitForZoom(viewer, percent: Int((fit.scale * 225).rounded()))
            gtk_widget_activate(scene.viewer.parts.builder.widget("zoom-out-button"))
            Self.waitForZoom(viewer, percent: Int((fit.scale * 150).rounded()))
            gtk_widget_activate(scene.viewer.parts.builder.widget("zoom-fit-button"))
            Self.waitForZoom(viewer, percent: fit.percentage)

            XCTAssertTrue(scene.activate("win.next"))
            XCTAssertTrue(MainContext.wait(until: { viewer.zoom == nil || viewer.zoom?.picture != fit.picture }),
                          "the next picture starts afresh")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testCtrlScrollZoomsAboutThePointerADragPansADoubleClickTogglesAndAPinchZooms() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene()
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            XCTAssertTrue(scene.activate("win.zoom-actual"))
            Self.waitForZoom(viewer, percent: 100)

            // The pointer over a point of the picture.
            let point = PictureZoom.Vector(x: 200, y: 150)
            var x = 0.0, y = 0.0
            XCTAssertEqual(gtk_widget_translate_coordinates(viewer.parts[.picture], scene.harness.widget, point.x, point.y, &x, &y), 1)
            // From the window's coordinates to its surface's, which the screen's are (Xvfb has no frames).
            var surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(kittens_native(scene.harness.widget), &surfaceX, &surfaceY)
            x += surfaceX
            y += surfaceY
            KeyboardMenuTests.giveKeyboard(to: scene.harness, over: viewer.parts[.picture])
            Pointer.move(toX: Int(x), y: Int(y))
            XCTAssertTrue(MainContext.wait(until: { abs(viewer.pointer.x - point.x) <= 1 && abs(viewer.pointer.y - point.y) <= 1 }),
                          "the viewer follows the pointer: \(viewer.pointer)")
            let pointer = viewer.pointer
            let before = try XCTUnwrap(viewer.zoom)
            let under = PictureZoom.Vector(
                x: before.visibleRegion.x + pointer.x / before.scale, y: before.visibleRegion.y + pointer.y / before.scale)

            Self.input(["keydown", "ctrl", "click", "5", "keyup", "ctrl"])
            Self.waitForZoom(viewer, percent: 80)
            let after = try XCTUnwrap(viewer.zoom)
            XCTAssertEqual(after.visibleRegion.x + pointer.x / after.scale, under.x, accuracy: 0.01, "the pixel under the pointer stayed")
            XCTAssertEqual(after.visibleRegion.y + pointer.y / after.scale, under.y, accuracy: 0.01, "the pixel under the pointer stayed")
            Self.input(["keydown", "ctrl", "click", "4", "keyup", "ctrl"])
            Self.waitForZoom(viewer, percent: 100)

            let start = try XCTUnwrap(viewer.zoom?.visibleRegion)
            Self.input(["mousedown", "1", "mousemove", "--sync", String(Int(x) - 60), String(Int(y) - 40), "mouseup", "1"])
            XCTAssertTrue(MainContext.wait(until: { viewer.zoom?.visibleRegion.x == start.x + 60 }),
                          "dragged left, the picture follows: \(String(describing: viewer.zoom?.visibleRegion))")
            XCTAssertEqual(try XCTUnwrap(viewer.zoom?.visibleRegion.y), start.y + 40, accuracy: 0.001)
            Self.waitForZoom(viewer, percent: 100)

            XCTAssertTrue(scene.activate("win.zoom-fit"))
            Self.waitForZoom(viewer, percent: Int((before.fitScale * 100).rounded()))
            let fitted = try XCTUnwrap(viewer.zoom)
            Self.input(["mousemove", "--sync", String(Int(x)), String(Int(y)), "click", "--repeat", "2", "--delay", "60", "1"])
            Self.waitForZoom(viewer, percent: 100)
            let clicked = fitted.center.x - fitted.viewport.x / (2 * fitted.scale) + viewer.pointer.x / fitted.scale
            XCTAssertEqual(try XCTUnwrap(viewer.zoom).visibleRegion.x + viewer.pointer.x, clicked, accuracy: 0.01,
                           "a double-click zooms about the pixel clicked")
            Self.input(["click", "--repeat", "2", "--delay", "60", "1"])
            XCTAssertTrue(MainContext.wait(until: { viewer.zoom?.isFit == true }), "another fits the picture")

            // Xvfb has no touchpad: the pinch's steps are handed over as GTK hands them.
            viewer.pinchScale = 1
            viewer.pinched(to: 1.5, about: point)
            viewer.pinched(to: 2, about: point)
            Self.waitForZoom(viewer, percent: Int((fitted.scale * 200).rounded()))
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testASharperDecodeIsDrawnAFewTilesAFrameOverTheBlurrierPictureWhichGoesWhenFitted() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene()
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            let fitted = try XCTUnwrap(Self.decodedSize(scene))
            Self.zoomToOneHundredPercentSharp(scene, viewer)
            let region = kittens_paintable(viewer.regionPaintable.raw)
            XCTAssertTrue(MainContext.wait(until: {
                viewer.zoomTiles.count > 0 && kittens_region_paintable_get_tile_count(region) == Int32(viewer.zoomTiles.count)
            }), "in the end only the sharp picture's tiles are drawn")
            XCTAssertGreaterThan(viewer.zoomTiles.count, PictureViewer.newTilesPerFrame, "more tiles than a frame makes")
            XCTAssertGreaterThanOrEqual(viewer.zoomTiles.limitedCount, 1, "so they came over more than one frame")
            XCTAssertEqual(viewer.zoomUnderlay.map { [$0.width, $0.height] }, [fitted.0, fitted.1],
                           "the fitted decode stays under the tiles a pan uncovers")
            Self.waitForZoom(viewer, percent: 100)

            XCTAssertTrue(scene.activate("win.zoom-fit"))
            XCTAssertTrue(MainContext.wait(until: { viewer.zoom?.isFit == true }))
            XCTAssertNil(viewer.zoomUnderlay, "fitted, the blurrier picture is let go")
            XCTAssertEqual(viewer.zoomTiles.count, 0, "and so are the tiles")
            XCTAssertEqual(kittens_region_paintable_get_tile_count(region), 0)
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testAtOneHundredPercentEachPixelDrawnIsAPixelOfThePictureEvenAfterAPanOfHalfAPixel() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene()
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            Self.zoomToOneHundredPercentSharp(scene, viewer)
            // A touchpad's drag moves by fractions (and a viewport of odd size centres between
            // two pixels): the region then starts between two pixels each way.
            let centred = try XCTUnwrap(viewer.zoom?.visibleRegion)
            scene.harness.view.panViewer(byX: centred.x.rounded() == centred.x ? -0.5 : 0, y: centred.y.rounded() == centred.y ? -0.5 : 0)
            let region = try XCTUnwrap(viewer.zoom?.visibleRegion)
            XCTAssertNotEqual(region.x.rounded(), region.x, "the region starts between two columns")
            XCTAssertNotEqual(region.y.rounded(), region.y, "and between two rows")
            let tiles = kittens_paintable(viewer.regionPaintable.raw)
            XCTAssertTrue(MainContext.wait(until: {
                viewer.zoomTiles.count > 0 && kittens_region_paintable_get_tile_count(tiles) == Int32(viewer.zoomTiles.count)
            }), "the sharp tiles are all drawn")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(scene.harness.view.window)))
            // The picture widget as the window's renderer draws it, at its own size.
            let shown = try XCTUnwrap(Self.rendered(viewer.parts[.picture]))
            let picture = PixelImage(texture: try XCTUnwrap(scene.presenter.shownPicture).texture.texture)
            // A stretch of a row and of a column drawn in the middle of the viewer is the same
            // stretch of the picture, byte for byte, at a whole-pixel offset next to the region's.
            let drawnX = 200, drawnY = 150
            let row = Self.stretch(of: shown, x: drawnX, y: drawnY, across: true)
            let column = Self.stretch(of: shown, x: drawnX, y: drawnY, across: false)
            var matches: [[Int]] = []
            for dy in -1...1 {
                for dx in -1...1 {
                    let x = Int(region.x.rounded(.down)) + 200 + dx, y = Int(region.y.rounded(.down)) + 150 + dy
                    if Self.stretch(of: picture, x: x, y: y, across: true) == row,
                       Self.stretch(of: picture, x: x, y: y, across: false) == column {
                        matches.append([dx, dy])
                    }
                }
            }
            XCTAssertEqual(matches.count, 1, "the pixels drawn are the picture's own, not blends of two: \(matches)")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testAtOneHundredPercentTheTilesSampleTheNearestPixelAndScaledGTKsLinearSampling() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene()
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(viewer.parts[.picture])))
            let glRenderer = g_type_from_name("GskGLRenderer")
            XCTAssertNotEqual(glRenderer, 0)
            XCTAssertNotEqual(g_type_check_instance_is_a(UnsafeMutablePointer(renderer), glRenderer), 0,
                              "under Xvfb GTK draws with GL (llvmpipe), not \(String(cString: g_type_name_from_instance(UnsafeMutablePointer(renderer))))")
            let isGL: (Texture) -> Bool = {
                g_type_check_instance_is_a(UnsafeMutablePointer($0.texture), gdk_gl_texture_get_type()) != 0
            }
            let region = kittens_paintable(viewer.regionPaintable.raw)
            let allDrawn = {
                viewer.zoomTiles.count > 0 && kittens_region_paintable_get_tile_count(region) == Int32(viewer.zoomTiles.count)
            }
            Self.zoomToOneHundredPercentSharp(scene, viewer)
            XCTAssertTrue(MainContext.wait(until: { allDrawn() && viewer.zoomTiles.textures.allSatisfy(isGL) }),
                          "drawn as they are, the tiles are GL textures of their own")

            KeyboardMenuTests.giveKeyboard(to: scene.harness, over: viewer.parts[.picture])
            Keyboard.press("ctrl+equal")
            Self.waitForZoom(viewer, percent: 150)
            XCTAssertTrue(MainContext.wait(until: { allDrawn() && !viewer.zoomTiles.textures.contains(where: isGL) }),
                          "scaled, they are memory textures again, which GTK samples linearly")
            Keyboard.press("ctrl+1")
            Self.waitForZoom(viewer, percent: 100)
            XCTAssertTrue(MainContext.wait(until: { allDrawn() && viewer.zoomTiles.textures.allSatisfy(isGL) }),
                          "back at 100 %, GL textures again")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testTheFirstPictureShownDrawsTheWarmUpOnceAndHidesIt() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene()
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            XCTAssertTrue(MainContext.wait(until: { viewer.zoomWarmUp.hasDrawn }), "drawn in a frame")
            let warmUp = viewer.parts[.zoomWarmUp]
            XCTAssertEqual(gtk_widget_get_visible(warmUp), 0, "then hidden")
            XCTAssertNil(gtk_picture_get_paintable(kittens_picture(warmUp)), "holding nothing")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testAZoomPastThePictureBudgetDecodesWithinItAndSaysSo() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene(zoomPixelBudget: 1_000_000)
            defer { scene.tearDown() }
            let viewer = Self.open(scene)
            XCTAssertTrue(scene.activate("win.zoom-actual"))
            Self.waitForZoom(viewer, percent: 100)
            let label = viewer.parts[.zoomLimitLabel]
            XCTAssertTrue(MainContext.wait(until: { gtk_widget_get_visible(label) != 0 }), "the limit is said")
            XCTAssertEqual(String(cString: gtk_label_get_text(kittens_label(label))),
                           "Sharp up to 51 %: more would need more memory than one picture may use.")
            XCTAssertTrue(MainContext.wait(until: { Self.decodedSize(scene).map { $0.width > 1100 } ?? false }),
                          "decoded sharper, up to the budget")
            let decoded = try XCTUnwrap(Self.decodedSize(scene))
            XCTAssertLessThanOrEqual(decoded.width * decoded.height, 1_000_000, "never past the budget")
            XCTAssertTrue(scene.activate("win.zoom-fit"))
            XCTAssertTrue(MainContext.wait(until: { gtk_widget_get_visible(label) == 0 }), "fitted, nothing is said")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testRefitsAskedForDuringADecodeWaitForItAndNoneDecodesPastTheBudget() throws {
        try MainActor.assumeIsolated {
            let scene = try Self.scene(zoomPixelBudget: 2_000_000)
            defer { scene.tearDown() }
            _ = Self.open(scene)
            let url = try XCTUnwrap(scene.presenter.shown?.url)
            let decodesBefore = scene.pictures.decodedURLs.filter { $0 == url }.count
            // A zoom of many steps at once, as a fast Ctrl+scroll asks: the last size wins.
            for width in stride(from: 1200, through: 2400, by: 100) {
                scene.pictures.refit(url, to: (width, width * 2 / 3))
            }
            scene.pictures.refit(url, to: (100_000, 66_667))
            XCTAssertTrue(MainContext.wait(until: {
                (Self.decodedSize(scene)?.width ?? 0) > 1600
                    && scene.pictures.decodedURLs.filter { $0 == url }.count == decodesBefore + 2
            }), "one decode ran, and one more for the last size asked meanwhile")
            let decoded = try XCTUnwrap(Self.decodedSize(scene))
            XCTAssertLessThanOrEqual(decoded.width * decoded.height, 2_000_000, "within the budget: \(decoded)")
            XCTAssertTrue(MainContext.spinPastTimeoutsAddedBefore(milliseconds: 50))
            XCTAssertEqual(scene.pictures.decodedURLs.filter { $0 == url }.count, decodesBefore + 2, "and no other")
        }
    }

    /// The size "big" is decoded at now.
    @MainActor private static func decodedSize(_ scene: ViewerScene) -> (width: Int, height: Int)? {
        guard let shown = scene.presenter.shownPicture else { return nil }
        return (shown.texture.width, shown.texture.height)
    }

    /// Runs `xdotool arguments…` and returns once GTK has handled what it did.
    @MainActor private static func input(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        XDoTool.run(arguments, file: file, line: line)
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainContext.handlePendingEvents()
    }
}
