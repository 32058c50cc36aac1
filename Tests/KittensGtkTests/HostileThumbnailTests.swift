import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import LoopbackHTTP
import TestSupport
import XCTest

/// Image bombs, broken files and web pages served as images end as the placeholder icon, and
/// loading them costs no memory to speak of.
final class HostileThumbnailTests: XCTestCase {
    /// Serves `data/fixtures/thumbnails/<name>` at `/<anything>/<name>`, always as `image/png`;
    /// `/…/error-page.html` is an HTML page from a proxy, served as a PNG all the same.
    private static func server() throws -> LoopbackHTTPServer {
        var files = try Dictionary(uniqueKeysWithValues: (Fixtures.bombs + served).map { ($0, try Fixtures.thumbnail($0)) })
        files["error-page.html"] = try Fixtures.data("error-page.html")
        return try LoopbackHTTPServer { [files] request in
            guard let body = files[String(request.path.split(separator: "/").last ?? "")] else { return .status(404) }
            return LoopbackResponse(headers: [("Content-Type", "image/png")], body: body)
        }
    }

    /// The thumbnails `server()` serves besides the bombs.
    private static let served = ["kitten-320x240-truncated.png", "empty.png", "kitten-320x240.jpg", "allowed-6000x6000.png"]

    func testEveryHostileFileEndsAsThePlaceholderIcon() throws {
        try MainActor.assumeIsolated {
            let server = try Self.server()
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let groups = [Fixtures.bombs, ["kitten-320x240-truncated.png", "empty.png", "error-page.html"]]
            for (index, group) in groups.enumerated() {
                let names = group + ["kitten-320x240.jpg"]
                let rows = names.map { PictureRow(id: "\(index)-\($0)", url: server.url("/\(index)/\($0)")) }
                harness.render(ListingModel(rows: rows))
                let list = harness.view.list
                let settled = MainContext.wait(until: {
                    list.boundRows.count == rows.count && list.boundRows.allSatisfy { $0.thumbnailState != .empty }
                }, timeout: .seconds(10))
                XCTAssertTrue(settled, "every row got a thumbnail or a placeholder")
                let states = Dictionary(uniqueKeysWithValues: list.boundRows.compactMap { row in
                    row.url.map { ($0.lastPathComponent, row.thumbnailState) }
                })
                for name in group {
                    XCTAssertEqual(states[name], .failed, name)
                }
                let reasons = Dictionary(uniqueKeysWithValues: list.boundRows.compactMap { row in
                    row.url.map { ($0.lastPathComponent, row.pictureTooltip) }
                })
                if index == 1 {
                    XCTAssertEqual(reasons["kitten-320x240-truncated.png"], "The picture file is incomplete.", "the placeholder says why")
                    XCTAssertEqual(reasons["error-page.html"], "This is not a PNG, JPEG or GIF picture.")
                }
                XCTAssertEqual(reasons["kitten-320x240.jpg"], .some(nil), "a shown picture has no reason")
                XCTAssertEqual(states["kitten-320x240.jpg"], .loaded, "a real picture beside them still loads")
            }
            harness.screenshot("hostile-thumbnails")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// 20 bombs through the real loader (download, header check, decode queue) raise the peak
    /// resident size by far less than 64 MB; one full-size decode of a picture within the
    /// limits raises the same figure by more, so the measure would have seen a bomb go off.
    func testTwentyBombsStayWithin64MBOfTheBaseline() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let server = try Self.server()
            defer { server.stop() }
            let loader = ThumbnailLoader()
            // Warm up the downloader (libsoup, GIO modules) and the loaders, which are not what is measured.
            var warmedUp = false
            loader.load(server.url("/warm/kitten-320x240.jpg")) { if case .loaded = $0 { warmedUp = true } }
            XCTAssertTrue(MainContext.wait(until: { warmedUp }))

            let budget = 64 << 20
            XCTAssertTrue(ProcessMemory.resetPeak(), "/proc/self/clear_refs")
            let baseline = try XCTUnwrap(ProcessMemory.residentBytes)
            var failures: [PictureLoadError] = []
            for index in 0..<20 {
                loader.load(server.url("/\(index)/\(Fixtures.bombs[index % Fixtures.bombs.count])")) { result in
                    if case .failed(let failure) = result { failures.append(failure) }
                }
            }
            XCTAssertTrue(MainContext.wait(until: { failures.count == 20 }, timeout: .seconds(20)))
            let growth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - baseline
            XCTAssertTrue(failures.allSatisfy { if case .refused(.tooLarge) = $0 { true } else { false } }, "\(failures)")
            XCTAssertLessThan(growth, budget, "peak grew by \(ProcessMemory.mebibytes(growth)) MB")

            let allowed = try Fixtures.thumbnail("allowed-6000x6000.png")
            XCTAssertTrue(ProcessMemory.resetPeak())
            let controlBaseline = try XCTUnwrap(ProcessMemory.residentBytes)
            let bytes = allowed.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            let full = try XCTUnwrap(gdk_texture_new_from_bytes(bytes, nil))
            let controlGrowth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - controlBaseline
            g_object_unref(UnsafeMutableRawPointer(full))
            XCTAssertGreaterThan(controlGrowth, budget, "a full-size decode of 6000x6000 shows in the same measure")
        }
    }
}
