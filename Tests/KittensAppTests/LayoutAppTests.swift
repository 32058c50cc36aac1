import Foundation
import TestSupport
import XCTest

/// The real app remembers whether it showed the list or the gallery: Ctrl+2 shows the gallery,
/// the app is closed and started again, and it comes back in the gallery without being asked.
/// Settings go to a key file (`KeyfileSettingsRun`), never to the user's dconf.
final class LayoutAppTests: XCTestCase {
    func testARestartComesBackInTheGalleryChosen() throws {
        try requireDisplay(for: "the kittens app")
        let run = try KeyfileSettingsRun(config: try temporaryFolder())
        defer { run.stop() }

        let first = try run.start()
        let window = try first.pointAtMainWindow()
        XCTAssertTrue(first.waitForLog("first frame: "), "the window showed")
        XDoTool.run(["key", "--clearmodifiers", "ctrl+2"])
        XCTAssertTrue(first.waitForLog("ListingStore intent: useLayout"), "Ctrl+2 asked the store for the gallery")
        XCTAssertTrue(first.waitForLog("layout: gallery)"), "the store shows the gallery")
        XDoTool.run(["mousemove", "--window", window, "40", "120"])
        XDoTool.run(["key", "--clearmodifiers", "ctrl+w"])
        let closed = first.finish()
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertTrue(run.savedSettings.contains("listing-layout='gallery'"), run.savedSettings)

        let second = try run.start()
        let started = second.waitForLog("first frame: ") && second.waitForLog("layout: gallery)")
        second.terminate()
        let log = second.finish().stderr
        XCTAssertTrue(started, "the next run starts in the gallery: \(log)")
        XCTAssertFalse(log.contains("ListingStore intent: useLayout"), "without being asked: \(log)")
    }
}
