import CGtk
import Foundation
@testable import KittensPictures
import TestSupport
import XCTest

/// The disk cache keeps thumbnails as their pixels at the size drawn: read back with a copy and
/// no decode, and only when the file is exactly a thumbnail of the size asked for.
final class RawThumbnailTests: XCTestCase {
    /// A 96 x 72 thumbnail of the 320 x 240 fixture.
    private static func thumbnail() throws -> Texture {
        try ThumbnailDecoder(width: 96, height: 72).decode(try Fixtures.thumbnail("kitten-320x240.png")).get()
    }

    private static func pixels(_ texture: Texture) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: texture.width * texture.height * 4)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(texture.texture, buffer.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(texture.width * 4))
        }
        return pixels
    }

    func testPixelsComeBackAsTheyWereSaved() throws {
        try MainActor.assumeIsolated { _ = try GtkTestEnvironment.start() }
        let texture = try Self.thumbnail()
        let data = try XCTUnwrap(RawThumbnail.data(texture))
        XCTAssertEqual(data.count, RawThumbnail.headerBytes + 96 * 72 * 4)
        let read = try XCTUnwrap(RawThumbnail.texture(data, width: 96, height: 72))
        XCTAssertEqual(Self.pixels(read), Self.pixels(texture))
    }

    func testAnotherSizeOrAWrongLengthOrAPNGIsNotAThumbnail() throws {
        try MainActor.assumeIsolated { _ = try GtkTestEnvironment.start() }
        let data = try XCTUnwrap(RawThumbnail.data(try Self.thumbnail()))
        XCTAssertNil(RawThumbnail.texture(data, width: 192, height: 144), "asked at another size")
        XCTAssertNil(RawThumbnail.texture(data.dropLast(), width: 96, height: 72), "a byte short")
        XCTAssertNil(RawThumbnail.texture(data + Data([0]), width: 96, height: 72), "a byte over")
        var lying = data
        lying[RawThumbnail.magic.count] = 97
        XCTAssertNil(RawThumbnail.texture(lying, width: 96, height: 72), "its header names another size")
        // A header claiming 65535 x 65535 pixels over a few bytes is refused by its length alone.
        let bomb = RawThumbnail.magic + Data([0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0, 0]) + Data(count: 16)
        XCTAssertNil(RawThumbnail.texture(bomb, width: 65535, height: 65535))
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        XCTAssertFalse(RawThumbnail.isRaw(png))
        XCTAssertNil(RawThumbnail.texture(png, width: 96, height: 72))
    }

    /// A thumbnail saved by an earlier run is shown from its pixels: the decoder is never asked.
    func testASavedThumbnailLoadsWithoutADecode() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-raw-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
            configuration.downloadsPictures = false
            let url = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/raw.jpg"))
            configuration.diskCache?.store(try XCTUnwrap(RawThumbnail.data(try Self.thumbnail())), for: url)
            configuration.diskCache?.flush()
            let loader = ThumbnailLoader(
                configuration: configuration, decodeQueue: BoundedWorkQueue(label: "test.raw", width: 1),
                decode: { _, _ in
                    XCTFail("a raw thumbnail was decoded")
                    return .failure(.undecodable)
                })
            var size: [Int]?
            loader.load(url) { result in
                if case .loaded(let texture) = result { size = [texture.width, texture.height] } else { size = [] }
            }
            XCTAssertTrue(MainContext.wait(until: { size != nil }))
            XCTAssertEqual(size, [96, 72])
        }
    }
}
