import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import MVI
import TestSupport
import XCTest

/// The Store Inspector over a real kitten store, its recording and a real main window: picking
/// an event makes the main window render the state after it.
final class StoreInspectorWindowTests: XCTestCase {
    func testSelectingAnEventMakesTheMainWindowRenderItsStateAndClosingGoesLive() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            let scene = try InspectorScene(window: harness.view)
            defer {
                scene.component.onDestroy()
                harness.close()
            }
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }), "the first page loaded live")
            scene.component.store.accept(.loadMore)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }), "both pages loaded live")

            let inspector = StoreInspectorWindow(timeTravel: scene.timeTravel, parent: harness.view.window)
            inspector.present()
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }))
            XCTAssertEqual(gtk_window_get_title(inspector.window).map { String(cString: $0) }, "Store Inspector")
            XCTAssertEqual(gtk_window_get_transient_for(inspector.window), harness.view.window)
            XCTAssertEqual(gtk_window_get_modal(inspector.window), 0)
            XCTAssertEqual(inspector.rowCount, scene.timeTravel.records.count)
            XCTAssertEqual(inspector.rowText(0)?.hasPrefix("#0  action  restoreSavedList  0."), true, inspector.rowText(0) ?? "")
            XCTAssertNil(inspector.selectedRow, "live: nothing selected")
            XCTAssertTrue(inspector.stateText.contains("kitten-4.jpg"), "the live state")

            let firstPage = try XCTUnwrap(scene.timeTravel.records.firstIndex { $0.state.images.count == 3 })
            inspector.selectRow(firstPage)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }), "the first page loaded")
            XCTAssertEqual(harness.itemCount, 3, "the main window renders the state after the event")
            XCTAssertFalse(scene.timeTravel.isLive)
            XCTAssertTrue(inspector.stateText.contains("kitten-2.jpg"))
            XCTAssertFalse(inspector.stateText.contains("kitten-3.jpg"))
            XCTAssertEqual(gtk_widget_get_sensitive(inspector.liveButton), 1)
            Screenshot.save(inspector.window, name: "store-inspector")
            harness.screenshot("store-inspector-main-window")

            gtk_widget_activate(inspector.backButton)
            XCTAssertTrue(MainContext.wait(until: { inspector.selectedRow == firstPage - 1 }), "the first page's row is selected")
            XCTAssertEqual(inspector.selectedRow, firstPage - 1, "Back selects the event before")
            XCTAssertEqual(scene.timeTravel.selectedIndex, firstPage - 1)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 0 }), "before the first page: no rows")

            gtk_widget_activate(inspector.forwardButton)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }), "Forward comes back to the first page")
            XCTAssertEqual(inspector.selectedRow, firstPage)

            gtk_widget_activate(inspector.liveButton)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }), "Live shows the newest state")
            XCTAssertTrue(scene.timeTravel.isLive)
            XCTAssertNil(inspector.selectedRow)
            XCTAssertEqual(gtk_widget_get_sensitive(inspector.liveButton), 0)

            inspector.selectRow(firstPage)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }))
            inspector.unselectRow()
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }), "unselecting the row goes live")
            XCTAssertTrue(scene.timeTravel.isLive)

            inspector.selectRow(firstPage)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }))
            inspector.close()
            XCTAssertTrue(MainContext.wait(until: { !inspector.isVisible }), "closing hides the inspector")
            XCTAssertTrue(scene.timeTravel.isLive, "closing returns to live")
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }))

            inspector.present()
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }), "F12 again shows it again")
            XCTAssertEqual(inspector.rowCount, scene.timeTravel.records.count)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testNewEventsAppearAsTheyAreRecordedWhileAnEarlierOneStaysShown() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            let scene = try InspectorScene(window: harness.view)
            defer {
                scene.component.onDestroy()
                harness.close()
            }
            let inspector = StoreInspectorWindow(timeTravel: scene.timeTravel, parent: harness.view.window)
            inspector.present()
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }))
            scene.component.store.accept(.loadMore)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }))
            let before = inspector.rowCount
            inspector.selectRow(0)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 0 }))

            let recordedBefore = scene.timeTravel.records.count
            scene.component.store.accept(.refresh)
            XCTAssertTrue(MainContext.wait(until: {
                scene.timeTravel.records.count > recordedBefore && scene.timeTravel.records.last?.state.loading == nil
            }))
            XCTAssertTrue(MainContext.wait(until: { inspector.rowCount == scene.timeTravel.records.count }))
            XCTAssertGreaterThan(inspector.rowCount, before)
            XCTAssertTrue(inspector.rowText(inspector.rowCount - 1)?.contains("message  loaded") ?? false)
            XCTAssertEqual(harness.itemCount, 0, "the main window stays on the event picked")
            XCTAssertEqual(inspector.selectedRow, 0)
            inspector.close()
        }
    }

    func testF12AsksForTheInspector() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var asked = 0
            harness.view.onOpenInspector = { asked += 1 }
            XCTAssertEqual(gtk_widget_activate_action_variant(harness.widget, "win.inspector", nil), 1)
            XCTAssertEqual(asked, 1)
            let application = try GtkTestEnvironment.start()
            XCTAssertEqual(KittenWindowEventTests.accelerators(application, "win.inspector"), ["F12"])
        }
    }

    func testExportWritesTheRecordingAsAFileThatReadsBack() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            let scene = try InspectorScene(window: harness.view)
            defer {
                scene.component.onDestroy()
                harness.close()
            }
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }))
            let inspector = StoreInspectorWindow(timeTravel: scene.timeTravel, parent: harness.view.window)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("kittens-recording.json")

            let message = inspector.export(to: file)
            XCTAssertTrue(message.hasPrefix("Saved \(scene.timeTravel.records.count) events"), message)
            XCTAssertEqual(String(cString: gtk_label_get_text(kittens_label(inspector.statusLabel))), message)
            let data = try Data(contentsOf: file)
            let readBack = try KittenRecording.kittenRecording(fromFile: data)
            XCTAssertEqual(Array(readBack.records), Array(scene.timeTravel.records))

            let refused = inspector.export(to: URL(fileURLWithPath: "/proc/kittens-recording.json"))
            XCTAssertTrue(refused.hasPrefix("Could not save /proc/kittens-recording.json"), refused)
        }
    }
}

/// A kitten store made through a recording factory, over pages of three pictures, and a
/// component that renders `window` from a time-travel controller over its recording.
@MainActor
private struct InspectorScene {
    let component: KittenComponent
    let timeTravel: KittenTimeTravel

    init(window: KittenWindow) throws {
        let factory = RecordingStoreFactory()
        let store = factory.makeKittenStore(dataSource: ThreePerPage(), pageSize: 3)
        timeTravel = KittenTimeTravel(recording: try XCTUnwrap(factory.kittenRecording))
        component = KittenComponent(store: store, stateSource: timeTravel)
        component.onViewCreated(window)
        component.onStart()
    }
}

/// Page 0 holds pictures 0 to 2 and page 1, the last, pictures 3 and 4, at an address that
/// refuses connections.
private struct ThreePerPage: KittenDataSource {
    func load(limit: Int, page: Int) async -> KittenLoadResult {
        let count = page == 0 ? 3 : page == 1 ? 2 : 0
        return .images(Fixtures.rows(count, start: page * 3).map { KittenImage(id: $0.id, url: $0.url) })
    }
}
