import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import MVIRecording
import TestSupport
import XCTest

/// From a bug seen to a failing test in the Store Inspector's window: the session of
/// data/fixtures/minimal-test (the app's favourites store on a branch whose heart revived the
/// favourite it removed) is opened, the favourite seen on top after its removal is marked with
/// Expect… (Ctrl+E on the state tree, Not This Value), and Make a Minimal Test… writes the
/// fewest steps that still put it there. meson-helpers/check-minimal-test.sh then compiles that
/// test with this checkout's store library and feature module, and runs it: it must pass on this
/// code and fail with the bug put back (favourite-revived.patch).
final class StoreInspectorMinimalTestTests: XCTestCase {
    /// Runs `body` over the inspector of the revived-favourite session, shown over a main
    /// window, with the last favourites event picked and, in its state tree, the row of
    /// favourites.[0].imageID selected.
    private func withRevivedFavouriteSelected(_ body: @MainActor (WindowHarness, StoreInspectorWindow) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let session = try SessionRecording.read(
                fromFile: try Fixtures.data("minimal-test/favourite-revived-session.json"), kinds: kittensSessionKinds)
            let travels = session.recordings.map { $0.makeTimeTravel() }
            let screen = StoreInspectorScreen(inspector: StoreInspector(travels: travels, kinds: kittensSessionKinds), parent: harness.view.window)
            defer { screen.window.close() }
            screen.present()
            let inspector = screen.window
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }), "the inspector shows")
            XCTAssertTrue(MainContext.wait(until: { inspector.rowCount == session.recordings.map(\.keptEventCount).reduce(0, +) }))
            let last = try XCTUnwrap((0..<inspector.rowCount).last { inspector.rowText($0)?.hasPrefix("FavouritesStore  ") == true })
            inspector.selectRow(last)

            let tree = inspector.stateTree
            @MainActor func row(_ prefix: String, after start: Int = 0) -> Int? {
                (start..<tree.rowCount).first { tree.rowText($0)?.hasPrefix(prefix) == true }
            }
            XCTAssertTrue(MainContext.wait(until: { row("favourites: ") != nil }), "the state shows")
            let favourites = try XCTUnwrap(row("favourites: "))
            tree.setExpanded(true, at: favourites)
            XCTAssertTrue(MainContext.wait(until: { row("[0]: ", after: favourites) != nil }))
            let first = try XCTUnwrap(row("[0]: ", after: favourites))
            tree.setExpanded(true, at: first)
            XCTAssertTrue(MainContext.wait(until: { row("imageID: ", after: first) != nil }))
            let imageID = try XCTUnwrap(row("imageID: ", after: first))
            XCTAssertEqual(tree.rowText(imageID), #"imageID: "k1""#, "k1, removed, is on top")
            tree.selectRow(imageID)
            try body(harness, inspector)
        }
    }

    func testAValueMarkedWrongBecomesAMinimalTestThatFailsWithTheBugAndPassesWithout() throws {
        try withRevivedFavouriteSelected { harness, inspector in
            let tree = inspector.stateTree
            XCTAssertEqual(gtk_widget_activate_action_variant(tree.listView, "tree.expect", nil), 1)
            XCTAssertTrue(MainContext.wait(until: { inspector.expectation.isOpen }), "Expect… asks what it should be")
            gtk_widget_activate(try XCTUnwrap(inspector.expectation.notThisValueButton))

            XCTAssertTrue(MainContext.wait(until: { inspector.expectationText.contains(#"favourites.[0].imageID should not be "k1"."#) }))
            XCTAssertEqual(gtk_widget_get_visible(inspector.parts[.makeMinimalTestButton]), 1)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("RevivedFavouriteTests.swift")
            var report: String?
            inspector.makeMinimalTest(to: file) { report = $0 }
            XCTAssertTrue(MainContext.wait(until: { report != nil }))
            XCTAssertEqual(report, "Wrote the test \(file.path).")
            let source = try String(contentsOf: file, encoding: .utf8)
            let steps = source.split(separator: "\n").filter {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return ["store.send(", "store.answer(", "store.start"].contains { line.hasPrefix($0) }
            }
            XCTAssertTrue((1...6).contains(steps.count), "at most 6 steps:\n\(source)")
            XCTAssertEqual(harness.newWarnings, [])

            let check = try Self.runMinimalTestCheck(file)
            XCTAssertEqual(check.status, 0, check.output)
            XCTAssertTrue(check.output.contains("the test passes on this code"), check.output)
            XCTAssertTrue(check.output.contains("the test fails with the bug put back"), check.output)
        }
    }

    func testAValueTypedInExpectIsTheValueExpectedAndTheStripForgetsIt() throws {
        try withRevivedFavouriteSelected { harness, inspector in
            giveKeyboard(to: inspector)
            gtk_widget_grab_focus(inspector.stateTree.listView)
            Keyboard.press("ctrl+e")
            XCTAssertTrue(MainContext.wait(until: { inspector.expectation.isOpen }), "Ctrl+E asks what it should be")
            inspector.expectation.type(#""k3""#)
            Keyboard.press("Return")
            XCTAssertTrue(MainContext.wait(until: { inspector.expectationText.hasSuffix(#"favourites.[0].imageID should be "k3", not "k1"."#) }),
                          inspector.expectationText)
            XCTAssertFalse(inspector.expectation.isOpen)

            gtk_widget_activate(inspector.parts[.forgetExpectationButton])
            XCTAssertTrue(MainContext.wait(until: { inspector.expectationText.isEmpty }), "forgotten, the strip hides")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Runs meson-helpers/check-minimal-test.sh on `test`, with its output.
    private static func runMinimalTestCheck(_ test: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Fixtures.repositoryRoot.appendingPathComponent("meson-helpers/check-minimal-test.sh").path, test.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
