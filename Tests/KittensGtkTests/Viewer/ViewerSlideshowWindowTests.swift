import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import KittensSupport
import TestSupport
import XCTest

/// The slideshow and Set as Background in a real window over real stores, by keyboard: F5 in
/// the viewer starts the slideshow (and no refresh), the next picture comes when the store's
/// clock passes the interval, any key pauses it; Set as Background is in the picture menu only
/// while the desktop takes one.
final class ViewerSlideshowWindowTests: XCTestCase {
    private struct TakingDesktop: DesktopBackground {
        func isAvailable() async -> Bool { true }
        func file(for url: URL, imageID: String) -> URL { URL(fileURLWithPath: "/dev/null") }
        func setBackground(to file: URL) async -> DesktopBackgroundOutcome { .cancelled }
    }

    func testF5InTheViewerStartsTheSlideshowItsClockMovesItAndAnyKeyPausesIt() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let scene = try ViewerScene(clock: clock)
            defer { scene.tearDown() }
            let pagesAskedFor = scene.source.loadCount
            scene.activateRow("cat-a")
            XCTAssertTrue(scene.waitForPicture(), "the picture shows")
            XCTAssertTrue(scene.isEnabled("slideshow"))
            KeyboardMenuTests.giveKeyboard(to: scene.harness, over: scene.viewer.widget)
            Keyboard.press("F5")
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.isSlideshowPlaying }), "F5 started the slideshow")
            MainContext.handlePendingEvents()
            XCTAssertEqual(scene.source.loadCount, pagesAskedFor, "and refreshed nothing")
            XCTAssertTrue(MainContext.wait(until: { clock.pendingCount == 1 }), "the slideshow waits on its clock")
            clock.advance(by: .seconds(5) - .milliseconds(1))
            MainContext.handlePendingEvents()
            XCTAssertEqual(scene.title, "Kittens – cat-a", "the interval is not over")
            clock.advance(by: .milliseconds(1))
            XCTAssertTrue(MainContext.wait(until: { scene.title == "Kittens – cat-b" }), scene.title)
            Keyboard.press("shift")
            XCTAssertTrue(MainContext.wait(until: { !scene.presenter.isSlideshowPlaying }), "a key paused it")
            clock.advance(by: .seconds(10))
            MainContext.handlePendingEvents()
            XCTAssertEqual(scene.title, "Kittens – cat-b", "paused: it stays")
            XCTAssertTrue(scene.activate("win.slideshow"), "the menu's Slideshow starts it again")
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.isSlideshowPlaying }))
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }

    func testSetAsBackgroundIsOfferedOnlyWhileTheDesktopTakesOneAndGoesToTheViewerStore() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene(background: TakingDesktop())
            defer { scene.tearDown() }
            scene.activateRow("cat-b")
            XCTAssertTrue(scene.waitForPicture())
            XCTAssertFalse(scene.isEnabled("set-background"), "not offered before the desktop said it takes one")
            scene.viewerStore.accept(.checkDesktopBackground)
            XCTAssertTrue(MainContext.wait(until: { scene.isEnabled("set-background") }), "offered once it did")
            XCTAssertFalse(scene.harness.view.portalParentHandle.isEmpty, "the portal gets the window's X11 handle")
            XCTAssertTrue(scene.harness.view.portalParentHandle.hasPrefix("x11:"))
            XCTAssertTrue(scene.activate("win.set-background"))
            XCTAssertTrue(MainContext.wait(until: { scene.viewerStore.state.pictureTask?.kind == .background }), "the store took it")
        }
    }
}
