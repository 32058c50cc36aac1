import CGtk
@testable import KittensApp
import KittensSupport
import TestSupport
import XCTest

/// Work deferred until a window's first frame runs exactly once, whether the frame or the
/// fallback for a window that is never painted comes first.
final class FirstFrameTests: XCTestCase {
    private static let fallback: Duration = .milliseconds(500)

    func testAPaintedWindowRunsTheWorkOnceAndItsFallbackNever() throws {
        try withWindow { window in
            gtk_window_present(window.pointer)
            var runs = 0
            let clock = ManualClock()
            let firstFrame = FirstFrame(of: window.widget, fallback: Self.fallback, clock: clock) { runs += 1 }
            XCTAssertTrue(MainContext.wait(until: { runs == 1 }), "the first frame came")
            XCTAssertTrue(firstFrame.hasFired)
            XCTAssertEqual(clock.pendingCount, 0, "the fallback was cancelled")
            clock.advance(by: Self.fallback)
            XCTAssertTrue(window.waitForFrames(2), "later frames were painted")
            XCTAssertEqual(runs, 1, "neither the fallback nor a later frame ran the work again")
        }
    }

    func testAWindowNeverPaintedRunsTheWorkOnceAtTheFallbackAndNotAgainWhenItIsShown() throws {
        try withWindow { window in
            gtk_widget_realize(window.widget)
            var runs = 0
            let clock = ManualClock()
            let firstFrame = FirstFrame(of: window.widget, fallback: Self.fallback, clock: clock) { runs += 1 }
            clock.advance(by: Self.fallback - .milliseconds(1))
            MainContext.handlePendingEvents()
            XCTAssertEqual(runs, 0, "not before the fallback")
            clock.advance(by: .milliseconds(1))
            XCTAssertEqual(runs, 1, "the fallback ran the work")
            XCTAssertTrue(firstFrame.hasFired)
            gtk_window_present(window.pointer)
            XCTAssertTrue(window.waitForFrames(2), "the window was painted afterwards")
            XCTAssertEqual(runs, 1, "its first frame did not run the work again")
        }
    }

    func testCancelledBeforeTheFirstFrameRunsNothing() throws {
        try withWindow { window in
            gtk_widget_realize(window.widget)
            var runs = 0
            let clock = ManualClock()
            let firstFrame = FirstFrame(of: window.widget, fallback: Self.fallback, clock: clock) { runs += 1 }
            firstFrame.cancel()
            gtk_window_present(window.pointer)
            XCTAssertTrue(window.waitForFrames(2))
            clock.advance(by: Self.fallback)
            XCTAssertEqual(runs, 0)
            XCTAssertFalse(firstFrame.hasFired)
        }
    }

    /// Runs `body` with a new top-level window, closed afterwards.
    private func withWindow(_ body: @MainActor (Window) throws -> Void) throws {
        try MainActor.assumeIsolated {
            try GtkForTests.initialize(for: "the first-frame tests")
            let window = Window()
            defer { window.close() }
            try body(window)
        }
    }
}

/// A plain top-level window whose painted frames can be counted.
@MainActor
private final class Window {
    let pointer: UnsafeMutablePointer<GtkWindow>
    var widget: UnsafeMutablePointer<GtkWidget> { kittens_widget(pointer) }

    init() {
        pointer = kittens_window(gtk_window_new()!)
        gtk_window_set_default_size(pointer, 200, 100)
    }

    /// Waits until the window has painted `count` more frames.
    func waitForFrames(_ count: Int) -> Bool {
        (0..<count).allSatisfy { _ in MainContext.waitForFrame(of: UnsafeMutableRawPointer(widget)) }
    }

    func close() { gtk_window_destroy(pointer) }
}
