/// Builds GIF files in tests: a logical screen, a global colour table, frames with their
/// graphic control extensions, and an optional NETSCAPE loop count. The LZW data is valid but
/// uncompressed (8-bit codes, a clear code often enough that the code size never grows).
public struct GIFBuilder {
    /// One frame: a rectangle of colour indices, row by row.
    public struct Frame {
        public var left = 0, top = 0, width: Int, height: Int
        public var indices: [UInt8]
        public var delayCentiseconds = 0
        public var disposal = 0
        public var transparentIndex: UInt8?
        public var isInterlaced = false
        /// Written without a graphic control extension.
        public var withoutControl = false
        /// The LZW minimum code size byte to write (8 makes valid data).
        public var minimumCodeSize: UInt8 = 8

        public init(left: Int = 0, top: Int = 0, width: Int, height: Int, indices: [UInt8]) {
            (self.left, self.top, self.width, self.height, self.indices) = (left, top, width, height, indices)
        }

        /// A frame of one colour index.
        public static func filled(_ index: UInt8, left: Int = 0, top: Int = 0, width: Int, height: Int) -> Frame {
            Frame(left: left, top: top, width: width, height: height, indices: [UInt8](repeating: index, count: width * height))
        }
    }

    public var width: Int
    public var height: Int
    /// Up to 256 colours; padded with black to 256.
    public var palette: [(UInt8, UInt8, UInt8)]
    public var loopCount: Int?
    public var frames: [Frame] = []

    public init(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], loopCount: Int? = nil) {
        (self.width, self.height, self.palette, self.loopCount) = (width, height, palette, loopCount)
    }

    /// The file, with its trailer.
    public var bytes: [UInt8] {
        var out = Array("GIF89a".utf8)
        out += le16(width) + le16(height) + [0xF7, 0, 0]
        for index in 0..<256 {
            let colour = index < palette.count ? palette[index] : (0, 0, 0)
            out += [colour.0, colour.1, colour.2]
        }
        if let loopCount {
            out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loopCount) + [0]
        }
        for frame in frames {
            if !frame.withoutControl {
                let packed = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
                out += [0x21, 0xF9, 4, packed] + le16(frame.delayCentiseconds) + [frame.transparentIndex ?? 0, 0]
            }
            out += [0x2C] + le16(frame.left) + le16(frame.top) + le16(frame.width) + le16(frame.height)
            out += [frame.isInterlaced ? 0x40 : 0]
            out += [frame.minimumCodeSize] + subBlocks(lzw(frame.isInterlaced ? interlaced(frame) : frame.indices))
        }
        return out + [0x3B]
    }

    private func le16(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
    }

    /// The rows of a frame in interlaced order.
    private func interlaced(_ frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            for row in stride(from: start, to: frame.height, by: step) {
                out += frame.indices[(row * frame.width)..<((row + 1) * frame.width)]
            }
        }
        return out
    }

    /// 9-bit codes: a clear code, then at most 254 literals before the next clear code, so the
    /// decoder's table never reaches 512 entries; the end code last.
    private func lzw(_ indices: [UInt8]) -> [UInt8] {
        var codes: [Int] = []
        for (offset, index) in indices.enumerated() {
            if offset % 254 == 0 { codes.append(256) }
            codes.append(Int(index))
        }
        codes.append(257)
        var out: [UInt8] = []
        var buffer = 0, count = 0
        for code in codes {
            buffer |= code << count
            count += 9
            while count >= 8 {
                out.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }
        if count > 0 { out.append(UInt8(buffer & 0xFF)) }
        return out
    }

    private func subBlocks(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var offset = 0
        while offset < data.count {
            let length = min(255, data.count - offset)
            out.append(UInt8(length))
            out += data[offset..<(offset + length)]
            offset += length
        }
        return out + [0]
    }
}
