import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// Full screen: F11 (`win.fullscreen`) and the viewer's button enter it, Escape and F11 leave
/// it; in it the header bar hides, and shows again for a while when the pointer moves.
final class FullScreenTests: XCTestCase {
    func testF11FillsTheScreenTheHeaderHidesAndShowsOnMotionAndEscapeLeaves() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let window = harness.view.window
            let header = harness.view.header.headerBar
            XCTAssertTrue(Self.activate(harness, "win.fullscreen"), "F11's action asks for full screen")
            // Xvfb runs no window manager, which would answer: the test answers in its place.
            let fullScreen = try XCTUnwrap(harness.view.fullScreen)
            fullScreen.windowFullScreenChanged(true)
            XCTAssertEqual(gtk_widget_get_visible(header), 0, "the header bar hid")
            fullScreen.pointerMoved()
            XCTAssertEqual(gtk_widget_get_visible(header), 1, "the pointer moved: the header bar shows")
            XCTAssertTrue(MainContext.spinPastTimeoutsAddedBefore(milliseconds: FullScreen.headerShownFor + 50))
            XCTAssertEqual(gtk_widget_get_visible(header), 0, "and hides again once the pointer rests")
            XCTAssertTrue(Self.isEnabled(harness, "back"), "Escape leaves full screen, from the list too")
            XCTAssertTrue(Self.activate(harness, "win.back"), "Escape asks to leave it")
            fullScreen.windowFullScreenChanged(false)
            XCTAssertEqual(gtk_widget_get_visible(header), 1, "the header bar is back for good")
            XCTAssertEqual(gtk_window_is_fullscreen(window), 0)
            XCTAssertFalse(Self.isEnabled(harness, "back"), "Escape belongs to the list again")
        }
    }

    @MainActor private static func activate(_ harness: WindowHarness, _ action: String) -> Bool {
        gtk_widget_activate_action_variant(harness.widget, action, nil) != 0
    }

    @MainActor private static func isEnabled(_ harness: WindowHarness, _ action: String) -> Bool {
        guard let found = g_action_map_lookup_action(kittens_action_map(harness.view.window), action) else { return false }
        return g_action_get_enabled(found) != 0
    }
}
