import Foundation
import TestSupport
import XCTest
@testable import KittensSupport

/// The GIF frame decoder: colours, timing, loops, disposal, interlacing, scaling while
/// compositing, and the limits, on GIFs built here (`GIFBuilder`) and the fixtures.
final class GIFFrameDecoderTests: XCTestCase {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    static let green: [UInt8] = [0, 255, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
    static let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 0, 255), (0, 255, 0), (255, 255, 255)]

    static func gif(_ width: Int, _ height: Int, loopCount: Int? = nil, _ frames: [GIFBuilder.Frame]) -> [UInt8] {
        var builder = GIFBuilder(width: width, height: height, palette: palette, loopCount: loopCount)
        builder.frames = frames
        return builder.bytes
    }

    /// The pixel at (x, y) of a frame.
    static func pixel(_ frame: GIFFrame, _ x: Int, _ y: Int) -> [UInt8] {
        Array(frame.pixels[((y * frame.width + x) * 4)..<((y * frame.width + x) * 4 + 4)])
    }

    func testAStillPictureDecodesItsPixelsOnce() throws {
        var decoder = try GIFFrameDecoder(Self.gif(2, 2, [GIFBuilder.Frame(width: 2, height: 2, indices: [0, 1, 2, 3])]), target: (2, 2))
        XCTAssertEqual(decoder.frameCount, 1)
        XCTAssertFalse(decoder.isAnimated)
        let frame = try XCTUnwrap(decoder.nextFrame())
        XCTAssertEqual([frame.width, frame.height, frame.index], [2, 2, 0])
        XCTAssertEqual(frame.pixels, Self.red + Self.blue + Self.green + [255, 255, 255, 255])
        XCTAssertEqual(frame.delay, .milliseconds(100), "a zero delay plays as 100 ms")
        XCTAssertNil(decoder.nextFrame(), "a still picture plays once")
    }

    func testTheFixtureDecodes() throws {
        var decoder = try GIFFrameDecoder([UInt8](Fixtures.data("thumbnails/kitten-8x6.gif")), target: (8, 6))
        let frame = try XCTUnwrap(decoder.nextFrame())
        XCTAssertEqual([frame.width, frame.height], [8, 6])
        XCTAssertTrue(stride(from: 3, to: frame.pixels.count, by: 4).allSatisfy { frame.pixels[$0] == 255 }, "opaque everywhere")
    }

    func testTheAnimatedFixturePlaysItsFourFramesInALoop() throws {
        var decoder = try GIFFrameDecoder([UInt8](Fixtures.data("thumbnails/animated-12x8.gif")), target: (6, 4))
        XCTAssertEqual([decoder.frameCount, decoder.loopCount, decoder.width, decoder.height], [4, 0, 6, 4])
        XCTAssertEqual((0..<9).map { _ in decoder.nextFrame()?.index }, [0, 1, 2, 3, 0, 1, 2, 3, 0])
    }

    func testAnAnimationLoopsForeverWhenItsLoopCountIsZero() throws {
        var first = GIFBuilder.Frame.filled(0, width: 4, height: 4)
        first.delayCentiseconds = 5
        var decoder = try GIFFrameDecoder(Self.gif(4, 4, loopCount: 0, [first, .filled(1, width: 4, height: 4)]), target: (4, 4))
        XCTAssertTrue(decoder.isAnimated)
        XCTAssertEqual(decoder.loopCount, 0)
        for play in 0..<5 {
            let frame0 = try XCTUnwrap(decoder.nextFrame(), "play \(play)")
            let frame1 = try XCTUnwrap(decoder.nextFrame(), "play \(play)")
            XCTAssertEqual([frame0.index, frame1.index], [0, 1])
            XCTAssertEqual(Self.pixel(frame0, 3, 3), Self.red)
            XCTAssertEqual(Self.pixel(frame1, 3, 3), Self.blue)
            XCTAssertEqual(frame0.delay, .milliseconds(50))
            XCTAssertEqual(frame1.delay, .milliseconds(100))
        }
    }

    func testWithoutALoopCountAnAnimationPlaysOnceAndWithOneItRepeatsThatOften() throws {
        let frames: [GIFBuilder.Frame] = [.filled(0, width: 2, height: 2), .filled(1, width: 2, height: 2)]
        var once = try GIFFrameDecoder(Self.gif(2, 2, frames), target: (2, 2))
        XCTAssertEqual([once.nextFrame()?.index, once.nextFrame()?.index], [0, 1])
        XCTAssertNil(once.nextFrame())
        var twice = try GIFFrameDecoder(Self.gif(2, 2, loopCount: 1, frames), target: (2, 2))
        XCTAssertEqual((0..<4).map { _ in twice.nextFrame()?.index }, [0, 1, 0, 1])
        XCTAssertNil(twice.nextFrame())
    }

    func testTransparentPixelsKeepWhatIsBelowThem() throws {
        var top = GIFBuilder.Frame(left: 1, top: 0, width: 2, height: 1, indices: [1, 3])
        top.transparentIndex = 3
        var decoder = try GIFFrameDecoder(Self.gif(3, 1, [.filled(0, width: 3, height: 1), top]), target: (3, 1))
        _ = decoder.nextFrame()
        let frame = try XCTUnwrap(decoder.nextFrame())
        XCTAssertEqual(frame.pixels, Self.red + Self.blue + Self.red)
    }

    func testDisposalClearsToTransparentOrRestoresThePreviousCanvas() throws {
        var cleared = GIFBuilder.Frame.filled(1, left: 1, top: 0, width: 1, height: 1)
        cleared.disposal = 2
        var restored = GIFBuilder.Frame.filled(2, left: 0, top: 0, width: 1, height: 1)
        restored.disposal = 3
        let frames: [GIFBuilder.Frame] = [.filled(0, width: 2, height: 1), cleared, restored, .filled(3, left: 1, top: 0, width: 1, height: 1)]
        var decoder = try GIFFrameDecoder(Self.gif(2, 1, frames), target: (2, 1))
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.red + Self.red)
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.red + Self.blue)
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.green + Self.clear, "the blue frame's rectangle was cleared")
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.red + [255, 255, 255, 255], "the green frame's canvas was restored")
    }

    func testAnInterlacedFrameDecodesLikeAPlainOne() throws {
        let indices = (0..<(3 * 11)).map { UInt8($0 % 4) }
        var interlaced = GIFBuilder.Frame(width: 3, height: 11, indices: indices)
        interlaced.isInterlaced = true
        var plain = try GIFFrameDecoder(Self.gif(3, 11, [GIFBuilder.Frame(width: 3, height: 11, indices: indices)]), target: (3, 11))
        var woven = try GIFFrameDecoder(Self.gif(3, 11, [interlaced]), target: (3, 11))
        XCTAssertEqual(woven.nextFrame()?.pixels, plain.nextFrame()?.pixels)
        XCTAssertEqual((0..<11).map { gifInterlacedRow($0, height: 11) }, [0, 8, 4, 2, 6, 10, 1, 3, 5, 7, 9])
    }

    func testFramesAreCompositedAtTheTargetSize() throws {
        // Left half red, right half blue, 400 × 200, drawn at 4 × 2.
        let indices = (0..<(400 * 200)).map { UInt8($0 % 400 < 200 ? 0 : 1) }
        var decoder = try GIFFrameDecoder(Self.gif(400, 200, [GIFBuilder.Frame(width: 400, height: 200, indices: indices)]), target: (4, 2))
        let frame = try XCTUnwrap(decoder.nextFrame())
        XCTAssertEqual([frame.width, frame.height, frame.pixels.count], [4, 2, 32], "only the target's pixels")
        XCTAssertEqual(Self.pixel(frame, 0, 0) + Self.pixel(frame, 1, 1), Self.red + Self.red)
        XCTAssertEqual(Self.pixel(frame, 2, 0) + Self.pixel(frame, 3, 1), Self.blue + Self.blue)
        // A red and blue checkerboard averages to purple; a transparent half to half alpha.
        var checker = try GIFFrameDecoder(Self.gif(4, 4, [GIFBuilder.Frame(width: 4, height: 4, indices: (0..<16).map { UInt8(($0 + $0 / 4) % 2) })]), target: (1, 1))
        XCTAssertEqual(checker.nextFrame()?.pixels, [127, 0, 127, 255])
        var half = try GIFFrameDecoder(Self.gif(4, 4, [.filled(0, width: 2, height: 4)]), target: (1, 1))
        XCTAssertEqual(half.nextFrame()?.pixels, [127, 0, 0, 127], "premultiplied")
        let upscale = try GIFFrameDecoder(Self.gif(2, 2, [.filled(0, width: 2, height: 2)]), target: (50, 50))
        XCTAssertEqual([upscale.width, upscale.height], [2, 2], "never larger than the screen")
    }

    func testAFrameLargerThanItsScreenIsClipped() throws {
        var decoder = try GIFFrameDecoder(
            Self.gif(2, 2, [.filled(0, width: 6, height: 5), .filled(1, left: 1, top: 1, width: 30, height: 30), .filled(2, left: 9, top: 9, width: 2, height: 2)]),
            target: (2, 2)
        )
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.red + Self.red + Self.red + Self.red)
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.red + Self.red + Self.red + Self.blue)
        XCTAssertEqual(decoder.nextFrame()?.pixels, Self.red + Self.red + Self.red + Self.blue, "off the screen: nothing drawn")
    }

    func testTwentyThousandEmptyFramesPlayAsTheFirstFiveHundred() throws {
        let frames = [GIFBuilder.Frame](repeating: .filled(3, width: 1, height: 1), count: 20_000)
        var decoder = try GIFFrameDecoder(Self.gif(1, 1, loopCount: 0, frames), target: (1, 1))
        XCTAssertEqual(decoder.frameCount, 500)
        XCTAssertEqual((0..<501).compactMap { _ in decoder.nextFrame()?.index }.last, 0, "frame 501 is frame 0 again")
        XCTAssertThrowsError(try GIFFrameDecoder(Self.gif(1, 1, [.filled(0, width: 0, height: 0)]), target: (1, 1)), "zero-size frames") { error in
            XCTAssertEqual(error as? ImageRefusal, .malformed)
        }
    }

    func testATruncatedAnimationPlaysTheFramesThatDecoded() throws {
        let whole = Self.gif(4, 4, loopCount: 0, [.filled(0, width: 4, height: 4), .filled(1, width: 4, height: 4)])
        // Cut inside the second frame's data: its first row or so decodes.
        var cut = try GIFFrameDecoder(Array(whole.dropLast(12)), target: (4, 4))
        XCTAssertEqual(cut.frameCount, 2)
        _ = cut.nextFrame()
        let second = try XCTUnwrap(cut.nextFrame())
        XCTAssertEqual(Self.pixel(second, 0, 0), Self.blue)
        XCTAssertEqual(Self.pixel(second, 3, 3), Self.red, "rows past the end keep the first frame")
        XCTAssertEqual(cut.nextFrame()?.index, 0, "and it loops")
    }

    func testAFrameOverTheTimeLimitShowsWhatDecodedAndStopsTheAnimation() throws {
        var limits = GIFLimits.standard
        limits.maxFrameDecodeTime = .zero
        var decoder = try GIFFrameDecoder(Self.gif(2, 3, loopCount: 0, [.filled(0, width: 2, height: 3), .filled(1, width: 2, height: 3)]), target: (2, 3), limits: limits)
        let frame = try XCTUnwrap(decoder.nextFrame())
        XCTAssertEqual(Self.pixel(frame, 1, 0), Self.red, "the first row decoded")
        XCTAssertEqual(Self.pixel(frame, 1, 2), Self.clear, "then the time was up")
        XCTAssertNil(decoder.nextFrame(), "a still picture from then on")
    }

    func testFramesPastThePixelBudgetAreDropped() throws {
        var limits = GIFLimits.standard
        limits.maxTotalPixels = 40
        let frames = [GIFBuilder.Frame](repeating: .filled(0, width: 4, height: 4), count: 5)
        XCTAssertEqual(try GIFFrameDecoder(Self.gif(4, 4, frames), target: (4, 4), limits: limits).frameCount, 2)
        limits.maxTotalPixels = 1
        XCTAssertEqual(try GIFFrameDecoder(Self.gif(4, 4, frames), target: (4, 4), limits: limits).frameCount, 1, "the first frame stays")
    }

    func testBadLZWDataDrawsNothingButDoesNotFail() throws {
        var bad = GIFBuilder.Frame.filled(1, width: 2, height: 2)
        bad.minimumCodeSize = 12
        var decoder = try GIFFrameDecoder(Self.gif(2, 2, [bad]), target: (2, 2))
        XCTAssertEqual(decoder.nextFrame()?.pixels, [UInt8](repeating: 0, count: 16))
        // Codes that are not in the table yet end the frame there: four bytes from the end of
        // the data garble the sixth pixel's code, so the two rows before it stay.
        var bytes = Self.gif(2, 4, [.filled(1, width: 2, height: 4)])
        let data = bytes.count - 3 - 4
        bytes.replaceSubrange(data..<(data + 4), with: [0xFF, 0xFF, 0xFF, 0xFF])
        var garbled = try GIFFrameDecoder(bytes, target: (2, 4))
        let frame = try XCTUnwrap(garbled.nextFrame())
        XCTAssertEqual(frame.pixels, Array([[UInt8]](repeating: Self.blue, count: 4).joined()) + Array([[UInt8]](repeating: Self.clear, count: 4).joined()))
    }

    func testHugeOrForeignFilesAreRefused() throws {
        for (name, size) in [("bomb-65535x65535.gif", 65535), ("bomb-frame-20000x20000.gif", 20000)] {
            XCTAssertThrowsError(try GIFFrameDecoder([UInt8](Fixtures.data("thumbnails/\(name)")), target: (96, 96)), name) { error in
                XCTAssertEqual(error as? ImageRefusal, .tooLarge(width: size, height: size))
            }
        }
        XCTAssertThrowsError(try GIFFrameDecoder([UInt8](Fixtures.data("thumbnails/kitten-4x3.png")), target: (96, 96))) { error in
            XCTAssertEqual(error as? ImageRefusal, .notAnImage)
        }
        XCTAssertThrowsError(try GIFFrameDecoder(Array("GIF89a".utf8), target: (96, 96)))
    }
}
