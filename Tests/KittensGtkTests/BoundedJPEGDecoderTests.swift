import CGtk
import Foundation
import JPEGFixtureWriter
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import TestSupport
import XCTest

/// JPEGs through the thumbnail and viewer decode (`ThumbnailDecoder`, `ScaledPixbufLoader`),
/// which hand them to the bounded libjpeg decoder: upright by their EXIF orientation, refused
/// within their budgets of scans, CPU time and memory, refused clearly when cut or damaged, and
/// decoded at a DCT scale near the size drawn. Fixtures: data/fixtures/jpeg (make-fixtures.py)
/// and photo-like JPEGs written by libjpeg at test time. No display needed.
final class BoundedJPEGDecoderTests: XCTestCase {
    /// Each file stores the same upright 48 x 32 picture as a camera would, turned or mirrored,
    /// with the EXIF orientation that turns it back: red top left, green top right, blue bottom left.
    func testEveryEXIFOrientationIsShownUpright() throws {
        for orientation in 1...8 {
            let jpeg = try Fixtures.data("jpeg/upright-orientation-\(orientation).jpg")
            let thumbnail = try ThumbnailDecoder(width: 48, height: 32).decode(jpeg).get()
            assertUpright(thumbnail, "orientation \(orientation), thumbnail")
            let fitted = try ScaledPixbufLoader.decode(jpeg, format: .jpeg, fitting: (100, 100), limits: .standard).get()
            XCTAssertEqual([fitted.width, fitted.height], [48, 32], "orientation \(orientation): the viewer's picture stands as it is shown")
            assertUpright(fitted, "orientation \(orientation), viewer")
        }
    }

