import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// Thumbnails are decoded at the window's scale factor: at 2 (`GDK_SCALE=2`, a HiDPI screen)
/// a texture has twice the pixels of the size it is drawn at, each way; at 1 exactly that size.
/// GTK reads GDK_SCALE once, at start-up, so scale 2 runs in a child process of this test binary.
final class HiDPIThumbnailTests: XCTestCase {
    /// Set for the child process: the scale factor GTK must report there.
    private static let expectedScaleVariable = "KITTENS_TEST_EXPECTED_SCALE"

    /// At this process's scale factor, which is 1 in a plain run and 2 in the child below.
    func testThumbnailTexturesHaveTheScaleFactorTimesTheDrawnPixels() throws {
        try MainActor.assumeIsolated {
            let expectedScale = Self.expectedScale
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let scale = Int(gtk_widget_get_scale_factor(harness.widget))
            XCTAssertEqual(scale, expectedScale, "GDK_SCALE=\(ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "unset")")

            let rows = (0..<4).map { PictureRow(id: "\($0)", url: server.url("/kitten-\($0).png")) }
            harness.render(ListingModel(rows: rows))
            let list = harness.view.list
            XCTAssertTrue(MainContext.wait(until: {
                list.boundRows.count == rows.count && list.boundRows.allSatisfy { $0.thumbnailState == .loaded }
            }), "every thumbnail loaded")
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(harness.view.window)), "a frame with every thumbnail")

            let configuration = harness.view.thumbnails.configuration
            for row in list.boundRows {
                XCTAssertEqual(row.requestedScale, scale)
                let drawnWidth = Int(gtk_widget_get_width(row.picture)), drawnHeight = Int(gtk_widget_get_height(row.picture))
                XCTAssertEqual(drawnWidth, configuration.thumbnailWidth, "drawn at the logical thumbnail size")
                XCTAssertEqual(drawnHeight, configuration.thumbnailHeight)
                let paintable = try XCTUnwrap(gtk_picture_get_paintable(kittens_picture(row.picture)))
                XCTAssertEqual(Int(gdk_paintable_get_intrinsic_width(paintable)), scale * drawnWidth, "texture pixels = scale × drawn width")
                XCTAssertEqual(Int(gdk_paintable_get_intrinsic_height(paintable)), scale * drawnHeight)
            }
            let thumbnailBytes = configuration.thumbnailWidth * scale * configuration.thumbnailHeight * scale * 4
            XCTAssertEqual(harness.view.thumbnails.cachedBytes, rows.count * thumbnailBytes, "the memory cache counts the scaled bytes")
            XCTAssertNotNil(
                Screenshot.save(harness.view.window, name: scale == 1 ? "thumbnails-1x" : "hidpi-thumbnails", scale: scale))
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// The same picture at scales 1 and 2 is two cache entries in memory (the 2x one costing four
    /// times the bytes) and two files on disk, each read back at its own size.
    func testTheLoaderKeepsEachScaleApartInMemoryAndOnDisk() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-hidpi-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
            let url = server.url("/kitten.png")
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)

            @MainActor func load(_ loader: ThumbnailLoader, scale: Int) -> (width: Int, height: Int)? {
                var size: (width: Int, height: Int)?
                var done = false
                loader.load(url, scale: scale) { result in
                    if case .loaded(let texture) = result { size = (texture.width, texture.height) }
                    done = true
                }
                XCTAssertTrue(MainContext.wait(until: { done }), "scale \(scale) answered")
                return size
            }
            let loader = ThumbnailLoader(configuration: configuration)
            XCTAssertEqual(load(loader, scale: 1).map { [$0.width, $0.height] }, [96, 72])
            XCTAssertEqual(load(loader, scale: 2).map { [$0.width, $0.height] }, [192, 144])
            XCTAssertEqual(loader.cachedCount, 2)
            XCTAssertEqual(loader.cachedBytes, 96 * 72 * 4 + 192 * 144 * 4, "a 2x thumbnail costs four times the bytes")
            XCTAssertEqual(server.requests.count, 2)
            configuration.diskCache?.flush()
            server.stop()

            let nextRun = ThumbnailLoader(configuration: configuration)
            XCTAssertEqual(load(nextRun, scale: 2).map { [$0.width, $0.height] }, [192, 144], "2x from disk, the server gone")
            XCTAssertEqual(load(nextRun, scale: 1).map { [$0.width, $0.height] }, [96, 72], "1x from disk")
            XCTAssertEqual(server.requests.count, 2)
            let saved = try XCTUnwrap(configuration.diskCache?.data(for: url, scale: 2))
            XCTAssertNotNil(RawThumbnail.texture(saved, width: 192, height: 144))
        }
    }

    /// Runs the test above in a child process with `GDK_SCALE=2`, which must see scale 2 and
    /// textures of twice the drawn size; its screenshot is `hidpi-thumbnails.png`.
    func testAtScaleTwoThumbnailTexturesHaveTwiceThePixels() throws {
        try Self.runAtScaleTwo("HiDPIThumbnailTests/testThumbnailTexturesHaveTheScaleFactorTimesTheDrawnPixels")
    }

    /// The scale factor GTK must report in this process: 2 in a child of `runAtScaleTwo`, else 1.
    static var expectedScale: Int {
        Int(ProcessInfo.processInfo.environment[expectedScaleVariable] ?? "1") ?? 1
    }

    /// Runs `test` ("Class/testName" of KittensGtkTests) in a child process of this test binary
    /// with `GDK_SCALE=2`, where `expectedScale` is 2, and asserts that it ran and passed.
    static func runAtScaleTwo(_ test: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try requireDisplay(for: "the GTK window at GDK_SCALE=2")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["KittensGtkTests.\(test)"]
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_SCALE"] = "2"
        environment[expectedScaleVariable] = "2"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 180, execute: watchdog)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        XCTAssertEqual(process.terminationStatus, 0, text, file: file, line: line)
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text, file: file, line: line)
        XCTAssertFalse(text.contains("skipped"), text, file: file, line: line)
    }
}
