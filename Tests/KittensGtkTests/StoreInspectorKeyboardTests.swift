import CGtk
import Kittens
@testable import KittensGtk
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The Store Inspector driven by the keyboard alone, as a GNOME user does: Ctrl+F and typing
/// narrow the events, the arrows pick one, Right and Left open and close a part of its state,
/// and the pause button pauses and resumes recording.
final class StoreInspectorKeyboardTests: XCTestCase {
    func testCtrlFSearchesArrowsPickAnEventRightOpensItsStateAndSpacePausesRecording() throws {
        try withLoadedScene { harness, scene in
            let inspectorScreen = scene.presentInspector(over: harness)
            let inspector = inspectorScreen.window
            defer { inspectorScreen.window.close() }
            giveKeyboard(to: inspector)
            gtk_widget_grab_focus(inspector.listView)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(inspector.window)))

            Keyboard.press("ctrl+f")
            XCTAssertTrue(MainContext.wait(until: { focus(of: inspector, isIn: inspector.parts[.searchEntry]) }), "Ctrl+F focuses the search")
            XDoTool.run(["type", "--clearmodifiers", "--delay", "30", "message"])
            XCTAssertTrue(MainContext.wait(until: { inspector.searchText == "message" }), "typed: \(inspector.searchText)")
            let messages = scene.timeTravel.records.filter { $0.event.kind == .message }
            XCTAssertGreaterThan(messages.count, 1)
            XCTAssertTrue(MainContext.wait(until: { inspector.rowCount == messages.count }), "only the messages show")
            let rows = (0..<inspector.rowCount).compactMap(inspector.rowText)
            XCTAssertTrue(rows.allSatisfy { $0.contains("  message  ") }, rows.joined(separator: "\n"))

            Keyboard.press("Tab")
            XCTAssertTrue(MainContext.wait(until: { focus(of: inspector, isIn: inspector.listView) }), "Tab goes to the events")
            Keyboard.press("Down")
            XCTAssertTrue(MainContext.wait(until: { inspector.selectedRow == 1 }), "Down picks the second message")
            XCTAssertEqual(scene.timeTravel.shownSequence, messages[1].sequence, "and moves the store to it")

            let tree = inspector.stateTree
            XCTAssertTrue(MainContext.wait(until: { tree.rowCount > 1 }), "the state shows, its first level open")
            XCTAssertEqual(tree.rowText(0), "state: ListingState")
            let images = try XCTUnwrap((0..<tree.rowCount).first { tree.rowText($0)?.hasPrefix("images: ") == true })
            XCTAssertFalse(tree.isExpanded(images))
            let imagesNode = try XCTUnwrap(tree.shownTree?.children.first { $0.name == "images" })
            XCTAssertFalse(imagesNode.hasMadeChildren, "a part shown closed has not made its own parts")
            for _ in 0..<4 where !focus(of: inspector, isIn: tree.listView) { Keyboard.press("Tab") }
            XCTAssertTrue(focus(of: inspector, isIn: tree.listView), "Tab reaches the state tree")
            for _ in 0..<tree.rowCount where tree.selectedRow != images { Keyboard.press("Down") }
            XCTAssertEqual(tree.selectedRow, images, "the arrows reach the images")
            let before = tree.rowCount
            Keyboard.press("Right")
            XCTAssertTrue(MainContext.wait(until: { tree.isExpanded(images) }), "Right opens the images")
            XCTAssertTrue(MainContext.wait(until: { tree.rowText(images + 1)?.hasPrefix("[0]: KittenImage") == true }), tree.rowText(images + 1) ?? "")
            XCTAssertTrue(imagesNode.hasMadeChildren, "opened, it made them")
            XCTAssertGreaterThan(tree.rowCount, before)
            Keyboard.press("Left")
            XCTAssertTrue(MainContext.wait(until: { !tree.isExpanded(images) }), "Left closes them")
            XCTAssertEqual(tree.rowCount, before)

            XCTAssertEqual(inspector.recordingNotice, "", "recording")
            let pause = inspector.parts[.pauseButton]
            for _ in 0..<12 where !focus(of: inspector, isIn: pause) { Keyboard.press("shift+Tab") }
            XCTAssertTrue(focus(of: inspector, isIn: pause), "Shift+Tab reaches Pause Recording")
            Keyboard.press("space")
            XCTAssertTrue(MainContext.wait(until: { inspector.recordingNotice == "Recording is paused: new events are not kept." }))
            XCTAssertTrue(scene.timeTravel.recording.isPaused, "the recording is paused")
            let recorded = scene.timeTravel.records.count
            scene.component.store.accept(.loadMore)
            XCTAssertTrue(MainContext.wait(until: { scene.component.store.state.images.count == 5 }), "the store runs on")
            XCTAssertEqual(scene.timeTravel.records.count, recorded, "and keeps no event")

            Keyboard.press("space")
            XCTAssertTrue(MainContext.wait(until: { inspector.recordingNotice.isEmpty }), "Resume records again")
            XCTAssertFalse(scene.timeTravel.recording.isPaused)
            scene.component.store.accept(.refresh)
            XCTAssertTrue(MainContext.wait(until: { scene.timeTravel.records.count > recorded }), "new events are kept")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}

/// Whether the keyboard focus of `inspector`'s window is `widget` or inside it.
@MainActor
private func focus(of inspector: StoreInspectorWindow, isIn widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let focus = gtk_window_get_focus(inspector.window) else { return false }
    return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
}
