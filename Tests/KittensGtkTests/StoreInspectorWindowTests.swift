import CAdw
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The Store Inspector over a real kitten store, its recording and a real main window: picking
/// an event makes the main window render the state after it.
final class StoreInspectorWindowTests: XCTestCase {
    func testSelectingAnEventMakesTheMainWindowRenderItsStateAndClosingGoesLive() throws {
        try withLoadedScene { harness, scene in
            scene.component.store.accept(.loadMore)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }), "both pages loaded live")

            let inspectorScreen = StoreInspectorScreen(inspector: StoreInspector(travels: [scene.timeTravel], kinds: kittensSessionKinds), parent: harness.view.window)
            let inspector = inspectorScreen.window
            inspectorScreen.present()
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }))
            XCTAssertEqual(gtk_window_get_title(inspector.window).map { String(cString: $0) }, "Store Inspector")
            XCTAssertEqual(gtk_window_get_transient_for(inspector.window), harness.view.window)
            XCTAssertEqual(gtk_window_get_modal(inspector.window), 0)
            XCTAssertEqual(inspector.rowCount, scene.timeTravel.records.count)
            XCTAssertEqual(inspector.rowText(0)?.hasPrefix("ListingStore  #0  action  restoreSavedList  0."), true, inspector.rowText(0) ?? "")
            XCTAssertNil(inspector.selectedRow, "live: nothing selected")
            XCTAssertEqual(inspector.changeText, "Pick an event to see the change it made.", "live: no change shown")

            let firstPage = try XCTUnwrap(scene.timeTravel.records.firstIndex { $0.state.images.count == 3 })
            inspector.selectRow(firstPage)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }), "the first page loaded")
            XCTAssertEqual(harness.itemCount, 3, "the main window renders the state after the event")
            XCTAssertFalse(scene.timeTravel.isLive)
            XCTAssertTrue(inspector.changeText.contains("+ state.images.count: 3"), inspector.changeText)
            XCTAssertTrue(inspector.changeText.contains("kitten-2.jpg"), inspector.changeText)
            XCTAssertFalse(inspector.changeText.contains("kitten-3.jpg"), "a later page is not in this change")
            XCTAssertFalse(inspector.changeText.contains("state.viewedImageID"), "fields that did not change are not shown")
            XCTAssertFalse(inspector.changeText.contains("{"), "no JSON dump")
            XCTAssertEqual(gtk_widget_get_sensitive(inspector.parts[.liveButton]), 1)
            Screenshot.save(inspector.window, name: "store-inspector")
            harness.screenshot("store-inspector-main-window")

            gtk_widget_activate(inspector.parts[.backButton])
            XCTAssertTrue(MainContext.wait(until: { inspector.selectedRow == firstPage - 1 }), "the first page's row is selected")
            XCTAssertEqual(inspector.selectedRow, firstPage - 1, "Back selects the event before")
            XCTAssertEqual(scene.timeTravel.selectedIndex, firstPage - 1)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 0 }), "before the first page: no rows")

            gtk_widget_activate(inspector.parts[.forwardButton])
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }), "Forward comes back to the first page")
            XCTAssertEqual(inspector.selectedRow, firstPage)

            gtk_widget_activate(inspector.parts[.liveButton])
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 5 }), "Live shows the newest state")
            XCTAssertTrue(scene.timeTravel.isLive)
            XCTAssertNil(inspector.selectedRow)
            XCTAssertEqual(gtk_widget_get_sensitive(inspector.parts[.liveButton]), 0)

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

            inspectorScreen.present()
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }), "F12 again shows it again")
            XCTAssertEqual(inspector.rowCount, scene.timeTravel.records.count)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testNewEventsAppearAsTheyAreRecordedWhileAnEarlierOneStaysShown() throws {
        try withLoadedScene { harness, scene in
            let inspectorScreen = StoreInspectorScreen(inspector: StoreInspector(travels: [scene.timeTravel], kinds: kittensSessionKinds), parent: harness.view.window)
            let inspector = inspectorScreen.window
            inspectorScreen.present()
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

    func testRowsOfEveryStoreInAHeaderBarWindowShowTheirChangeAndFollowTheKeyboard() throws {
        try withLoadedScene { harness, scene in
            let tally = makeTallyStore(factory: scene.factory)
            defer { tally.dispose() }
            tally.accept(2)
            let inspectorScreen = StoreInspectorScreen(
                inspector: StoreInspector(travels: [scene.timeTravel] + scene.factory.allRecordings.dropFirst().map { $0.makeTimeTravel() }, kinds: kittensSessionKinds),
                parent: harness.view.window)
            let inspector = inspectorScreen.window
            inspectorScreen.present()
            XCTAssertTrue(MainContext.wait(until: { harness.isMapped(inspector.window) }))

            XCTAssertNotEqual(kittens_adw_is_window(inspector.window), 0, "an AdwWindow")
            XCTAssertNotEqual(kittens_adw_is_header_bar(inspector.parts[.headerBar]), 0, "with an AdwHeaderBar")
            XCTAssertEqual(gtk_widget_is_ancestor(inspector.parts[.headerBar], kittens_widget(inspector.window)), 1)
            for button in [
                inspector.parts[.backButton], inspector.parts[.forwardButton], inspector.parts[.liveButton],
                inspector.parts[.exportButton], inspector.parts[.pauseButton],
            ] {
                XCTAssertEqual(gtk_widget_is_ancestor(button, inspector.parts[.headerBar]), 1, "the actions are in the header bar")
            }
            XCTAssertEqual(gtk_window_get_title(inspector.window).map { String(cString: $0) }, "Store Inspector")
            let rows = (0..<inspector.rowCount).compactMap(inspector.rowText)
            XCTAssertEqual(rows.count, scene.timeTravel.records.count + 2, "the kitten store's events and the tally's")
            XCTAssertEqual(rows.filter { $0.hasPrefix("ListingStore  #") }.count, scene.timeTravel.records.count, rows.joined(separator: "\n"))
            XCTAssertEqual(rows.suffix(2).map { $0.hasPrefix("TallyStore  #0  intent  2  ") || $0.hasPrefix("TallyStore  #1  message  added  ") }, [true, true], rows.suffix(2).joined(separator: "\n"))

            inspector.selectRow(rows.count - 1)
            XCTAssertTrue(MainContext.wait(until: { inspector.changeText == "− state.total: 0\n+ state.total: 2" }), inspector.changeText)
            XCTAssertFalse(scene.timeTravel.isLive, "the kitten store moves to that moment too")
            XCTAssertEqual(scene.timeTravel.state, scene.timeTravel.recording.latestState, "which is after its newest event")
            XCTAssertEqual(gtk_widget_get_sensitive(inspector.parts[.liveButton]), 1)
            gtk_widget_activate(inspector.parts[.liveButton])
            XCTAssertTrue(MainContext.wait(until: { inspector.selectedRow == nil }), "Live unpicks the event")
            XCTAssertEqual(inspector.changeText, "Pick an event to see the change it made.")

            giveKeyboard(to: inspector)
            inspector.selectRow(0)
            gtk_widget_grab_focus(inspector.listView)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(inspector.window)))
            Keyboard.press("Down")
            XCTAssertTrue(MainContext.wait(until: { inspector.selectedRow == 1 }), "Down selects the next event")
            XCTAssertEqual(scene.timeTravel.selectedIndex, 1, "and moves the kitten store to it")
            Keyboard.press("Return")
            XCTAssertEqual(scene.timeTravel.selectedIndex, 1, "Enter jumps to the selected event")
            Keyboard.press("Up")
            XCTAssertTrue(MainContext.wait(until: { inspector.selectedRow == 0 }), "Up selects the event before")
            XCTAssertEqual(scene.timeTravel.selectedIndex, 0)
            XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 0 }), "the main window shows the state after the first event")
            inspector.close()
            XCTAssertEqual(harness.newWarnings, [])
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
            XCTAssertEqual(MainWindowEventTests.accelerators(application, "win.inspector"), ["F12"])
        }
    }

    func testExportWritesTheRecordingAsAFileThatReadsBack() throws {
        try withExportScene { scene, inspector, file in

            // What was recorded when Export was pressed: the store goes on while the file is written.
            let recorded = Array(scene.timeTravel.records)
            let message = try XCTUnwrap(inspector.exportAndWait(to: file), "Export reported")
            XCTAssertTrue(message.hasPrefix("Saved \(recorded.count) events"), message)
            XCTAssertEqual(String(cString: gtk_label_get_text(kittens_label(inspector.parts[.statusLabel]))), message)
            let data = try Data(contentsOf: file)
            let readBack = try SessionRecording.read(fromFile: data, kinds: kittensSessionKinds)
            XCTAssertEqual(Array(readBack.kitten.records), recorded)
            XCTAssertNil(readBack.recording(of: PreferencesRecording.self), "no preferences store was made")

            let refused = try XCTUnwrap(inspector.exportAndWait(to: URL(fileURLWithPath: "/proc/kittens-recording.json")))
            XCTAssertTrue(refused.hasPrefix("Could not save /proc/kittens-recording.json"), refused)
        }
    }

    func testMakeATestWritesEveryStoresRecordingAsATestFileNamedAfterIt() throws {
        try withExportScene { scene, inspector, file in
            let test = file.deletingLastPathComponent().appendingPathComponent("ListingBugTests.swift")
            let message = try XCTUnwrap(inspector.makeTestAndWait(to: test), "Make a Test reported")
            XCTAssertEqual(message, "Wrote the test \(test.path).")
            let source = try String(contentsOf: test, encoding: .utf8)
            XCTAssertTrue(source.contains("final class ListingBugTests: XCTestCase {"), source)
            XCTAssertTrue(source.contains("let store = makeRecordedListingStore(initialState: "), source)
            XCTAssertEqual(gtk_widget_get_visible(inspector.parts[.makeTestButton]), 1)
        }
    }

    func testExportWritesOffTheMainThreadWhileTheWindowKeepsRunningAndSaysHowItEnded() throws {
        try withExportScene { scene, inspector, file in
            let held = HeldFileWriter()
            inspector.fileWriter = held.writer
            var reported: [String] = []
            let recorded = scene.timeTravel.records.count

            inspector.export(to: file) { reported.append($0) }
            XCTAssertTrue(MainContext.wait(until: { !held.writesOnMain.isEmpty }), "the write began")
            XCTAssertEqual(held.writesOnMain, [false], "not on the main thread")
            XCTAssertTrue(MainContext.spinPastTimeoutsAddedBefore(milliseconds: 50), "the main loop runs while the disk is busy")
            XCTAssertEqual(reported, [], "nothing is said before the file is written")
            held.release()
            XCTAssertTrue(MainContext.wait(until: { !reported.isEmpty }))
            XCTAssertEqual(reported.count, 1)
            XCTAssertTrue(reported[0].hasPrefix("Saved \(recorded) events"), reported[0])
            XCTAssertEqual(String(cString: gtk_label_get_text(kittens_label(inspector.parts[.statusLabel]))), reported[0], "the user reads it")
            XCTAssertEqual(try SessionRecording.read(fromFile: Data(contentsOf: file), kinds: kittensSessionKinds).kitten.records.count, recorded)

            let failing = HeldFileWriter(failing: FileWriteFailure(step: .flushFile, errno: EIO))
            inspector.fileWriter = failing.writer
            failing.release()
            let refused = try XCTUnwrap(inspector.exportAndWait(to: file))
            XCTAssertEqual(failing.writesOnMain, [false])
            XCTAssertEqual(refused, "Could not save \(file.path): could not flush it to disk (Input/output error).")
            XCTAssertEqual(String(cString: gtk_label_get_text(kittens_label(inspector.parts[.statusLabel]))), refused)
        }
    }
}

