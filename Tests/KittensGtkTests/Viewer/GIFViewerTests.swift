import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import LoopbackHTTP
import TestSupport
import XCTest

/// Animated GIFs in the viewer: the frames alternate on screen, and no timer is left once the
/// viewer closes or the window hides; with animations off the first frame waits under Play.
final class GIFViewerTests: XCTestCase {
    /// A 240 × 180 GIF, red then blue, 100 ms each, looping forever.
    static let twoFrames: Data = {
        var builder = GIFBuilder(width: 240, height: 180, palette: [(255, 0, 0), (0, 0, 255)], loopCount: 0)
        var red = GIFBuilder.Frame.filled(0, width: 240, height: 180), blue = GIFBuilder.Frame.filled(1, width: 240, height: 180)
        red.delayCentiseconds = 10
        blue.delayCentiseconds = 10
        builder.frames = [red, blue]
        return Data(builder.bytes)
    }()

    @MainActor
    private final class Scene {
        let server: LoopbackHTTPServer
        let harness: WindowHarness
        let component: KittenComponent
        let pictures = ViewerPictureLoader()

        init() throws {
            let gif = GIFViewerTests.twoFrames, png = try Fixtures.thumbnail("kitten-4x3.png")
            server = try LoopbackHTTPServer { request in
                LoopbackResponse(headers: [("Content-Type", "image/*")], body: request.path.hasSuffix(".gif") ? gif : png)
            }
            harness = try WindowHarness(pictures: pictures)
            let images = [KittenImage(id: "anim", url: server.url("/anim.gif")), KittenImage(id: "still", url: server.url("/still.png"))]
            component = KittenComponent(dataSource: Images(images: images), pageSize: images.count, pictures: pictures)
            component.onViewCreated(harness.view)
            component.onStart()
            XCTAssertTrue(MainContext.wait(until: { self.harness.itemCount == images.count }), "the list loaded")
        }

        var viewer: PictureViewer { harness.view.viewer.viewer }

        func open(_ id: String) {
            guard let position = harness.view.list.position(ofImage: id) else { return XCTFail("no row \(id)") }
            gtk_widget_activate_action_variant(harness.view.list.listView, "list.activate-item", g_variant_new_uint32(guint(position)))
        }

        /// The red and blue of the frame shown now, from its texture.
        var shownColour: [UInt8]? {
            guard let texture = viewer.shownTexture else { return nil }
            let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            pixels.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                gdk_texture_download(texture, base.assumingMemoryBound(to: guchar.self), gsize(width * 4))
            }
            // GDK_MEMORY_DEFAULT is BGRA: blue first, red third.
            return [pixels[2], pixels[0]]
        }

        func tearDown() {
            component.onDestroy()
            harness.close()
            server.stop()
        }
    }

    private static func withAnimations(_ enabled: Bool, _ body: () throws -> Void) rethrows {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        if let settings { kittens_set_boolean_property(settings, "gtk-enable-animations", enabled ? 1 : 0) }
        defer { if let settings { kittens_set_boolean_property(settings, "gtk-enable-animations", 0) } }
        try body()
    }

    func testAnAnimatedGIFAlternatesItsFramesAndLeavesNoTimerOnceTheViewerCloses() throws {
        try MainActor.assumeIsolated {
            let scene = try Scene()
            defer { scene.tearDown() }
            try Self.withAnimations(true) {
                scene.open("anim")
                XCTAssertTrue(MainContext.wait(until: { scene.viewer.animation != nil && GIFAnimation.liveTimers == 1 }), "it plays")
                let red: [UInt8] = [255, 0], blue: [UInt8] = [0, 255]
                XCTAssertEqual(scene.shownColour, red, "the first frame")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == blue }, timeout: .seconds(5)), "then the second")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == red }, timeout: .seconds(5)), "then the first again")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == blue }, timeout: .seconds(5)))
                let size = try XCTUnwrap(gtk_picture_get_paintable(kittens_picture(scene.viewer.picture)))
                XCTAssertEqual([gdk_paintable_get_intrinsic_width(size), gdk_paintable_get_intrinsic_height(size)], [240, 180])
                scene.harness.screenshot("gif-viewer")

                XCTAssertTrue(gtk_widget_activate_action_variant(scene.harness.widget, "win.back", nil) != 0, "Escape")
                XCTAssertTrue(MainContext.wait(until: { scene.harness.view.viewer.visiblePage == .browse }))
                XCTAssertNil(scene.viewer.animation)
                XCTAssertEqual(GIFAnimation.liveTimers, 0, "no timer left")
                XCTAssertEqual(scene.harness.newWarnings, [])
            }
        }
    }

    func testWithAnimationsOffTheFirstFrameWaitsUnderPlayAndAHiddenWindowStopsIt() throws {
        try MainActor.assumeIsolated {
            let scene = try Scene()
            defer { scene.tearDown() }
            Self.withAnimations(false) {
                scene.open("anim")
                XCTAssertTrue(MainContext.wait(until: { scene.viewer.animation != nil && gtk_widget_get_visible(scene.viewer.playButton) != 0 }))
                XCTAssertEqual(GIFAnimation.liveTimers, 0, "nothing plays")
                XCTAssertEqual(scene.shownColour, [255, 0])
                gtk_widget_activate(scene.viewer.playButton)
                XCTAssertTrue(MainContext.wait(until: { GIFAnimation.liveTimers == 1 && gtk_widget_get_visible(scene.viewer.playButton) == 0 }), "Play plays")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == [0, 255] }, timeout: .seconds(5)))

                gtk_widget_set_visible(kittens_widget(scene.harness.view.window), 0)
                XCTAssertTrue(MainContext.wait(until: { GIFAnimation.liveTimers == 0 }), "hidden: stopped")
                gtk_widget_set_visible(kittens_widget(scene.harness.view.window), 1)
                XCTAssertTrue(MainContext.wait(until: { GIFAnimation.liveTimers == 1 }), "shown again: it plays on")

                scene.open("still")
                XCTAssertTrue(MainContext.wait(until: { scene.viewer.animation == nil && GIFAnimation.liveTimers == 0 }), "another picture")
            }
        }
    }
}

/// One page holding the images.
private struct Images: KittenDataSource {
    let images: [KittenImage]

    func load(limit: Int, page: Int) async -> KittenLoadResult {
        .images(page == 0 ? images : [])
    }
}
