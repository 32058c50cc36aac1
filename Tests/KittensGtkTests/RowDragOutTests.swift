import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import LoopbackHTTP
import TestSupport
import XCTest

/// Dragging a picture out of a list row or a gallery cell, with the pointer as a person does
/// (`xdotool` under Xvfb): the drag offers the web address of the picture bound to that item
/// when the drag starts, as a URI list and as text, under its thumbnail; a recycled item offers
/// the picture bound to it now. Xvfb has no drop target to drag to: the content offered is read
/// as one would, and the drag is then dropped where nothing takes it.
final class RowDragOutTests: XCTestCase {
    func testARowAndAGalleryCellOfferTheirPicturesAddressUnderTheirThumbnail() throws {
        try MainActor.assumeIsolated {
            let (server, rows) = try Self.servedRows(4)
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let list = harness.view.list
            harness.render(ListingModel(rows: rows))
            XCTAssertTrue(MainContext.wait(until: { list.boundRows.count == rows.count && list.boundRows.allSatisfy { $0.thumbnailState == .loaded } }))
            let row = try XCTUnwrap(list.boundRows.first { $0.url == rows[2].url })
            try Self.assertDragOffers(rows[2].url, from: row, in: harness)

            harness.render(ListingModel(rows: rows, layout: .gallery))
            XCTAssertTrue(MainContext.wait(until: { list.boundCells.count == rows.count && list.boundCells.allSatisfy { $0.thumbnailState == .loaded } }))
            let cell = try XCTUnwrap(list.boundCells.first { $0.url == rows[1].url })
            try Self.assertDragOffers(rows[1].url, from: cell, in: harness)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Rows are recycled as the list scrolls (GTK 4.8 keeps 200 around what shows): widgets that
    /// showed a picture at the top show one near the end, and a drag from them offers that one.
    func testARecycledRowOffersThePictureBoundToItNow() throws {
        try MainActor.assumeIsolated {
            let (server, rows) = try Self.servedRows(600)
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let list = harness.view.list
            harness.render(ListingModel(rows: rows))
            XCTAssertTrue(MainContext.wait(until: { list.boundRows.contains { $0.url == rows[0].url } }))
            let row = try XCTUnwrap(list.boundRows.first { $0.url == rows[0].url })
            try Self.assertDragOffers(rows[0].url, from: row, in: harness)

            let shownBefore = list.boundRows.map { (widgets: $0, url: $0.url) }
            let adjustment = gtk_scrolled_window_get_vadjustment(kittens_scrolled_window(list.widget))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            // The list measures the rows it meets and corrects its estimate of the height above
            // them over a few frames: the rows move until it is done.
            var last: (Double, Double)?
            XCTAssertTrue(MainContext.wait(until: {
                XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)))
                let now = (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment))
                defer { last = now }
                return last.map { $0 == now } ?? false
            }), "the list settles")
            // The widgets kept for the focused row stay on it; the others show rows further down.
            var recycled: PictureRowWidgets?
            XCTAssertTrue(MainContext.wait(until: {
                recycled = shownBefore.first { before in
                    before.widgets.url != nil && before.widgets.url != before.url && before.widgets.thumbnailState == .loaded
                        && Self.isInView(before.widgets.box, of: list.widget)
                }?.widgets
                return recycled != nil
            }), "widgets that showed a picture at the top were rebound to one further down")
            let rebound = try XCTUnwrap(recycled?.url)
            XCTAssertTrue(rows.dropFirst(300).contains { $0.url == rebound }, "a picture near the end: \(rebound)")
            try Self.assertDragOffers(rebound, from: try XCTUnwrap(recycled), in: harness)
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// Whether `widget` shows whole within the scrolled window `view` (the list keeps
    /// widgets above and below what shows).
    @MainActor private static func isInView(_ widget: UnsafeMutablePointer<GtkWidget>, of view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var x = 0.0, y = 0.0
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_translate_coordinates(widget, view, 0, 0, &x, &y) != 0 else { return false }
        return y >= 0 && y + Double(gtk_widget_get_height(widget)) <= Double(gtk_widget_get_height(view))
    }

