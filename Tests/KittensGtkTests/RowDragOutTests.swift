import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import Locking
import LoopbackHTTP
import TestSupport
import XCTest

/// Dragging a picture out of a list row or a gallery cell, with the pointer as a person does
/// (`xdotool` under Xvfb): the drag offers the picture bound to that item when the drag starts,
/// under its thumbnail, as a file and as PNG that are downloaded only when read (a row holds
/// only a thumbnail), and its address as text; a recycled item offers the picture bound to it
/// now. Xvfb has no other app to drag to: the content offered is read as a drop target reads
/// it (`gdk_content_provider_write_mime_type_async`), and the drag is then dropped where
/// nothing takes it, or on a GTK drop target in the window that takes a file.
final class RowDragOutTests: XCTestCase {
    func testARowAndAGalleryCellOfferTheirPictureAsItsFileAndAsPNG() throws {
        try MainActor.assumeIsolated {
            let (server, rows) = try Self.servedRows(4)
            defer { server.stop() }
            try Self.withWindow(showing: rows) { harness, folder in
                let list = harness.view.list
                let row = try XCTUnwrap(list.boundRows.first { $0.url == rows[2].url })
                let asked = server.requests.count
                try Self.dragging(row, in: harness) { _ in }
                XCTAssertEqual(server.requests.count, asked, "a drag no drop target reads downloads nothing")
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "and writes nothing")
                try Self.assertDragOffers(rows[2], from: row, in: harness, folder: folder)

                harness.render(ListingModel(rows: rows, layout: .gallery))
                XCTAssertTrue(MainContext.wait(until: { list.boundCells.count == rows.count && list.boundCells.allSatisfy { $0.thumbnailState == .loaded } }))
                let cell = try XCTUnwrap(list.boundCells.first { $0.url == rows[1].url })
                try Self.assertDragOffers(rows[1], from: cell, in: harness, folder: folder)
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["k1.png"], "only the last picture dragged is kept")
            }
        }
    }

    /// Dropped on a GTK drop target that takes a `GFile` (as Files and image editors built on
    /// GTK do), a row gives the file of its picture, downloaded then: X11's drag and drop, within
    /// the window, with the pointer.
    func testARowDropsAsItsFileOnADropTargetTakingAFile() throws {
        try MainActor.assumeIsolated {
            let (server, rows) = try Self.servedRows(4)
            defer { server.stop() }
            try Self.withWindow(showing: rows) { harness, folder in
                let target = gtk_drop_target_new(g_file_get_type(), GDK_ACTION_COPY)
                let dropped = DroppedFile()
                let onDrop: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = { _, value, _, _, data in
                    guard let value, let data else { return 0 }
                    let dropped = Unmanaged<DroppedFile>.fromOpaque(data).takeUnretainedValue()
                    let path = g_value_get_object(value).flatMap { g_file_get_path(OpaquePointer($0)) }
                    dropped.path = path.map { String(cString: $0) } ?? ""
                    g_free(path)
                    return 1
                }
                let dropData = Unmanaged.passRetained(dropped).toOpaque()
                g_signal_connect_data(
                    UnsafeMutableRawPointer(target), "drop", unsafeBitCast(onDrop, to: GCallback.self), dropData,
                    { data, _ in data.map { Unmanaged<DroppedFile>.fromOpaque($0).release() } }, GConnectFlags(rawValue: 0))
                gtk_widget_add_controller(harness.view.list.widget, kittens_event_controller(UnsafeMutableRawPointer(try XCTUnwrap(target))))
                let row = try XCTUnwrap(harness.view.list.boundRows.first { $0.url == rows[3].url })
                try Self.dragging(row, in: harness) { _ in }
                XCTAssertTrue(MainContext.wait(until: { dropped.path != nil }), "the drop target took a file")
                let expected = folder.appendingPathComponent(PictureFileName.suggested(imageID: rows[3].id, format: .png))
                XCTAssertEqual(dropped.path, expected.path)
                XCTAssertEqual(try Data(contentsOf: expected), try Fixtures.thumbnail("kitten-320x240.png"))
            }
        }
    }

    /// What a drop target took.
    @MainActor private final class DroppedFile {
        var path: String?
    }

    /// A picture the server refuses (404) and one whose header is over the limits fail the
    /// read of their file and of their PNG with the user's words, at once; the window goes on
    /// drawing, and a good picture dragged next drops.
    func testAPictureThatCannotBeDownloadedFailsTheReadInWords() throws {
        try MainActor.assumeIsolated {
            let bomb = try Fixtures.thumbnail(Fixtures.bombs[0])
            guard case .failure(let refusal) = ImageHeader.read(bomb, limits: .standard) else { return XCTFail("the bomb is refused") }
            let server = try Self.servingThumbnailsThen { path in
                switch path {
                case "/missing.png": .status(404)
                case "/huge.png": LoopbackResponse(headers: [("Content-Type", "image/png")], body: bomb)
                default: nil
                }
            }
            defer { server.stop() }
            let rows = ["missing", "huge", "good"].map { PictureRow(id: $0, url: server.url("/\($0).png")) }
            try Self.withWindow(showing: rows) { harness, folder in
                let list = harness.view.list
                for (row, words) in [(rows[0], PictureLoadError.downloadFailed.message), (rows[1], PictureLoadError.refused(refusal).message)] {
                    let item = try XCTUnwrap(list.boundRows.first { $0.url == row.url })
                    try Self.dragging(item, in: harness) { content in
                        XCTAssertEqual(Self.read(content, as: "text/uri-list"), .failure(ReadFailure(message: words)), "the file of \(row.id)")
                        XCTAssertEqual(Self.read(content, as: "image/png"), .failure(ReadFailure(message: words)), "the PNG of \(row.id)")
                        XCTAssertEqual(Self.read(content, as: "text/plain;charset=utf-8"), .success(Array(row.url.absoluteString.utf8)), "the address still")
                    }
                    XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)), "the window draws on")
                }
                XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [], [], "no file is written")
                let good = try XCTUnwrap(list.boundRows.first { $0.url == rows[2].url })
                try Self.assertDragOffers(rows[2], from: good, in: harness, folder: folder)
            }
        }
    }

    /// A drop target that gives up (cancels its read) while the picture downloads from a server
    /// that never finishes is answered at once, cancelled, and no file is written.
    func testACancelledReadStopsWaitingForTheDownload() throws {
        try MainActor.assumeIsolated {
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try Self.servingThumbnailsThen { _ in
                LoopbackResponse(headers: [("Content-Type", "image/png")], body: png, ending: .hangAfter(bytes: 100))
            }
            defer { server.stop() }
            let row = PictureRow(id: "slow", url: server.url("/slow.png"))
            try Self.withWindow(showing: [row]) { harness, folder in
                try Self.dragging(try XCTUnwrap(harness.view.list.boundRows.first), in: harness) { content in
                    let cancellable = g_cancellable_new()
                    defer { g_object_unref(UnsafeMutableRawPointer(cancellable)) }
                    let reading = Self.startReading(content, as: "text/uri-list", cancellable: cancellable)
                    XCTAssertTrue(MainContext.wait(until: { server.requests.count == 2 }), "the download started")
                    XCTAssertNil(reading.result, "the read waits for it")
                    g_cancellable_cancel(cancellable)
                    XCTAssertTrue(MainContext.wait(until: { reading.result != nil }), "the read ended")
                    XCTAssertEqual(reading.cancelled, true)
                }
                XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [], [])
            }
        }
    }

    /// Rows are recycled as the list scrolls (GTK 4.8 keeps 200 around what shows): widgets that
    /// showed a picture at the top show one near the end, and a drag from them offers that one.
    func testARecycledRowOffersThePictureBoundToItNow() throws {
        try MainActor.assumeIsolated {
            let (server, rows) = try Self.servedRows(600)
            defer { server.stop() }
            try Self.withWindow(showing: rows, until: { list in list.boundRows.contains { $0.url == rows[0].url } }) { harness, folder in
                let list = harness.view.list
                let row = try XCTUnwrap(list.boundRows.first { $0.url == rows[0].url })
                try Self.assertDragOffers(rows[0], from: row, in: harness, folder: folder)

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
                let reboundRow = try XCTUnwrap(rows.first { $0.url == rebound })
                try Self.assertDragOffers(reboundRow, from: try XCTUnwrap(recycled), in: harness, folder: folder)
            }
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

    /// `count` rows whose pictures (and thumbnails) a loopback server serves.
    @MainActor private static func servedRows(_ count: Int) throws -> (LoopbackHTTPServer, [PictureRow]) {
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        let rows = (0..<count).map { PictureRow(id: "k\($0)", url: server.url("/k\($0).png")) }
        return (server, rows)
    }

    /// A server that answers each path's first request (the thumbnail's) with a picture, and
    /// the next ones (the drag's download) as `later` says (nil: the same picture).
    @MainActor private static func servingThumbnailsThen(_ later: @escaping @Sendable (String) -> LoopbackResponse?) throws -> LoopbackHTTPServer {
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let seen = Locked<Set<String>>([])
        return try LoopbackHTTPServer { request in
            let picture = LoopbackResponse(headers: [("Content-Type", "image/png")], body: png)
            guard seen.withLock({ !$0.insert(request.path).inserted }) else { return picture }
            return later(request.path) ?? picture
        }
    }

    /// Opens a window whose rows drag their files out into a folder of their own, and runs
    /// `body` with it once it shows `rows` with their thumbnails (or `until` says it is ready);
    /// no GTK warning is logged meanwhile.
    @MainActor private static func withWindow(
        showing rows: [PictureRow], until ready: ((PictureList) -> Bool)? = nil,
        _ body: (WindowHarness, _ folder: URL) throws -> Void
    ) throws {
        let harness = try WindowHarness()
        defer { harness.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("row-drag-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        harness.view.draggedPictures.files = DraggedFiles(folder: folder)
        let list = harness.view.list
        harness.render(ListingModel(rows: rows))
        XCTAssertTrue(MainContext.wait(until: {
            ready?(list) ?? (list.boundRows.count == rows.count && list.boundRows.allSatisfy { $0.thumbnailState == .loaded })
        }))
        try body(harness, folder)
        XCTAssertEqual(harness.newWarnings, [])
    }

    /// Drags `item` and checks what the drag offers: `row`'s picture promised as a file and as
    /// PNG (which drop targets asking for a `GFile` or a `GdkTexture` take), and its address as
    /// text, under the item's thumbnail. Reading the file gives a file in `folder` named by
    /// `PictureFileName`, holding the bytes the server sent; reading the PNG gives the picture
    /// at its size.
    @MainActor private static func assertDragOffers(
        _ row: PictureRow, from item: some PictureItem, in harness: WindowHarness, folder: URL,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let served = try Fixtures.thumbnail("kitten-320x240.png")
        try dragging(item, in: harness, file: file, line: line) { content in
            let formats = try XCTUnwrap(gdk_content_provider_ref_formats(content), file: file, line: line)
            defer { gdk_content_formats_unref(formats) }
            for mimeType in ["text/uri-list", "image/png", "text/plain;charset=utf-8"] {
                XCTAssertNotEqual(gdk_content_formats_contain_mime_type(formats, mimeType), 0, mimeType, file: file, line: line)
            }
            let types = try XCTUnwrap(gdk_content_formats_union_deserialize_gtypes(gdk_content_formats_ref(formats)), file: file, line: line)
            defer { gdk_content_formats_unref(types) }
            XCTAssertNotEqual(gdk_content_formats_contain_gtype(types, g_file_get_type()), 0, "a drop target taking a GFile takes it", file: file, line: line)
            XCTAssertNotEqual(gdk_content_formats_contain_gtype(types, gdk_texture_get_type()), 0, "and one taking a texture", file: file, line: line)

            let list = try read(content, as: "text/uri-list").get()
            // One URI, ended by CR LF (RFC 2483).
            XCTAssertEqual(Array(list.suffix(2)), [13, 10], file: file, line: line)
            let uri = String(decoding: list.dropLast(2), as: UTF8.self)
            XCTAssertTrue(uri.hasPrefix("file:///") && !uri.utf8.contains(10) && !uri.utf8.contains(13), uri, file: file, line: line)
            let gfile = g_file_new_for_uri(uri)
            defer { g_object_unref(UnsafeMutableRawPointer(gfile)) }
            let path = try XCTUnwrap(g_file_get_path(gfile), file: file, line: line)
            defer { g_free(path) }
            let expected = folder.appendingPathComponent(PictureFileName.suggested(imageID: row.id, format: .png))
            XCTAssertEqual(String(cString: path), expected.path, "named by PictureFileName in dragged/", file: file, line: line)
            XCTAssertEqual(try Data(contentsOf: expected), served, "the bytes the server sent", file: file, line: line)
            XCTAssertEqual(try read(content, as: "text/uri-list").get(), list, "read again, the same file", file: file, line: line)

            let png = try read(content, as: "image/png").get()
            let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            var error: UnsafeMutablePointer<GError>?
            let texture = try XCTUnwrap(gdk_texture_new_from_bytes(bytes, &error), "a PNG", file: file, line: line)
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            XCTAssertEqual(gdk_texture_get_width(texture), 320, file: file, line: line)
            XCTAssertEqual(gdk_texture_get_height(texture), 240, file: file, line: line)

            XCTAssertEqual(read(content, as: "text/plain;charset=utf-8"), .success(Array(row.url.absoluteString.utf8)), "its address as text", file: file, line: line)
        }
    }

    /// Drags `item` with the pointer, under its thumbnail, and runs `body` with the drag's
    /// content while it runs; then drops it on the window, which takes nothing.
    @MainActor private static func dragging(
        _ item: some PictureItem, in harness: WindowHarness, file: StaticString = #filePath, line: UInt = #line,
        _ body: (UnsafeMutablePointer<GdkContentProvider>) throws -> Void
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
        try body(content)
        let icon = try XCTUnwrap(gtk_drag_icon_get_child(OpaquePointer(gtk_drag_icon_get_for_drag(drag))), file: file, line: line)
        XCTAssertEqual(gtk_picture_get_paintable(kittens_picture(icon)), gtk_picture_get_paintable(kittens_picture(item.picture)),
                       "under the thumbnail", file: file, line: line)
    }

    /// Why a read failed: its error's message.
    private struct ReadFailure: Error, Equatable {
        let message: String
    }

    /// A read of a drag's content, as a drop target makes it: nil while it runs, then whether
    /// it succeeded, what it wrote, or the error's message.
    @MainActor private final class Reading {
        let stream = g_memory_output_stream_new_resizable()
        var result: Result<[UInt8], ReadFailure>?
        var cancelled: Bool?
        isolated deinit { g_object_unref(UnsafeMutableRawPointer(stream)) }
    }

    /// Starts reading `content` as `mimeType`, as a drop target does.
    @MainActor private static func startReading(
        _ content: UnsafeMutablePointer<GdkContentProvider>, as mimeType: String, cancellable: UnsafeMutablePointer<GCancellable>? = nil
    ) -> Reading {
        let reading = Reading()
        gdk_content_provider_write_mime_type_async(
            content, mimeType, reading.stream, G_PRIORITY_DEFAULT, cancellable,
            { source, result, data in
                guard let data else { return }
                MainActor.assumeIsolated {
                    let reading = Unmanaged<Reading>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let done = gdk_content_provider_write_mime_type_finish(
                        UnsafeMutablePointer<GdkContentProvider>(OpaquePointer(source)), result, &error) != 0
                    defer { g_clear_error(&error) }
                    guard done, error == nil else {
                        reading.cancelled = g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_CANCELLED.rawValue)) != 0
                        reading.result = .failure(ReadFailure(message: error.map { String(cString: $0.pointee.message) } ?? ""))
                        return
                    }
                    reading.cancelled = false
                    g_output_stream_close(reading.stream, nil, nil)
                    let bytes = g_memory_output_stream_steal_as_bytes(UnsafeMutablePointer<GMemoryOutputStream>(OpaquePointer(reading.stream)))
                    defer { g_bytes_unref(bytes) }
                    var size: gsize = 0
                    let data = g_bytes_get_data(bytes, &size)
                    reading.result = .success(data.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(size))) } ?? [])
                }
            },
            Unmanaged.passRetained(reading).toOpaque())
        return reading
    }

    /// What `content` writes as `mimeType`, as a drop target reads it, or the error's message.
    @MainActor private static func read(_ content: UnsafeMutablePointer<GdkContentProvider>, as mimeType: String) -> Result<[UInt8], ReadFailure> {
        let reading = startReading(content, as: mimeType)
        guard MainContext.wait(until: { reading.result != nil }), let result = reading.result else { return .failure(ReadFailure(message: "no answer")) }
        return result
    }

    /// Runs `xdotool arguments…` and returns once GTK has handled what it did.
    @MainActor private static func input(_ arguments: [String]) {
        XDoTool.run(arguments)
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        MainContext.handlePendingEvents()
    }
}
