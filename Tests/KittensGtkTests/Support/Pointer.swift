import CGtk
import Foundation
import TestSupport
import XCTest

/// Moves the X pointer of the test display, as a user's mouse would, with `xdotool`.
@MainActor
enum Pointer {
    /// Moves the pointer to (`x`, `y`) on the screen and returns once GTK has handled the events
    /// that caused: `xdotool --sync` waits for the X server, a round trip to it makes sure they
    /// have reached this process, and the main context then runs until nothing is pending.
    static func move(toX x: Int, y: Int, file: StaticString = #filePath, line: UInt = #line) {
        XDoTool.run(["mousemove", "--sync", String(x), String(y)], file: file, line: line)
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainContext.handlePendingEvents()
    }
}