    @MainActor private static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>?, _ ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var current = widget
        while let widget = current, widget != ancestor { current = gtk_widget_get_parent(widget) }
        return current != nil
    }

    /// `count` rows whose pictures a loopback server serves.
    @MainActor private static func servedRows(_ count: Int) throws -> (LoopbackHTTPServer, [PictureRow]) {
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        let rows = (0..<count).map { PictureRow(id: "k\($0)", url: server.url("/k\($0).png")) }
        return (server, rows)
    }

    /// Drags `item` with the pointer, and checks what the drag offers while it runs: `url` as a
    /// URI list and as text, and nothing as a file or a texture, with the item's thumbnail as
    /// its icon. Then drops it on the window, which takes nothing.
    @MainActor private static func assertDragOffers(
        _ url: URL, from item: some PictureItem, in harness: WindowHarness, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let source = item.dragOut.source
        // Where the item is once the list has laid out what it bound last.
        XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)), file: file, line: line)
        var x = 0.0, y = 0.0
        let width = Double(gtk_widget_get_width(item.picture)), height = Double(gtk_widget_get_height(item.picture))
        XCTAssertEqual(gtk_widget_translate_coordinates(item.picture, harness.widget, width / 2, height / 2, &x, &y), 1, file: file, line: line)
        XCTAssertTrue(isInside(gtk_widget_pick(harness.widget, x, y, GTK_PICK_DEFAULT), item.box), "the item shows there", file: file, line: line)
        // From the window's coordinates to its surface's, which the screen's are (Xvfb has no frames).
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(kittens_native(harness.widget), &surfaceX, &surfaceY)
        let (screenX, screenY) = (Int(x + surfaceX), Int(y + surfaceY))
        Pointer.move(toX: screenX, y: screenY)
        input(["mousedown", "1"])
        for step in 1...4 { input(["mousemove", "--sync", String(screenX + 10 * step), String(screenY + 6 * step)]) }
        var started: OpaquePointer?
        defer {
            input(["mouseup", "1"])
            XCTAssertTrue(MainContext.wait(until: { gtk_drag_source_get_drag(source) == nil }), "the drag ended", file: file, line: line)
            // Dropped where nothing takes it, its icon flies back to where it started, and
            // takes the pointer's presses there until it is gone.
            if let started {
                XCTAssertTrue(MainContext.wait(until: {
                    gdk_drag_get_drag_surface(started).map { gdk_surface_get_mapped($0) == 0 } ?? true
                }), "the drag's icon went", file: file, line: line)
                g_object_unref(UnsafeMutableRawPointer(started))
            }
        }
        XCTAssertTrue(MainContext.wait(until: { gtk_drag_source_get_drag(source) != nil }), "the pointer dragged the item", file: file, line: line)
        let drag = try XCTUnwrap(gtk_drag_source_get_drag(source), file: file, line: line)
        started = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(drag)))
        let content = try XCTUnwrap(gdk_drag_get_content(drag), file: file, line: line)
        let formats = try XCTUnwrap(gdk_content_provider_ref_formats(content), file: file, line: line)
        defer { gdk_content_formats_unref(formats) }
        XCTAssertEqual(gdk_content_formats_contain_gtype(formats, g_file_get_type()), 0, "its bytes are not here: no file", file: file, line: line)
        XCTAssertEqual(gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()), 0, "nor the cropped thumbnail", file: file, line: line)
        XCTAssertEqual(read(content, as: "text/uri-list"), url.absoluteString + "\r\n", "its address as a URI list", file: file, line: line)
        XCTAssertEqual(read(content, as: "text/plain;charset=utf-8"), url.absoluteString, "and as text", file: file, line: line)
        let icon = try XCTUnwrap(gtk_drag_icon_get_child(OpaquePointer(gtk_drag_icon_get_for_drag(drag))), file: file, line: line)
        XCTAssertEqual(gtk_picture_get_paintable(kittens_picture(icon)), gtk_picture_get_paintable(kittens_picture(item.picture)),
                       "under the thumbnail", file: file, line: line)
    }

    /// What `content` writes as `mimeType`, as a drop target reads it.
    @MainActor private static func read(_ content: UnsafeMutablePointer<GdkContentProvider>, as mimeType: String) -> String? {
        final class Reading { var result: Bool? }
        let reading = Reading()
        let stream = g_memory_output_stream_new_resizable()
        defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
        gdk_content_provider_write_mime_type_async(
            content, mimeType, stream, G_PRIORITY_DEFAULT, nil,
            { source, result, data in
                guard let data else { return }
                let reading = Unmanaged<Reading>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                reading.result = gdk_content_provider_write_mime_type_finish(
                    UnsafeMutablePointer<GdkContentProvider>(OpaquePointer(source)), result, &error) != 0
                g_clear_error(&error)
            },
            Unmanaged.passRetained(reading).toOpaque())
        guard MainContext.wait(until: { reading.result != nil }), reading.result == true else { return nil }
        g_output_stream_close(stream, nil, nil)
        let bytes = g_memory_output_stream_steal_as_bytes(UnsafeMutablePointer<GMemoryOutputStream>(OpaquePointer(stream)))
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }

    /// Runs `xdotool arguments…` and returns once GTK has handled what it did.
    @MainActor private static func input(_ arguments: [String]) {
        XDoTool.run(arguments)
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainContext.handlePendingEvents()
    }
}
