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
        let globalCount = GIFColourTable.entryCount(flags: flags)
        var frames: [GIFFrameRecord] = []
        var loopCount: Int?
        var control: (delay: Int, disposal: Int, transparent: Int?)?
        var totalPixels = 0
        reader.walkBlocks(from: 13 + 3 * globalCount) { block in
            guard frames.count < limits.maxFrames else { return false }
            switch block {
            case .extensionBlock(let label, let blocks):
                if label == 0xF9, reader.byte(at: blocks) == 4, let packed = reader.byte(at: blocks + 1),
                   let delay = reader.uint16(at: blocks + 2), let transparent = reader.byte(at: blocks + 4) {
                    control = (delay, Int(packed >> 2) & 0x07, packed & 0x01 == 0 ? nil : Int(transparent))
                } else if label == 0xFF, let count = loopExtension(reader, at: blocks) {
                    loopCount = count
                }
            case .image(let image):
                guard image.dataOffset < bytes.count, image.width > 0, image.height > 0,
                      limits.image.admits(width: image.width, height: image.height)
                else { return false }
                // A file whose screen is 0 a side takes its first frame's extent as the screen.
                if frames.isEmpty, screenWidth == 0 || screenHeight == 0 {
                    (screenWidth, screenHeight) = (image.left + image.width, image.top + image.height)
                }
                let pixels = image.width * image.height
                guard frames.isEmpty || totalPixels <= limits.maxTotalPixels - pixels else { return false }
                totalPixels += pixels
                frames.append(GIFFrameRecord(
                    left: image.left, top: image.top, width: image.width, height: image.height, isInterlaced: image.flags & 0x40 != 0,
                    paletteOffset: image.localTableCount > 0 ? image.localTableOffset : 13,
                    paletteCount: image.localTableCount > 0 ? image.localTableCount : globalCount,
                    dataOffset: image.dataOffset, delayCentiseconds: control?.delay ?? 0, disposal: control?.disposal ?? 0,
                    transparentIndex: control?.transparent
                ))
                control = nil
            }
            return true
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
