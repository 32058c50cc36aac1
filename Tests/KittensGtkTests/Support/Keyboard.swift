import CGtk
import Foundation
import TestSupport
import XCTest

/// Presses keys on the test display, as a user would, with `xdotool`. X sends them to the
/// window under the pointer (Xvfb runs no window manager), so move the pointer there first.
@MainActor
enum Keyboard {
    /// Presses and releases `key` (an X keysym name such as "Right" or "Return") and returns once
    /// GTK has handled the events.
    static func press(_ key: String, file: StaticString = #filePath, line: UInt = #line) {
        XDoTool.run(["key", "--clearmodifiers", key], file: file, line: line)
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainContext.handlePendingEvents()
    }
}