    /// Only an EXIF marker before the first scan turns the picture: one between scans (where a
    /// progressive file may put any marker) came after the decode was planned, and turned the
    /// size reported without turning the pixels (the fuzzer found it resetting the turn to none).
    func testAnEXIFMarkerAfterTheFirstScanChangesNothing() throws {
        let photo = try photoJPEG(width: 48, height: 32, progressive: true)
        let scans = Self.offsets(of: [0xFF, 0xDA], in: photo)
        XCTAssertGreaterThan(scans.count, 1, "a progressive JPEG has several scans")
        // IFD0 with one entry: orientation (0x0112), SHORT, count 1, value 6 (a quarter turn).
        let exif: [UInt8] = Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let marker: [UInt8] = [0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif
        var late = photo
        late.insert(contentsOf: marker, at: scans[1])
        let plain = try BoundedJPEGDecoder.decodeReporting(photo, target: (48, 32), scaling: .cover, limits: .standard).get()
        let decoded = try BoundedJPEGDecoder.decodeReporting(late, target: (48, 32), scaling: .cover, limits: .standard).get()
        XCTAssertEqual([decoded.texture.width, decoded.texture.height], [48, 32], "not turned by the late marker")
        XCTAssertEqual([decoded.texture.width, decoded.texture.height], [plain.texture.width, plain.texture.height])
        var early = photo
        early.insert(contentsOf: marker, at: try XCTUnwrap(scans.first))
        let turned = try BoundedJPEGDecoder.decodeReporting(early, target: (32, 48), scaling: .cover, limits: .standard).get()
        XCTAssertEqual([turned.texture.width, turned.texture.height], [32, 48], "the same marker before the first scan turns it")
        let found = try Fixtures.data("jpeg/exif-after-the-first-scan.jpg")
        let fuzzed = try BoundedJPEGDecoder.decodeReporting(found.dropLast(2), target: (32, 48), scaling: .cover, limits: .standard).get()
        XCTAssertEqual([fuzzed.texture.width, fuzzed.texture.height], [32, 48], "the fuzzer's input (32 x 48) decodes as planned")
    }

    func testAProgressiveScanBombIsRefusedAsTooSlowWithinTheDeadline() throws {
        let bomb = try Fixtures.data("jpeg/scan-bomb-2647-scans.jpg")
        XCTAssertEqual(ImageHeader.read(bomb), .success(ImageHeader(format: .jpeg, width: 16, height: 16)), "a well-formed file")
        let start = ContinuousClock.now
        let result = ThumbnailDecoder(width: 16, height: 16).decode(bomb)
        XCTAssertEqual(result.failure, .refused(.tooSlow))
        XCTAssertLessThan(ContinuousClock.now - start, ImageLimits.standard.maxDecodeCPUTime)
        XCTAssertEqual(result.failure?.message, "The picture could not be read: it took too long to decode.")
    }

    /// 379 scans, under the scan limit, over a 1024 x 1024 picture: about 40 ms of libjpeg's time.
    func testADecodeOverItsCPUTimeIsRefusedAsTooSlow() throws {
        let slow = try Fixtures.data("jpeg/slow-1024x1024-379-scans.jpg")
        let texture = try ThumbnailDecoder(width: 96, height: 72).decode(slow).get()
        XCTAssertEqual([texture.width, texture.height], [96, 72], "within the standard limits it decodes")
        var hurried = ImageLimits.standard
        hurried.maxDecodeCPUTime = .milliseconds(4)
        XCTAssertEqual(ThumbnailDecoder(width: 96, height: 72, limits: hurried).decode(slow).failure, .refused(.tooSlow))
    }

    /// 6000 x 6000, progressive, no chroma subsampling: 216 MB of coefficients against a budget of
    /// 160 MB. Refused when the header is read, before libjpeg allocates them.
    func testCoefficientsOverTheMemoryBudgetAreRefusedBeforeTheyAreAllocated() throws {
        let jpeg = try Fixtures.data("jpeg/over-budget-6000x6000-progressive.jpg")
        XCTAssertEqual(ImageHeader.read(jpeg), .success(ImageHeader(format: .jpeg, width: 6000, height: 6000)), "within the limits")
        XCTAssertTrue(ProcessMemory.resetPeak(), "/proc/self/clear_refs")
        let baseline = try XCTUnwrap(ProcessMemory.residentBytes)
        let result = ThumbnailDecoder(width: 96, height: 72).decode(jpeg)
        let growth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - baseline
        XCTAssertEqual(result.failure, .refused(.overBudget))
        XCTAssertLessThan(growth, 16 << 20)
        XCTAssertEqual(result.failure?.message, "The picture could not be read: it needs more memory than one picture may use.")
        // The budget follows the limits: limits that admit 60 MP allow 240 MB, and the decode goes
        // on to find that the file has no scan data.
        let generous = ImageLimits(maxPixels: 60_000_000, maxSide: 16_384)
        XCTAssertEqual(ThumbnailDecoder(width: 96, height: 72, limits: generous).decode(jpeg).failure, .refused(.truncatedData))
    }

    func testACutOrDamagedJPEGIsRefusedClearly() throws {
        let cut = try Fixtures.data("jpeg/cut-in-scan.jpg")
        XCTAssertEqual(ThumbnailDecoder(width: 48, height: 32).decode(cut).failure, .refused(.truncatedData))
        let photo = try photoJPEG(width: 320, height: 240, progressive: false)
        for length in [1, 2, 3, 20, 200, photo.count / 2, photo.count - 2] {
            let result = ScaledPixbufLoader.decode(photo.prefix(length), format: .jpeg, covering: (96, 72), limits: .standard)
            XCTAssertEqual(result.failure, .refused(.truncatedData), "\(length) of \(photo.count) bytes")
        }
        // The quantisation table's precision and id byte made 0xFF: libjpeg gives up, the process does not.
        var damaged = photo
        let table = try XCTUnwrap(damaged.firstRange(of: Data([0xFF, 0xDB])))
        damaged[table.upperBound + 2] = 0xFF
        XCTAssertEqual(ScaledPixbufLoader.decode(damaged, format: .jpeg, covering: (96, 72), limits: .standard).failure, .undecodable)
    }

    /// libjpeg decodes at the smallest of 1/8 ... 8/8 that covers the size drawn; the rest is averaged.
    func testDCTScalingDecodesNearTheSizeDrawn() throws {
        let large = try photoJPEG(width: 6000, height: 4000, progressive: false)
        let thumbnail = try BoundedJPEGDecoder.decodeReporting(large, target: (96, 72), scaling: .cover, limits: .standard).get()
        XCTAssertEqual([thumbnail.texture.width, thumbnail.texture.height], [108, 72], "the cover size of 6000 x 4000 for 96 x 72")
        XCTAssertEqual([thumbnail.scaledWidth, thumbnail.scaledHeight], [750, 500], "decoded at 1/8")
        let medium = try photoJPEG(width: 301, height: 203, progressive: true)
        let decoded = try BoundedJPEGDecoder.decodeReporting(medium, target: (96, 72), scaling: .cover, limits: .standard).get()
        XCTAssertEqual([decoded.texture.width, decoded.texture.height], [107, 72])
        XCTAssertEqual([decoded.scaledWidth, decoded.scaledHeight], [113, 77], "decoded at 3/8")
        XCTAssertEqual(try ThumbnailDecoder(width: 96, height: 72).decode(large).get().width, 96)
    }

    /// A thumbnail whose cover size is wider or taller than it is cropped as libjpeg's rows are
    /// averaged: the same pixels as the cover-size picture's centre, upright, with no second pass.
    func testAThumbnailIsTheCentreOfItsCoverSize() throws {
        let wide = try photoJPEG(width: 640, height: 360, progressive: false)
        let sideways = try Fixtures.data("jpeg/upright-orientation-6.jpg")
        for (jpeg, target, name) in [(wide, (96, 72), "wide photo"), (sideways, (32, 32), "turned by its EXIF orientation")] {
            let cover = try BoundedJPEGDecoder.decode(jpeg, target: target, scaling: .cover, limits: .standard).get()
            let cropped = try BoundedJPEGDecoder.decodeReporting(jpeg, target: target, scaling: .cover, limits: .standard, cropping: true).get()
            XCTAssertEqual([cropped.texture.width, cropped.texture.height], [target.0, target.1], name)
            XCTAssertGreaterThan(cover.width, target.0, "\(name): wider than the thumbnail before the crop")
            let whole = MainActor.assumeIsolated { PixelImage(texture: cover.texture) }
            let centre = MainActor.assumeIsolated { PixelImage(texture: cropped.texture.texture) }
            let left = (whole.width - target.0) / 2, top = (whole.height - target.1) / 2
            for y in 0..<target.1 {
                let row = (top + y) * whole.width * 4
                XCTAssertEqual(
                    Array(centre.bytes[(y * target.0 * 4)..<((y + 1) * target.0 * 4)]),
                    Array(whole.bytes[(row + left * 4)..<(row + (left + target.0) * 4)]), "\(name): row \(y)")
            }
            let thumbnail = try ThumbnailDecoder(width: target.0, height: target.1).decode(jpeg).get()
            XCTAssertEqual(MainActor.assumeIsolated { PixelImage(texture: thumbnail.texture) }, centre, "\(name): the thumbnail is that crop")
        }
        let small = try photoJPEG(width: 64, height: 40, progressive: false)
        let uncropped = try BoundedJPEGDecoder.decode(small, target: (96, 72), scaling: .cover, limits: .standard, cropping: true).get()
        XCTAssertEqual([uncropped.width, uncropped.height], [64, 40], "a picture smaller than the crop keeps its size")
    }

    /// The pixels match gdk-pixbuf's full decode scaled down, for baseline and progressive photos.
    func testAPhotoDecodesToTheSamePixelsAsGdkPixbuf() throws {
        for progressive in [false, true] {
            let jpeg = try photoJPEG(width: 640, height: 480, progressive: progressive)
            let texture = try ScaledPixbufLoader.decode(jpeg, format: .jpeg, covering: (96, 72), limits: .standard).get()
            XCTAssertEqual([texture.width, texture.height], [96, 72])
            let decoded = MainActor.assumeIsolated { PixelImage(texture: texture.texture).bytes }
            let reference = try pixbufReference(jpeg, width: 96, height: 72)
            let differences = zip(decoded, reference).map { abs(Int($0) - Int($1)) }
            let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
            XCTAssertLessThan(mean, 3, "progressive: \(progressive)")
            XCTAssertLessThanOrEqual(differences.max() ?? 0, 24, "progressive: \(progressive)")
        }
    }

    // MARK: - Helpers

    private func assertUpright(_ texture: Texture, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let image = MainActor.assumeIsolated { PixelImage(texture: texture.texture) }
        let width = image.width, height = image.height
        // Blue, green, red, alpha (GDK's default memory format), with libjpeg's rounding.
        let corners: [(String, Int, Int, [UInt8])] = [
            ("top left (red)", 2, 2, [30, 30, 220, 255]), ("top right (green)", width - 3, 2, [30, 200, 30, 255]),
            ("bottom left (blue)", 2, height - 3, [220, 30, 30, 255]), ("bottom right (grey)", width - 3, height - 3, [128, 128, 128, 255]),
        ]
        for (name, x, y, expected) in corners {
            let pixel = Array(image.pixel(x: x, y: y))
            let close = zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= 6 }
            XCTAssertTrue(close, "\(what): \(name) is \(pixel)", file: file, line: line)
        }
    }

