import CGLib
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensGtk
import KittensSupport
import TestSupport
import XCTest

/// Save Image As… writes the original bytes under the suggested name; Copy Image puts the
/// texture on the clipboard; both also work from the row menu, without the viewer.
final class PictureSaveAndCopyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testSaveImageAsSuggestsTheIdAndRealFormatAndWritesTheOriginalBytesWhereTheDialogSays() throws {
        let folder: URL = folder
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            let dialog = try XCTUnwrap(scene.openSaveDialog(showing: "cat-b", in: folder), "Ctrl+S opened the dialog")
            let chooser = kittens_file_chooser(dialog.raw)
            let suggested = gtk_file_chooser_get_current_name(chooser)
            defer { g_free(suggested) }
            XCTAssertEqual(suggested.map { String(cString: $0) }, "cat-b.jpg")
            XCTAssertFalse(scene.isEnabled("save-image"), "one dialog at a time")

            XCTAssertEqual(Self.chosenPath(chooser), folder.appendingPathComponent("cat-b.jpg").path, "in the start folder")
            let target = folder.appendingPathComponent("chosen by the user.jpg")
            gtk_file_chooser_set_current_name(chooser, target.lastPathComponent)
            XCTAssertEqual(Self.chosenPath(chooser), target.path)
            kittens_native_dialog_respond(kittens_native_dialog(dialog.raw), GTK_RESPONSE_ACCEPT.rawValue)