extension StoreInspectorWindowTests {
    /// Runs `body` over an inspector window of a kitten store that loaded its first page, with
    /// a file to export to in a folder of its own.
    private func withExportScene(_ body: @MainActor (InspectorScene, StoreInspectorWindow, URL) throws -> Void) throws {
        try withLoadedScene { harness, scene in
            let inspectorScreen = StoreInspectorScreen(inspector: StoreInspector(travels: [scene.timeTravel], kinds: kittensSessionKinds), parent: harness.view.window)
            let inspector = inspectorScreen.window
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            defer { try? FileManager.default.removeItem(at: folder) }
            try body(scene, inspector, folder.appendingPathComponent("kittens-recording.json"))
        }
    }
}

/// Runs `body` on the main actor over a main window whose kitten store (`InspectorScene`)
/// loaded its first page live.
func withLoadedScene(_ body: @MainActor (WindowHarness, InspectorScene) throws -> Void) throws {
    try MainActor.assumeIsolated {
        let harness = try WindowHarness()
        let scene = try InspectorScene(window: harness.view)
        defer {
            scene.component.destroy()
            harness.close()
        }
        XCTAssertTrue(MainContext.wait(until: { harness.itemCount == 3 }), "the first page loaded live")
        try body(harness, scene)
    }
}

