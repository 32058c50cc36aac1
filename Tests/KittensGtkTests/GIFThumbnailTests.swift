import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// GIF thumbnails: the first frame composited at the thumbnail's size by `GIFFrameDecoder`, and
/// an animated one marked with a badge and an accessible label saying so.
final class GIFThumbnailTests: XCTestCase {
    /// A 480 × 360 GIF: red, then (when `animated`) blue.
    static func gif(animated: Bool) -> Data {
        var builder = GIFBuilder(width: 480, height: 360, palette: [(255, 0, 0), (0, 0, 255)], loopCount: 0)
        builder.frames = [.filled(0, width: 480, height: 360)] + (animated ? [.filled(1, width: 480, height: 360)] : [])
        return Data(builder.bytes)
    }

    func testAGIFThumbnailIsItsFirstFrameAtTheThumbnailSizeAndSaysWhetherItIsAnimated() throws {
        let decoder = ThumbnailDecoder(width: 96, height: 72)
        let animated = try decoder.decode(Self.gif(animated: true)).get()
        XCTAssertEqual([animated.width, animated.height], [96, 72])
        XCTAssertTrue(animated.isAnimated)
        let pixels = MainActor.assumeIsolated { PixelImage(texture: animated.texture) }
        XCTAssertEqual(Array(pixels.pixel(x: 0, y: 0)), [0, 0, 255, 255], "red, the first frame (BGRA)")
        XCTAssertFalse(try decoder.decode(Self.gif(animated: false)).get().isAnimated)
        XCTAssertFalse(try decoder.decode(try Fixtures.thumbnail("kitten-8x6.gif")).get().isAnimated)
        XCTAssertTrue(try decoder.decode(try Fixtures.thumbnail("animated-12x8.gif")).get().isAnimated)
    }

    func testAnAnimatedThumbnailShowsABadgeAndIsLabelledAnimated() throws {
        try MainActor.assumeIsolated {
            let animated = Self.gif(animated: true), still = Self.gif(animated: false)
            let server = try LoopbackHTTPServer { request in
                LoopbackResponse(headers: [("Content-Type", "image/gif")], body: request.path.hasPrefix("/still") ? still : animated)
            }
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = [PictureRow(id: "k1", url: server.url("/anim.gif"), breedName: "Bengal"), PictureRow(id: "k2", url: server.url("/still.gif"))]
            harness.render(ListingModel(rows: rows))
            let list = harness.view.list
            XCTAssertTrue(MainContext.wait(until: { list.boundRows.count == 2 && list.boundRows.allSatisfy { $0.thumbnailState == .loaded } }))
            let byPath = Dictionary(uniqueKeysWithValues: list.boundRows.compactMap { row in row.url.map { ($0.path, row) } })
            XCTAssertEqual(byPath["/anim.gif"]?.showsAnimatedBadge, true)
            XCTAssertEqual(byPath["/anim.gif"]?.pictureLabel, "Animated cat picture k1, Bengal")
            XCTAssertEqual(byPath["/still.gif"]?.showsAnimatedBadge, false)
            XCTAssertEqual(byPath["/still.gif"]?.pictureLabel, "Cat picture k2")
            let animatedItem = try XCTUnwrap(byPath["/anim.gif"].flatMap { gtk_widget_get_parent($0.box) })
            Accessible.assertLabel(animatedItem, "Animated cat picture k1, Bengal")
            harness.screenshot("gif-badge")

            harness.render(ListingModel(rows: rows, layout: .gallery))
            XCTAssertTrue(MainContext.wait(until: { list.boundCells.count == 2 && list.boundCells.allSatisfy { $0.thumbnailState == .loaded } }))
            let cells = Dictionary(uniqueKeysWithValues: list.boundCells.compactMap { cell in cell.url.map { ($0.path, cell) } })
            XCTAssertEqual(cells["/anim.gif"]?.showsAnimatedBadge, true, "the gallery's cell has the badge too")
            XCTAssertEqual(cells["/anim.gif"]?.shownBreed, "Bengal")
            XCTAssertEqual(cells["/still.gif"]?.showsAnimatedBadge, false)
            let animatedCell = try XCTUnwrap(cells["/anim.gif"].flatMap { gtk_widget_get_parent($0.box) })
            Accessible.assertLabel(animatedCell, "Animated cat picture k1, Bengal")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    /// An animated thumbnail is kept on disk like any other (a favourite's shows offline) and
    /// comes back animated, for its badge.
    func testAnAnimatedThumbnailComesBackFromDiskStillAnimated() throws {
        let folder = try temporaryFolder().appendingPathComponent("thumbnails")
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
            let animated = Self.gif(animated: true), still = Self.gif(animated: false)
            let server = try LoopbackHTTPServer { request in
                LoopbackResponse(headers: [("Content-Type", "image/gif")], body: request.path.hasPrefix("/still") ? still : animated)
            }
            let urls = [server.url("/anim.gif"), server.url("/still.gif")]
            XCTAssertEqual(urls.map { Self.isAnimated($0, with: ThumbnailLoader(configuration: configuration)) }, [true, false])
            configuration.diskCache?.flush()
            server.stop()

            let nextRun = ThumbnailLoader(configuration: configuration)
            XCTAssertEqual(urls.map { Self.isAnimated($0, with: nextRun) }, [true, false], "read from disk, each as it was")
            XCTAssertEqual(server.requests.count, 2, "the second run asked the network for nothing")
        }
    }

    /// Whether `loader` gives `url` an animated thumbnail; nil when it fails.
    @MainActor private static func isAnimated(_ url: URL, with loader: ThumbnailLoader) -> Bool? {
        var outcome: Bool??
        loader.load(url) { result in
            switch result {
            case .loaded(let texture): outcome = .some(texture.isAnimated)
            case .failed: outcome = .some(nil)
            }
        }
        XCTAssertTrue(MainContext.wait(until: { outcome != nil }))
        return outcome ?? nil
    }
}
