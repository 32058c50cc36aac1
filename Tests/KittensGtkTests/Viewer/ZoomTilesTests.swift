import CGLib
import CGtk
@testable import KittensGtk
@testable import KittensPictures
import XCTest

/// The zoomed picture's tiles: they cover the region shown with the picture's own pixels, a pan
/// keeps the tiles it still shows and makes only those it uncovers, and a limit makes a few a
/// frame and says where the others stand.
final class ZoomTilesTests: XCTestCase {
    /// A 1000 x 600 texture over decoded memory whose pixel (x, y) is (x % 256, y % 256, x / 256 + 4 * (y / 256), 255).
    private static func picture(width: Int = 1000, height: Int = 600) throws -> Texture {
        let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 4
                pixels[at] = UInt8(x % 256)
                pixels[at + 1] = UInt8(y % 256)
                pixels[at + 2] = UInt8(x / 256 + 4 * (y / 256))
                pixels[at + 3] = 255
            }
        }
        return try XCTUnwrap(Texture(takingPremultipliedRGBA: pixels, width: width, height: height) {
            $0?.assumingMemoryBound(to: UInt8.self).deallocate()
        })
    }

    /// The pixel (`x`, `y`) of `texture`, as red, green, blue.
    private static func pixel(_ texture: Texture, _ x: Int, _ y: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: texture.width * texture.height * 4)
        bytes.withUnsafeMutableBufferPointer {
            gdk_texture_download(texture.texture, $0.baseAddress, gsize(texture.width * 4))
        }
        // Downloaded as Cairo's ARGB32: blue, green, red, alpha in memory.
        let at = (y * texture.width + x) * 4
        return [bytes[at + 2], bytes[at + 1], bytes[at]]
    }

    private static func positions(_ tiles: [ZoomTiles.Tile]) -> [[Int]] {
        tiles.map { [$0.x, $0.y, $0.texture.width, $0.texture.height] }
    }

    func testTheTilesCoverTheRegionWithThePicturesOwnPixels() throws {
        let picture = try Self.picture()
        var tiles = ZoomTiles()
        let covered = try XCTUnwrap(tiles.covering(left: 300, top: 100, right: 900, bottom: 500, of: picture))
        XCTAssertEqual(Self.positions(covered.tiles), [
            [256, 0, 256, 256], [512, 0, 256, 256], [768, 0, 232, 256],
            [256, 256, 256, 256], [512, 256, 256, 256], [768, 256, 232, 256],
        ], "whole tiles of 256, cut short at the picture's edges")
        XCTAssertTrue(covered.missing.isEmpty)
        for tile in covered.tiles {
            XCTAssertEqual(Self.pixel(tile.texture, 0, 0), [0, 0, UInt8(tile.x / 256 + 4 * (tile.y / 256))])
            XCTAssertEqual(Self.pixel(tile.texture, tile.texture.width - 1, 7),
                           [UInt8((tile.x + tile.texture.width - 1) % 256), 7, UInt8(tile.x / 256 + 4 * (tile.y / 256))])
        }
    }

    func testAPanKeepsTheTilesItStillShowsAndMakesOnlyThoseItUncovers() throws {
        let picture = try Self.picture()
        var tiles = ZoomTiles()
        let before = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 500, bottom: 250, of: picture)).tiles
        XCTAssertEqual(Self.positions(before), [[0, 0, 256, 256], [256, 0, 256, 256]])
        let after = try XCTUnwrap(tiles.covering(left: 300, top: 0, right: 800, bottom: 250, of: picture)).tiles
        XCTAssertEqual(Self.positions(after), [[256, 0, 256, 256], [512, 0, 256, 256], [768, 0, 232, 256]])
        XCTAssertEqual(after[0].texture.texture, before[1].texture.texture, "the tile still shown is the same texture: nothing new to upload")
        XCTAssertEqual(tiles.count, 3, "the tile out of sight is let go")
    }

    func testALimitMakesAFewTilesACallAndSaysWhereTheOthersStand() throws {
        let picture = try Self.picture()
        var tiles = ZoomTiles()
        let first = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 1000, bottom: 600, of: picture, newTiles: 4))
        XCTAssertEqual(first.tiles.count, 4)
        XCTAssertEqual(first.missing.count, 8, "12 tiles cover the picture")
        XCTAssertEqual(first.missing.first.map { [$0.x, $0.y, $0.width, $0.height] }, [0, 256, 256, 256])
        XCTAssertEqual(first.missing.last.map { [$0.x, $0.y, $0.width, $0.height] }, [768, 512, 232, 88])
        let second = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 1000, bottom: 600, of: picture, newTiles: 4))
        XCTAssertEqual(second.tiles.count, 8)
        XCTAssertEqual(second.tiles.prefix(4).map(\.texture.texture), first.tiles.map(\.texture.texture), "the tiles made stay")
        let third = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 1000, bottom: 600, of: picture, newTiles: 4))
        XCTAssertEqual(third.tiles.count, 12)
        XCTAssertTrue(third.missing.isEmpty)
        XCTAssertEqual(tiles.limitedCount, 2)
    }

    func testAnUploadTakesATilesPlaceAndItsComingOrGoingMakesTheTilesAgain() throws {
        let picture = try Self.picture()
        var tiles = ZoomTiles()
        var uploaded: [[Int]] = []
        // Stands in for a GL upload: a copy of the tile's pixels (the window tests draw real ones).
        let upload: (Texture) -> Texture? = { tile in
            uploaded.append([tile.width, tile.height])
            return tile.withPixels { pixels, stride in
                let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: tile.width * tile.height * 4)
                for row in 0..<tile.height {
                    (copy + row * tile.width * 4).update(from: pixels.advanced(by: row * stride).assumingMemoryBound(to: UInt8.self), count: tile.width * 4)
                }
                return Texture(takingPremultipliedRGBA: copy, width: tile.width, height: tile.height) {
                    $0?.assumingMemoryBound(to: UInt8.self).deallocate()
                }
            } ?? nil
        }
        let cut = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 500, bottom: 250, of: picture)).tiles
        let asUploaded = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 500, bottom: 250, of: picture, upload: upload)).tiles
        XCTAssertEqual(uploaded, [[256, 256], [256, 256]], "an upload's coming makes the tiles again, each uploaded")
        XCTAssertEqual(Self.positions(asUploaded), Self.positions(cut))
        XCTAssertFalse(zip(asUploaded, cut).contains { $0.texture.texture == $1.texture.texture }, "the uploads are kept in their place")
        XCTAssertEqual(Self.pixel(asUploaded[1].texture, 3, 200), [3, 200, 1], "with the tile's own pixels")

        let panned = try XCTUnwrap(tiles.covering(left: 300, top: 0, right: 800, bottom: 250, of: picture, upload: upload)).tiles
        XCTAssertEqual(uploaded.count, 4, "a pan uploads only the tiles it uncovers")
        XCTAssertEqual(panned[0].texture.texture, asUploaded[1].texture.texture)
        XCTAssertEqual(Self.pixel(panned[2].texture, 231, 255), [231, 255, 3], "a tile cut short at the edge, rows a picture's width apart")

        let refused = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 100, bottom: 100, of: picture, upload: { _ in nil })).tiles
        XCTAssertEqual(Self.pixel(refused[0].texture, 9, 9), [9, 9, 0], "a tile the upload refuses is drawn as cut")
        let back = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 100, bottom: 100, of: picture)).tiles
        XCTAssertNotEqual(back[0].texture.texture, refused[0].texture.texture, "and the upload's going makes them again")
        XCTAssertEqual(uploaded.count, 4)
    }

    func testAnotherTextureStartsAfreshAndOneNotOverDecodedMemoryCannotBeCut() throws {
        let picture = try Self.picture(), other = try Self.picture(width: 300, height: 300)
        var tiles = ZoomTiles()
        let first = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 100, bottom: 100, of: picture)).tiles
        let second = try XCTUnwrap(tiles.covering(left: 0, top: 0, right: 100, bottom: 100, of: other)).tiles
        XCTAssertNotEqual(first[0].texture.texture, second[0].texture.texture)
        XCTAssertEqual(Self.pixel(second[0].texture, 5, 5), [5, 5, 0])

        let bytes = try XCTUnwrap(g_bytes_new([UInt8](repeating: 255, count: 64 * 64 * 4), gsize(64 * 64 * 4)))
        defer { g_bytes_unref(bytes) }
        let plain = Texture(owning: try XCTUnwrap(gdk_memory_texture_new(64, 64, GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, bytes, 64 * 4)))
        XCTAssertNil(tiles.covering(left: 0, top: 0, right: 64, bottom: 64, of: plain))
    }

    func testARegionAtOrPastAnEdgeStillGetsTheTileAtThatEdge() throws {
        let picture = try Self.picture(width: 512, height: 256)
        var tiles = ZoomTiles()
        let edge = try XCTUnwrap(tiles.covering(left: 512, top: 256, right: 512, bottom: 256, of: picture)).tiles
        XCTAssertEqual(Self.positions(edge), [[256, 0, 256, 256]])
    }
}
