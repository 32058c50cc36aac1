import CGtk
import Foundation
import GLibRuntime
@testable import KittensGtk
import Kittens
import MVI
import MVIRecording
import TestSupport
import XCTest

/// A place chosen in the file chooser that has no local path (a portal or gvfs location) is
/// told to the user in words, in the viewer and in the Store Inspector, and nothing is written.
/// GTK's own dialog cannot hold such a place without gvfs, so the chooser (or, in the
/// inspector, its caller) is given that answer.
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            let dialog = try XCTUnwrap(scene.openSaveDialog(showing: "cat-b", in: folder))
            dialog.finish(with: .notLocal(uri: Self.remote))
            XCTAssertNil(scene.presenter.saveDialog)
            XCTAssertEqual(scene.presenter.toasts.lastFailure, "Kittens can only save to a folder on this computer.")
            XCTAssertTrue(scene.isEnabled("save-image"))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [FileChooserDialogs.markerName], "nothing written")
        }
    }

    func testExportingTheRecordingToAPlaceNotOnThisComputerSaysKittensCannot() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            let factory = RecordingStoreFactory()
            let store = factory.makeListingStore(dataSource: NoKittens(), pageSize: 3)
            defer { store.dispose() }
            let timeTravel = ListingTimeTravel(recording: try XCTUnwrap(factory.recording(as: ListingRecording.self)))
            let inspectorScreen = StoreInspectorScreen(inspector: StoreInspector(travels: [timeTravel], kinds: kittensSessionKinds), parent: scene.harness.view.window)
            let inspector = inspectorScreen.window
            inspector.exportChosen(.notLocal(uri: Self.remote))
            XCTAssertEqual(
                String(cString: gtk_label_get_text(kittens_label(inspector.parts[.statusLabel]))),
                "Kittens can only save to a folder on this computer.")
        }
    }
}

private struct NoKittens: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult { .images([]) }
}
