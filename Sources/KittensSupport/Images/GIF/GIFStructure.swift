// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.
// Every read is bounds-checked and every loop advances through the bytes.

/// Where one frame is in the file and how it is drawn: its image descriptor, its colour table,
/// its LZW data, and what the graphic control extension before it said.
struct GIFFrameRecord: Sendable, Hashable {
    /// The frame's rectangle on the logical screen, as the file gives it (it may reach past
    /// the screen; drawing clips it).
    let left: Int, top: Int, width: Int, height: Int
    let isInterlaced: Bool
    /// The offset and entry count of its colour table (local, else global); 0 entries when none.
    let paletteOffset: Int, paletteCount: Int
    /// The offset of the LZW minimum code size byte; the data's sub-blocks follow it.
    let dataOffset: Int
    /// The delay in hundredths of a second (0 when none was given).
    let delayCentiseconds: Int
    /// 0 and 1 keep the frame, 2 clears its rectangle, 3 restores the canvas from before it.
    let disposal: Int
    let transparentIndex: Int?
}

/// A GIF's blocks, read without decoding any pixel: the logical screen, the frames (within the
/// limits), the NETSCAPE loop count. Allocates one small record a frame, at most `maxFrames`.
struct GIFStructure: Sendable {
    let screenWidth: Int
    let screenHeight: Int
    let frames: [GIFFrameRecord]
    /// NETSCAPE2.0's loop count: nil when the file has none (play once), 0 for "forever",
    /// otherwise how many times the animation repeats after the first play.
    let loopCount: Int?

    /// Scans `bytes`, which must start with a GIF signature. Nil when no frame is found, or the
    /// screen is over the limits. A file that ends early or breaks the format keeps the frames
    /// before the break; the last of them may have truncated data, which decodes partly.
    static func scan(_ bytes: [UInt8], limits: GIFLimits) -> GIFStructure? {
        let reader = GIFBytes(bytes)
        guard reader.matches("GIF87a") || reader.matches("GIF89a"),
              var screenWidth = reader.uint16(at: 6), var screenHeight = reader.uint16(at: 8),
              let flags = reader.byte(at: 10)
        else { return nil }
        let globalCount = flags & 0x80 == 0 ? 0 : 2 << Int(flags & 0x07)
        var offset = 13 + 3 * globalCount
        var frames: [GIFFrameRecord] = []
        var loopCount: Int?
        var control: (delay: Int, disposal: Int, transparent: Int?)?
        var totalPixels = 0
        walk: while frames.count < limits.maxFrames, let introducer = reader.byte(at: offset) {
            switch introducer {
            case 0x21:
                guard let label = reader.byte(at: offset + 1) else { break walk }
                let blocks = offset + 2
                if label == 0xF9, reader.byte(at: blocks) == 4, let packed = reader.byte(at: blocks + 1),
                   let delay = reader.uint16(at: blocks + 2), let transparent = reader.byte(at: blocks + 4) {
                    control = (delay, Int(packed >> 2) & 0x07, packed & 0x01 == 0 ? nil : Int(transparent))
                } else if label == 0xFF, let count = loopExtension(reader, at: blocks) {
                    loopCount = count
                }
                guard let end = reader.skipSubBlocks(from: blocks) else { break walk }
                offset = end
            case 0x2C:
                guard let left = reader.uint16(at: offset + 1), let top = reader.uint16(at: offset + 3),
                      let width = reader.uint16(at: offset + 5), let height = reader.uint16(at: offset + 7),
                      let frameFlags = reader.byte(at: offset + 9)
                else { break walk }
                let localCount = frameFlags & 0x80 == 0 ? 0 : 2 << Int(frameFlags & 0x07)
                let dataOffset = offset + 10 + 3 * localCount
                guard dataOffset < bytes.count, width > 0, height > 0, limits.image.admits(width: width, height: height) else { break walk }
                // A file whose screen is 0 a side takes its first frame's extent as the screen.
                if frames.isEmpty, screenWidth == 0 || screenHeight == 0 {
                    (screenWidth, screenHeight) = (left + width, top + height)
                }
                let pixels = width * height
                guard frames.isEmpty || totalPixels <= limits.maxTotalPixels - pixels else { break walk }
                totalPixels += pixels
                let paletteOffset = localCount > 0 ? offset + 10 : 13
                frames.append(GIFFrameRecord(
                    left: left, top: top, width: width, height: height, isInterlaced: frameFlags & 0x40 != 0,
                    paletteOffset: paletteOffset, paletteCount: localCount > 0 ? localCount : globalCount,
                    dataOffset: dataOffset, delayCentiseconds: control?.delay ?? 0, disposal: control?.disposal ?? 0,
                    transparentIndex: control?.transparent
                ))
                control = nil
                guard let end = reader.skipSubBlocks(from: dataOffset + 1) else { break walk }
                offset = end
            default:
                // The trailer 3B, or a byte that is no block: either way the frames end here.
                break walk
            }
        }
        guard !frames.isEmpty, limits.image.admits(width: screenWidth, height: screenHeight) else { return nil }
        return GIFStructure(screenWidth: screenWidth, screenHeight: screenHeight, frames: frames, loopCount: loopCount)
    }

    /// The loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) application extension whose sub-blocks
    /// start at `offset`, or nil when it is another extension.
    private static func loopExtension(_ reader: GIFBytes, at offset: Int) -> Int? {
        guard reader.byte(at: offset) == 11, reader.matches("NETSCAPE2.0", at: offset + 1) || reader.matches("ANIMEXTS1.0", at: offset + 1),
              reader.byte(at: offset + 12) == 3, reader.byte(at: offset + 13) == 1
        else { return nil }
        return reader.uint16(at: offset + 14)
    }
}

/// Bounds-checked little-endian reads of a GIF's bytes: every read answers nil past the end.
struct GIFBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func uint16(at offset: Int) -> Int? {
        guard offset < Int.max, let low = byte(at: offset), let high = byte(at: offset + 1) else { return nil }
        return Int(high) << 8 | Int(low)
    }

    func matches(_ text: String, at offset: Int = 0) -> Bool {
        var index = offset
        for expected in text.utf8 {
            guard byte(at: index) == expected else { return false }
            index += 1
        }
        return true
    }

    /// The offset after a chain of sub-blocks (a length byte, that many bytes; a zero length
    /// ends it), or nil when the bytes end first.
    func skipSubBlocks(from start: Int) -> Int? {
        var offset = start
        while let length = byte(at: offset) {
            offset += 1
            if length == 0 { return offset }
            offset += Int(length)
        }
        return nil
    }
}
