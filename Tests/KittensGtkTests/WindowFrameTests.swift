import CAdw
import CGtk
@testable import KittensGtk
import TestSupport
import XCTest

/// Where no compositor draws the window's frame (Xvfb has none: GTK's `.solid-csd`), the window
/// draws it through `.kittens-frame` (data/kittens.css, `WindowFrame`) without libadwaita's inset
/// shadows, and what it draws is libadwaita's frame pixel for pixel, light and dark.
final class WindowFrameTests: XCTestCase {
    func testTheWindowDrawsLibadwaitasFramePixelForPixelWithoutItsInsetShadows() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            let manager = adw_style_manager_get_default()
            defer {
                adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT)
                harness.close()
            }
            let window = harness.widget
            XCTAssertNotEqual(gtk_widget_has_css_class(window, "solid-csd"), 0, "no compositor: GTK's solid frame")
            XCTAssertNotEqual(gtk_widget_has_css_class(window, WindowFrame.styleClass), 0, "the high-contrast style is off")
            for scheme in [ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK] {
                adw_style_manager_set_color_scheme(manager, scheme)
                let drawn = try Self.image(of: harness)
                gtk_widget_remove_css_class(window, WindowFrame.styleClass)
                let libadwaitas = try Self.image(of: harness)
                gtk_widget_add_css_class(window, WindowFrame.styleClass)
                XCTAssertEqual(drawn.width, libadwaitas.width)
                XCTAssertEqual(drawn.height, libadwaitas.height)
                let differing = zip(drawn.bytes, libadwaitas.bytes).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "bytes that differ from libadwaita's frame (scheme \(scheme.rawValue))")
                // The frame is there to compare: its band is not the window's background.
                XCTAssertNotEqual(Array(drawn.pixel(x: 0, y: drawn.height / 2)), Array(drawn.pixel(x: 20, y: drawn.height / 2)))
            }
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// The window's pixels after the frame that follows a style change.
    @MainActor
    private static func image(of harness: WindowHarness) throws -> PixelImage {
        gtk_widget_queue_draw(harness.widget)
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
        return try XCTUnwrap(Screenshot.image(of: harness.view.window))
    }
}
