import CGtk
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The history of a part of the state in the Store Inspector: Ctrl+H on a row of the state tree
/// lists the events that changed it, a row of the list picks its event, and it hides again.
final class StoreInspectorHistoryTests: XCTestCase {
    func testCtrlHOnAPartOfTheStateListsItsHistoryAndAnEntryPicksItsEvent() throws {
        try withLoadedScene { harness, scene in
            let screen = scene.presentInspector(over: harness)
            defer { screen.window.close() }
            let inspector = screen.window
            XCTAssertTrue(MainContext.wait(until: { inspector.rowCount == scene.timeTravel.records.count }))
            XCTAssertFalse(inspector.isHistoryShown)
            inspector.selectRow(inspector.rowCount - 1)
            let tree = inspector.stateTree
            XCTAssertTrue(MainContext.wait(until: { tree.rowCount > 1 }), "the state shows")
            let images = try XCTUnwrap((0..<tree.rowCount).first { tree.rowText($0)?.hasPrefix("images: ") == true })
            tree.selectRow(images)

            XCTAssertEqual(gtk_widget_activate_action_variant(tree.listView, "tree.history", nil), 1)

            XCTAssertTrue(MainContext.wait(until: { inspector.isHistoryShown }), "the history shows")
            let changes = scene.timeTravel.records.filter { record in
                record.sequence > 0 && scene.timeTravel.records.first { $0.sequence == record.sequence - 1 }?.state.images != record.state.images
            }
            XCTAssertEqual(inspector.history.rowCount, changes.count + (scene.timeTravel.records.first?.state.images.isEmpty == false ? 1 : 0))
            XCTAssertTrue(inspector.history.rowText(0)?.hasPrefix("#\(changes.last?.sequence ?? -1)  message  ") == true, inspector.history.rowText(0) ?? "")
            inspector.history.activate(0)
            let picked = try XCTUnwrap(changes.last?.sequence)
            XCTAssertTrue(MainContext.wait(until: { scene.timeTravel.shownSequence == picked }), "the newest change is picked")

            gtk_widget_activate(inspector.parts[.historyCloseButton])
            XCTAssertTrue(MainContext.wait(until: { !inspector.isHistoryShown }), "the close button hides it")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}