    /// Where each occurrence of `bytes` starts in `data`.
    private static func offsets(of bytes: [UInt8], in data: Data) -> [Int] {
        let all = [UInt8](data)
        return all.indices.dropLast(bytes.count - 1).filter { Array(all[$0..<$0 + bytes.count]) == bytes }
    }

    private func photoJPEG(width: UInt32, height: UInt32, progressive: Bool) throws -> Data {
        var length = 0
        let bytes = try XCTUnwrap(kittens_jpeg_fixture(width, height, 90, progressive ? 1 : 0, &length))
        defer { kittens_jpeg_fixture_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// gdk-pixbuf's full decode, scaled with its box filter.
    private func pixbufReference(_ data: Data, width: Int32, height: Int32) throws -> [UInt8] {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let stream = g_memory_input_stream_new_from_bytes(bytes)
        defer { g_object_unref(stream) }
        let full = try XCTUnwrap(gdk_pixbuf_new_from_stream(stream, nil, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(full)) }
        let scaled = try XCTUnwrap(gdk_pixbuf_scale_simple(full, width, height, GDK_INTERP_TILES))
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        let texture = Texture(owning: try XCTUnwrap(gdk_texture_new_for_pixbuf(scaled)))
        return MainActor.assumeIsolated { PixelImage(texture: texture.texture).bytes }
    }
}
