import CGLib
import CGtk
import Foundation
@testable import KittensGtk
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

    private static func withAnimations(_ enabled: Bool, _ body: () throws -> Void) rethrows {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
        if let settings { kittens_set_boolean_property(settings, "gtk-enable-animations", enabled ? 1 : 0) }
        defer { if let settings { kittens_set_boolean_property(settings, "gtk-enable-animations", 0) } }
        try body()
    }

    func testAnAnimatedGIFAlternatesItsFramesAndLeavesNoTimerOnceTheViewerCloses() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene(served: [(id: "anim", path: "/anim.gif", body: Self.twoFrames)])
            defer { scene.tearDown() }
            try Self.withAnimations(true) {
                scene.activateRow("anim")
                XCTAssertTrue(MainContext.wait(until: { scene.viewer.animation != nil && GIFAnimation.liveTimers == 1 }), "it plays")
                let red: [UInt8] = [255, 0], blue: [UInt8] = [0, 255]
                XCTAssertEqual(scene.shownColour, red, "the first frame")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == blue }, timeout: .seconds(5)), "then the second")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == red }, timeout: .seconds(5)), "then the first again")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == blue }, timeout: .seconds(5)))
                let size = try XCTUnwrap(gtk_picture_get_paintable(kittens_picture(scene.viewer.parts[.picture])))
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
            let scene = try ViewerScene(served: [(id: "anim", path: "/anim.gif", body: Self.twoFrames)])
            defer { scene.tearDown() }
            Self.withAnimations(false) {
                scene.activateRow("anim")
                XCTAssertTrue(MainContext.wait(until: { scene.viewer.animation != nil && gtk_widget_get_visible(scene.viewer.parts[.playButton]) != 0 }))
                XCTAssertEqual(GIFAnimation.liveTimers, 0, "nothing plays")
                XCTAssertEqual(scene.shownColour, [255, 0])
                gtk_widget_activate(scene.viewer.parts[.playButton])
                XCTAssertTrue(MainContext.wait(until: { GIFAnimation.liveTimers == 1 && gtk_widget_get_visible(scene.viewer.parts[.playButton]) == 0 }), "Play plays")
                XCTAssertTrue(MainContext.wait(until: { scene.shownColour == [0, 255] }, timeout: .seconds(5)))

                gtk_widget_set_visible(kittens_widget(scene.harness.view.window), 0)
                XCTAssertTrue(MainContext.wait(until: { GIFAnimation.liveTimers == 0 }), "hidden: stopped")
                gtk_widget_set_visible(kittens_widget(scene.harness.view.window), 1)
                XCTAssertTrue(MainContext.wait(until: { GIFAnimation.liveTimers == 1 }), "shown again: it plays on")

                scene.activateRow("cat-a")
                XCTAssertTrue(MainContext.wait(until: { scene.viewer.animation == nil && GIFAnimation.liveTimers == 0 }), "another picture")
            }
        }
    }
}

extension ViewerScene {
    /// The red and blue of the frame shown now, from its texture.
    fileprivate var shownColour: [UInt8]? {
        guard let texture = viewer.shownTexture else { return nil }
        let pixel = PixelImage(texture: texture).pixel(x: 0, y: 0)
        // BGRA: blue first, red third.
        return [pixel[pixel.startIndex + 2], pixel[pixel.startIndex]]
    }
}
