import CGLib
import CGtk
@testable import KittensGtk
import TestSupport
import XCTest

/// `AfterNextFrame` runs its body once the next frame is painted, never before; a newer body
/// replaces the one waiting; a cancelled one never runs; a widget with no frame clock runs it at once.
final class AfterNextFrameTests: XCTestCase {
    func testTheBodyRunsAfterTheNextFrameTheLatestOnlyAndNotOnceCancelled() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let window = UnsafeMutableRawPointer(harness.view.window)
            let after = AfterNextFrame()
            var ran: [String] = []
            after.run(after: harness.widget) { ran.append("first") }
            XCTAssertEqual(ran, [], "not before the frame")
            XCTAssertTrue(MainContext.waitForFrame(of: window))
            XCTAssertTrue(MainContext.wait(until: { ran == ["first"] }))

            after.run(after: harness.widget) { ran.append("replaced") }
            after.run(after: harness.widget) { ran.append("latest") }
            XCTAssertTrue(MainContext.waitForFrame(of: window))
            XCTAssertTrue(MainContext.wait(until: { ran == ["first", "latest"] }))

            after.run(after: harness.widget) { ran.append("cancelled") }
            after.cancel()
            XCTAssertTrue(MainContext.waitForFrame(of: window))
            XCTAssertTrue(MainContext.waitForFrame(of: window))
            XCTAssertEqual(ran, ["first", "latest"])

            let unrealized = try XCTUnwrap(gtk_label_new("not shown"))
            g_object_ref_sink(UnsafeMutableRawPointer(unrealized))
            defer { g_object_unref(UnsafeMutableRawPointer(unrealized)) }
            after.run(after: unrealized) { ran.append("at once") }
            XCTAssertEqual(ran, ["first", "latest", "at once"])
        }
    }

    /// A body still waiting when its window goes is dropped quietly: the window's frame clock,
    /// kept alive by `AfterNextFrame`, lost its handlers when it was disposed, and disconnecting
    /// one again made GLib warn ("has no handler with id") in every viewer test that closed its
    /// window so.
    func testABodyWaitingWhenTheWindowGoesIsDroppedWithoutAWarning() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            var after: AfterNextFrame? = AfterNextFrame()
            var ran = false
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
            after?.run(after: harness.widget) { ran = true }
            let warningsBefore = GtkWarnings.all.count
            harness.close()
            after = nil
            XCTAssertEqual(Array(GtkWarnings.all.dropFirst(warningsBefore)), [])
            XCTAssertFalse(ran)
        }
    }
}
