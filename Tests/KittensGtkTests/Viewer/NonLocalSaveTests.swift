import CGtk
import Foundation
import GLibRuntime
@testable import KittensGtk
import Kittens
import MVI
import XCTest

/// A place chosen in the file chooser that has no local path (a portal or gvfs location) is
/// told to the user in words, in the viewer and in the Store Inspector, and nothing is written.
/// GTK's own dialog cannot hold such a place without gvfs, so the chooser is answered with it.
final class NonLocalSaveTests: XCTestCase {
    private static let remote = "sftp://kittens.invalid/pictures/cat.jpg"

    func testAGFileWithoutALocalPathIsANonLocalChoice() throws {
        try MainActor.assumeIsolated {
            let remote = try XCTUnwrap(g_file_new_for_uri(Self.remote))
            defer { g_object_unref(UnsafeMutableRawPointer(remote)) }
            XCTAssertEqual(SaveFileChoice(remote), .notLocal(uri: Self.remote))
            let local = try XCTUnwrap(g_file_new_for_path("/tmp/cat.jpg"))
            defer { g_object_unref(UnsafeMutableRawPointer(local)) }
            XCTAssertEqual(SaveFileChoice(local), .local(URL(fileURLWithPath: "/tmp/cat.jpg")))
        }
    }

    func testSavingAPictureToAPlaceNotOnThisComputerSaysKittensCannot() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            scene.activateRow("cat-b")
            XCTAssertTrue(scene.waitForPicture())
            XCTAssertTrue(scene.activate("win.save-image"))
            let dialog = try XCTUnwrap(scene.presenter.saveDialog)
            dialog.finish(with: .notLocal(uri: Self.remote))
            XCTAssertNil(scene.presenter.saveDialog)
            XCTAssertEqual(scene.presenter.notice.message, "Kittens can only save to a folder on this computer.")
            XCTAssertTrue(scene.isEnabled("save-image"))
        }
    }

    func testExportingTheRecordingToAPlaceNotOnThisComputerSaysKittensCannot() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            let factory = RecordingStoreFactory()
            let store = factory.makeKittenStore(dataSource: NoKittens(), pageSize: 3)
            defer { store.dispose() }
            let timeTravel = KittenTimeTravel(recording: try XCTUnwrap(factory.kittenRecording))
            let inspector = StoreInspectorWindow(timeTravel: timeTravel, parent: scene.harness.view.window)
            inspector.chooseExportFile()
            let dialog = try XCTUnwrap(inspector.exportDialog, "Export… opened the dialog")
            dialog.finish(with: .notLocal(uri: Self.remote))
            XCTAssertNil(inspector.exportDialog)
            XCTAssertEqual(
                String(cString: gtk_label_get_text(kittens_label(inspector.statusLabel))),
                "Kittens can only save to a folder on this computer.")
        }
    }
}

private struct NoKittens: KittenDataSource {
    func load(limit: Int, page: Int) async -> KittenLoadResult { .images([]) }
}
