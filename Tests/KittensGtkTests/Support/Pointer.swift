import Foundation
import XCTest

/// Moves the X pointer of the test display, as a user's mouse would, with `xdotool`.
@MainActor
enum Pointer {
    /// Moves the pointer to (`x`, `y`) on the screen and waits until the X server has done it.
    static func move(toX x: Int, y: Int, file: StaticString = #filePath, line: UInt = #line) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool", "mousemove", "--sync", String(x), String(y)]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            XCTFail("xdotool could not run: \(error)", file: file, line: line)
            return
        }
        XCTAssertEqual(process.terminationStatus, 0, "xdotool mousemove \(x) \(y)", file: file, line: line)
    }
}