/// A kitten store made through a recording factory, over pages of three pictures, and a
/// component that renders `window` from a time-travel controller over its recording.
@MainActor
struct InspectorScene {
    let factory = RecordingStoreFactory()
    let component: ListingComponent
    let timeTravel: ListingTimeTravel

    init(window: MainWindow) throws {
        let store = factory.makeListingStore(dataSource: ThreePerPage(), pageSize: 3)
        timeTravel = ListingTimeTravel(recording: try XCTUnwrap(factory.recording(as: ListingRecording.self)))
        component = ListingComponent(store: store, states: timeTravel)
        component.attach(window)
    }

    /// The Store Inspector over this scene's kitten store, shown over `harness`'s window.
    func presentInspector(over harness: WindowHarness) -> StoreInspectorScreen {
        let screen = StoreInspectorScreen(inspector: StoreInspector(travels: [timeTravel], kinds: kittensSessionKinds), parent: harness.view.window)
        screen.present()
        XCTAssertTrue(MainContext.wait(until: { harness.isMapped(screen.window.window) }), "the inspector shows")
        return screen
    }
}

/// Moves the pointer over `inspector`'s event list, so that the window manager makes it the
/// active window, which has the keyboard.
@MainActor
func giveKeyboard(to inspector: StoreInspectorWindow, file: StaticString = #filePath, line: UInt = #line) {
    var x = 0.0, y = 0.0
    XCTAssertEqual(gtk_widget_translate_coordinates(inspector.listView, kittens_widget(inspector.window), 40, 10, &x, &y), 1, file: file, line: line)
    Pointer.move(toX: 1270, y: 1010)
    Pointer.move(toX: Int(x), y: Int(y))
    XCTAssertTrue(MainContext.wait(until: { gtk_window_is_active(inspector.window) != 0 }), "the inspector has the keyboard", file: file, line: line)
}