            XCTAssertNil(scene.presenter.saveDialog)
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.toasts.lastText == "Saved as chosen by the user.jpg" }), "the user reads it in a toast")
            XCTAssertNil(scene.presenter.progress.text, "the progress line is gone")
            XCTAssertEqual(try Data(contentsOf: target), try Fixtures.thumbnail("kitten-320x240.jpg"), "the original bytes")
            XCTAssertNil(scene.presenter.toasts.lastFailure)
            XCTAssertTrue(scene.isEnabled("save-image"))
            XCTAssertEqual(scene.harness.newWarnings.filter { !$0.contains("portal") }, [])
        }
    }

    func testSaveImageAsWritesOffTheMainThreadWhileTheWindowKeepsRunningAndToastsHowItEnded() throws {
        let folder: URL = folder
        try MainActor.assumeIsolated {
            let held = HeldFileWriter()
            let scene = try ViewerScene(fileWriter: held.writer)
            defer { scene.tearDown() }
            let dialog = try XCTUnwrap(scene.openSaveDialog(showing: "cat-b", in: folder))
            let chooser = kittens_file_chooser(dialog.raw)
            let target = folder.appendingPathComponent("Tom & Jerry.jpg")
            gtk_file_chooser_set_current_name(chooser, target.lastPathComponent)
            kittens_native_dialog_respond(kittens_native_dialog(dialog.raw), GTK_RESPONSE_ACCEPT.rawValue)

            XCTAssertTrue(MainContext.wait(until: { !held.writesOnMain.isEmpty }), "the write began")
            XCTAssertEqual(held.writesOnMain, [false], "not on the main thread")
            XCTAssertTrue(MainContext.spinPastTimeoutsAddedBefore(milliseconds: 50), "the main loop runs while the disk is busy")
            XCTAssertEqual(scene.presenter.progress.text, "Saving the picture…", "the progress line says what is going on")
            XCTAssertNil(scene.presenter.toasts.lastText, "nothing is said before the file is written")
            held.release()
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.toasts.lastText != nil }))
            XCTAssertEqual(scene.presenter.toasts.lastText, "Saved as Tom & Jerry.jpg")
            XCTAssertNil(scene.presenter.toasts.lastFailure)
            XCTAssertNil(scene.presenter.progress.text, "the progress line is gone")
            XCTAssertEqual(try Data(contentsOf: target), try Fixtures.thumbnail("kitten-320x240.jpg"))
            XCTAssertEqual(scene.harness.newWarnings.filter { !$0.contains("portal") }, [])
        }
    }

    func testAWriteThatFailsOffTheMainThreadIsToastedInWords() throws {
        let folder: URL = folder
        try MainActor.assumeIsolated {
            let held = HeldFileWriter(failing: FileWriteFailure(step: .write, errno: ENOSPC))
            let scene = try ViewerScene(fileWriter: held.writer)
            defer { scene.tearDown() }
            let dialog = try XCTUnwrap(scene.openSaveDialog(showing: "cat-a", in: folder))
            kittens_native_dialog_respond(kittens_native_dialog(dialog.raw), GTK_RESPONSE_ACCEPT.rawValue)
            held.release()
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.toasts.lastFailure != nil }))
            XCTAssertEqual(held.writesOnMain, [false], "not on the main thread")
            XCTAssertEqual(
                scene.presenter.toasts.lastFailure, "The picture could not be saved: could not write it (No space left on device)")
            XCTAssertTrue(scene.isEnabled("save-image"), "a new Save may start")
        }
    }

    @MainActor private static func chosenPath(_ chooser: OpaquePointer) -> String? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    func testCancellingTheDialogWritesNothingAndAFailedWriteSaysWhyInWords() throws {
        let folder: URL = folder
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            let dialog = try XCTUnwrap(scene.openSaveDialog(showing: "cat-a", in: folder))
            kittens_native_dialog_respond(kittens_native_dialog(dialog.raw), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertNil(scene.presenter.saveDialog)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [FileChooserDialogs.markerName], "nothing written")

            XCTAssertTrue(scene.activate("win.save-image"))
            let again = try XCTUnwrap(scene.presenter.saveDialog, "the shown picture is loaded: the dialog opens at once")
            // A place the dialog cannot offer: the answer goes to the store as the dialog's would.
            scene.viewerComponent.store.accept(.saveDestinationChosen(.file(URL(fileURLWithPath: "/proc/kittens/cat-a.png"))))
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.toasts.lastFailure != nil }))
            let message = scene.presenter.toasts.lastFailure
            XCTAssertEqual(message?.hasPrefix("The picture could not be saved: could not "), true, message ?? "")
            scene.harness.screenshot("viewer-save-failed")
            kittens_native_dialog_respond(kittens_native_dialog(again.raw), GTK_RESPONSE_CANCEL.rawValue)
        }
    }

    func testCopyImagePutsTheShownTextureOnTheClipboard() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            scene.activateRow("cat-a")
            XCTAssertTrue(scene.waitForPicture())
            XCTAssertTrue(scene.activate("win.copy-image"))
            let clipboard = try XCTUnwrap(gtk_widget_get_clipboard(scene.harness.widget))
            let texture = try XCTUnwrap(kittens_clipboard_local_texture(clipboard), "a texture is on the clipboard")
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let size = try XCTUnwrap(scene.paintableSize)
            XCTAssertEqual([Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture))], [size.width, size.height])
        }
    }

    func testARowsSaveShowsProgressWhileItsPictureDownloadsAndSaysWhyWhenTheDownloadFails() throws {
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            let list = scene.harness.view.list
            list.select(try XCTUnwrap(list.position(ofImage: "flaky")))
            XCTAssertNil(scene.presenter.progress.text, "nothing runs yet")
            XCTAssertTrue(scene.activate("win.save-image"))
            XCTAssertEqual(scene.presenter.progress.text, "Downloading the picture…")
            XCTAssertTrue(scene.presenter.progress.isBusy, "with a spinner")
            XCTAssertFalse(scene.isEnabled("save-image"), "one Save or Copy at a time")
            XCTAssertFalse(scene.isEnabled("copy-image"), "one Save or Copy at a time")

            XCTAssertTrue(MainContext.wait(until: { scene.presenter.toasts.lastFailure != nil }))
            XCTAssertEqual(
                scene.presenter.toasts.lastFailure, "The picture could not be loaded: The picture could not be downloaded.")
            XCTAssertNil(scene.presenter.progress.text, "the spinner is gone")
            XCTAssertNil(scene.presenter.saveDialog, "no dialog for a picture that did not arrive")
            XCTAssertTrue(scene.isEnabled("save-image"), "a new Save may start")
            XCTAssertEqual(scene.presenter.visiblePage, .browse, "the list stays")
        }
    }

    func testTheRowMenuOffersTheFourPictureActionsWhichActOnTheSelectedRow() throws {
        let folder: URL = folder
        try MainActor.assumeIsolated {
            let scene = try ViewerScene()
            defer { scene.tearDown() }
            FileChooserDialogs.prepare(folder)
            scene.presenter.saveFolder = folder
            let list = scene.harness.view.list
            XCTAssertFalse(scene.isEnabled("copy-image"), "no row selected, nothing to copy")
            XCTAssertFalse(scene.isEnabled("save-image"), "no row selected, nothing to save")
            let position = try XCTUnwrap(list.position(ofImage: "cat-c"))
            list.select(position)
            XCTAssertTrue(scene.isEnabled("copy-image"))
            XCTAssertTrue(scene.isEnabled("save-image"))
            XCTAssertTrue(scene.activate("win.copy-image"))
            let clipboard = try XCTUnwrap(gtk_widget_get_clipboard(scene.harness.widget))
            XCTAssertTrue(MainContext.wait(until: {
                guard let texture = kittens_clipboard_local_texture(clipboard) else { return false }
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return gdk_texture_get_width(texture) == 8 && gdk_texture_get_height(texture) == 6
            }), "the row's picture was loaded and copied")

            XCTAssertTrue(MainContext.wait(until: { scene.isEnabled("save-image") }), "the copy ended")
            XCTAssertTrue(scene.activate("win.save-image"))
            XCTAssertTrue(MainContext.wait(until: { scene.presenter.saveDialog != nil }), "the row's picture loaded: the dialog opens")
            let dialog = try XCTUnwrap(scene.presenter.saveDialog)
            let suggested = gtk_file_chooser_get_current_name(kittens_file_chooser(dialog.raw))
            defer { g_free(suggested) }
            XCTAssertEqual(suggested.map { String(cString: $0) }, "cat-c.gif")
            FileChooserDialogs.waitUntilListed()
            kittens_native_dialog_respond(kittens_native_dialog(dialog.raw), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertEqual(scene.presenter.visiblePage, .browse, "the list stays")

            let menu = PictureMenu.make()
            let model = kittens_menu_model(menu.raw)
            let actions = (0..<g_menu_model_get_n_items(model)).compactMap { index -> String? in
                guard let value = g_menu_model_get_item_attribute_value(model, index, "action", nil) else { return nil }
                defer { g_variant_unref(value) }
                return String(cString: g_variant_get_string(value, nil))
            }
            XCTAssertEqual(
                actions, ["win.save-image", "win.copy-image", "win.open-selected", "win.copy", "win.set-background"],
                "and Set as Background, hidden while the desktop takes none")
        }
    }
}
