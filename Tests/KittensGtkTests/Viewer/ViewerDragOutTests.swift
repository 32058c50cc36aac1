import CGLib
import CGtk
import Foundation
import JPEGFixtureWriter
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import TestSupport
import XCTest

/// Dragging the viewer's picture out: the drag offers it as a file (its bytes as downloaded,
/// named as Save Image As names them) and as a texture; a zoomed picture offers nothing (a drag
/// pans it). Xvfb has no drop target to drag to: the content offered is read as one would.
final class ViewerDragOutTests: XCTestCase {
    func testTheShownPictureIsOfferedAsItsFileAndAsATextureButNotWhileZoomed() throws {
        try MainActor.assumeIsolated {
            var length = 0
            let bytes = try XCTUnwrap(kittens_jpeg_fixture(1200, 800, 85, 0, &length))
            let jpeg = Data(bytes: bytes, count: length)
            kittens_jpeg_fixture_free(bytes)
            let scene = try ViewerScene(served: [("big/one", "/big.jpg", jpeg)])
            defer { scene.tearDown() }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drag-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            scene.viewer.dragOut.files = DraggedFiles(folder: folder)
            scene.activateRow("big/one")
            XCTAssertTrue(scene.waitForPicture())
            let drag = scene.viewer.dragOut
            XCTAssertTrue(MainContext.wait(until: { gtk_drag_source_get_content(drag.source) != nil }), "the picture is offered")
            let content = try XCTUnwrap(gtk_drag_source_get_content(drag.source))
            let formats = try XCTUnwrap(gdk_content_provider_ref_formats(content))
            defer { gdk_content_formats_unref(formats) }
            XCTAssertNotEqual(gdk_content_formats_contain_gtype(formats, g_file_get_type()), 0, "as a file")
            XCTAssertNotEqual(gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()), 0, "as a texture")
            let serializable = try XCTUnwrap(gdk_content_formats_union_serialize_mime_types(gdk_content_formats_ref(formats)))
            defer { gdk_content_formats_unref(serializable) }
            XCTAssertNotEqual(gdk_content_formats_contain_mime_type(serializable, "text/uri-list"), 0)
            XCTAssertNotEqual(gdk_content_formats_contain_mime_type(serializable, "image/png"), 0)

            drag.dragBegan()
            var value = GValue()
            g_value_init(&value, g_file_get_type())
            defer { g_value_unset(&value) }
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(gdk_content_provider_get_value(content, &value, &error), 0)
            g_clear_error(&error)
            let file = try XCTUnwrap(g_value_get_object(&value))
            let path = try XCTUnwrap(g_file_get_path(OpaquePointer(file)))
            defer { g_free(path) }
            let url = URL(fileURLWithPath: String(cString: path))
            XCTAssertEqual(url.lastPathComponent, "big_one.jpg", "named for the picture, as Save Image As names it")
            XCTAssertEqual(try Data(contentsOf: url), jpeg, "the bytes as downloaded")

            var texture = GValue()
            g_value_init(&texture, gdk_texture_get_type())
            defer { g_value_unset(&texture) }
            XCTAssertNotEqual(gdk_content_provider_get_value(content, &texture, &error), 0)
            g_clear_error(&error)
            XCTAssertEqual(OpaquePointer(g_value_get_object(&texture)), scene.presenter.shownPicture?.texture.texture, "and the picture shown")

            XCTAssertTrue(scene.activate("win.zoom-actual"))
            XCTAssertTrue(MainContext.wait(until: { gtk_drag_source_get_content(drag.source) == nil }), "zoomed, a drag pans")
            XCTAssertTrue(scene.activate("win.zoom-fit"))
            XCTAssertTrue(MainContext.wait(until: { gtk_drag_source_get_content(drag.source) != nil }), "fitted again, it is offered")
            XCTAssertEqual(scene.harness.newWarnings, [])
        }
    }
}