/// Page 0 holds pictures 0 to 2 and page 1, the last, pictures 3 and 4, at an address that
/// refuses connections.
private struct ThreePerPage: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult {
        let count = page == 0 ? 3 : page == 1 ? 2 : 0
        return .images(Fixtures.rows(count, start: page * 3).map { KittenImage(id: $0.id, url: $0.url) })
    }
}

/// A store that adds the numbers it is given, to have a second store in the inspector.
@MainActor
private func makeTallyStore(factory: any StoreFactory) -> any Store<TallyState, Int, Never> {
    factory.makeStore(
        name: "TallyStore", initialState: TallyState(), bootstrapper: NoBootstrapper<Never>(),
        executor: TallyExecutor(), reducer: TallyReducer())
}

private struct TallyState: Equatable {
    var total = 0
    var name = "tally"
}

private enum TallyMessage {
    case added(Int)
}

private struct TallyReducer: Reducer {
    func reduce(into state: inout TallyState, _ message: TallyMessage) {
        switch message {
        case .added(let amount): state.total += amount
        }
    }
}

private struct TallyExecutor: Executor {
    typealias State = TallyState
    typealias Message = TallyMessage
    typealias Label = Never

    func execute(intent: Int, in scope: some ExecutorScope<TallyState, TallyMessage, Never>) {
        scope.dispatch(.added(intent))
    }
}
