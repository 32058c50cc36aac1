// Reads what an image file claims to be, and how big, before anything decodes it.
//
// This file uses the Swift standard library only, so that it also builds on its own (a fuzz
// target is made from it alone). It must never trap: every read is bounds-checked, every sum of
// numbers taken from the file is checked for overflow, and every loop advances through the bytes.

/// The image formats Kittens decodes. Anything else is refused as "not an image".
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, gif
}

/// The largest picture Kittens decodes: at most `maxPixels` in all and `maxSide` pixels a side.
/// A bigger one would need hundreds of megabytes of memory to decode, for a 96-pixel thumbnail.
///
/// `maxDecodeCPUTime` bounds the time one decode may take, as CPU time of the thread decoding
/// it (so a busy machine does not make an honest picture fail): every decoder checks it as it
/// goes and gives up past it with `ImageRefusal.tooSlow`.
public struct ImageLimits: Sendable, Hashable {
    public var maxPixels: Int
    public var maxSide: Int
    public var maxDecodeCPUTime: Duration

    /// 40 megapixels, 16384 pixels a side, 5 seconds of CPU a decode: the limits of the app.
    /// An honest 40-megapixel PNG takes about a quarter of a second in a release build.
    public static let standard = ImageLimits(maxPixels: 40_000_000, maxSide: 16_384)

    public init(maxPixels: Int, maxSide: Int, maxDecodeCPUTime: Duration = .seconds(5)) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
        self.maxDecodeCPUTime = maxDecodeCPUTime
    }

    /// Whether a picture of this size may be decoded. Zero or negative sides are not.
    public func admits(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maxSide, height <= maxSide else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }
}

/// Why bytes are not decoded.
public enum ImageRefusal: Error, Sendable, Hashable, Codable {
    /// The bytes do not start like a PNG, JPEG or GIF file (an HTML page, an empty body, a WebP).
    case notAnImage
    /// The file ends before its header says how big the picture is.
    case truncatedHeader
    /// The file breaks its format's rules: a zero side, a missing or misplaced size record, an
    /// unknown block.
    case malformed
    /// The picture is larger than the limits allow.
    case tooLarge(width: Int, height: Int)
    /// The file ends before the picture does: its end marker never comes.
    case truncatedData
    /// Decoding it would hold more memory than one decode's budget allows (text chunks that
    /// inflate to megabytes, a progressive JPEG's full-size coefficients, ...).
    case overBudget
    /// Decoding it took longer than `ImageLimits.maxDecodeCPUTime`, or more passes or scans than
    /// any honest picture has.
    case tooSlow
}

/// What an image file claims to be: its format and the size of the picture it decodes to.
public struct ImageHeader: Sendable, Hashable {
    public let format: ImageFormat
    public let width: Int
    public let height: Int

    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Sniffs the format from the first bytes, reads the picture size from the header, refuses
    /// a picture over `limits`, then checks that the file reaches its format's end marker (PNG
    /// `IEND`, JPEG `EOI`, GIF trailer). Allocates nothing in proportion to the claimed size.
    ///
    /// The size of a GIF is the largest of its logical screen and the extent of every frame,
    /// since a frame may claim more than the screen.
    ///
    /// `checkingJPEGEnd: false` is for a caller that decodes JPEGs with a decoder that refuses a
    /// file ending before its picture does (the bounded JPEG decoder stops at libjpeg's first
    /// end-of-data warning): a JPEG is then read up to its first scan, and the scan data, nearly
    /// the whole file, is not walked once here and again in the decoder. PNG and GIF files are
    /// still walked to their end markers (their chunks and blocks say their lengths).
    public static func read(
        _ bytes: some Collection<UInt8>, limits: ImageLimits = .standard, checkingJPEGEnd: Bool = true
    ) -> Result<ImageHeader, ImageRefusal> {
        // Read where the bytes lie (`Data`, arrays, buffers); only a collection without contiguous
        // storage is copied first.
        if let read = bytes.withContiguousStorageIfAvailable({ read(ByteReader($0), limits: limits, checkingJPEGEnd: checkingJPEGEnd) }) {
            return read
        }
        return Array(bytes).withUnsafeBufferPointer { read(ByteReader($0), limits: limits, checkingJPEGEnd: checkingJPEGEnd) }
    }

    private static func read(_ reader: ByteReader, limits: ImageLimits, checkingJPEGEnd: Bool) -> Result<ImageHeader, ImageRefusal> {
        let scan: Result<Scan, ImageRefusal>
        switch sniff(reader) {
        case .failure(let refusal): return .failure(refusal)
        case .success(.png): scan = PNGScanner.scan(reader)
        case .success(.jpeg): scan = JPEGScanner.scan(reader, toEnd: checkingJPEGEnd)
        case .success(.gif): scan = GIFScanner.scan(reader)
        }
        return scan.flatMap { scan in
            guard limits.admits(width: scan.header.width, height: scan.header.height) else {
                return .failure(.tooLarge(width: scan.header.width, height: scan.header.height))
            }
            return scan.isComplete ? .success(scan.header) : .failure(.truncatedData)
        }
    }

    private static let signatures: [(ImageFormat, [[UInt8]])] = [
        (.png, [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]]),
        (.jpeg, [[0xFF, 0xD8, 0xFF]]),
        (.gif, [Array("GIF87a".utf8), Array("GIF89a".utf8)]),
    ]

    /// The format whose signature the bytes start with. Bytes that are a strict prefix of a
    /// signature are a truncated header; no bytes at all are not an image.
    private static func sniff(_ reader: ByteReader) -> Result<ImageFormat, ImageRefusal> {
        guard reader.count > 0 else { return .failure(.notAnImage) }
        var isPrefix = false
        for (format, candidates) in signatures {
            for signature in candidates {
                if reader.matches(signature, at: 0) { return .success(format) }
                if reader.count < signature.count, reader.matches(signature.prefix(reader.count), at: 0) { isPrefix = true }
            }
        }
        return .failure(isPrefix ? .truncatedHeader : .notAnImage)
    }
}

/// A header and whether the file reached its end marker.
private struct Scan {
    let header: ImageHeader
    let isComplete: Bool
}

/// Bounds-checked big- and little-endian reads. Every read answers nil past the end. It reads
/// the caller's buffer in place, so it lives no longer than the closure that lent the buffer.
private struct ByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// The same bytes, for the GIF block walk.
    var gif: GIFByteReader<UnsafeBufferPointer<UInt8>> { GIFByteReader(bytes) }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func uint16BE(at offset: Int) -> Int? {
        guard offset < Int.max, let high = byte(at: offset), let low = byte(at: offset + 1) else { return nil }
        return Int(high) << 8 | Int(low)
    }

    func uint16LE(at offset: Int) -> Int? {
        guard offset < Int.max, let low = byte(at: offset), let high = byte(at: offset + 1) else { return nil }
        return Int(high) << 8 | Int(low)
    }

    func uint32BE(at offset: Int) -> Int? {
        guard offset < Int.max - 3, let a = byte(at: offset), let b = byte(at: offset + 1),
              let c = byte(at: offset + 2), let d = byte(at: offset + 3) else { return nil }
        return Int(a) << 24 | Int(b) << 16 | Int(c) << 8 | Int(d)
    }

    func matches(_ expected: some Collection<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, expected.count <= bytes.count - offset else { return false }
        return bytes[offset..<(offset + expected.count)].elementsEqual(expected)
    }

    /// The first index at or after `offset` holding `0xFF`, or nil: a JPEG's next marker. Eight
    /// bytes at a time (a byte is FF when its complement is zero), since the entropy-coded data
    /// it skips is nearly the whole file.
    func firstMarkerByte(from offset: Int) -> Int? {
        var index = max(offset, 0)
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = ~raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word &- ones) & ~word & highs != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == 0xFF { return index }
            index += 1
        }
        return nil
    }
}

/// `offset + length`, or nil on overflow.
private func advance(_ offset: Int, by length: Int) -> Int? {
    let (sum, overflow) = offset.addingReportingOverflow(length)
    return overflow ? nil : sum
}

/// PNG: the signature, then chunks (length, type, data, CRC); `IHDR` first, `IEND` last.
private enum PNGScanner {
    static func scan(_ reader: ByteReader) -> Result<Scan, ImageRefusal> {
        guard reader.count >= 24 else { return .failure(.truncatedHeader) }
        guard reader.uint32BE(at: 8) == 13, reader.matches(Array("IHDR".utf8), at: 12),
              let width = reader.uint32BE(at: 16), let height = reader.uint32BE(at: 20),
              width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max)
        else { return .failure(.malformed) }
        let header = ImageHeader(format: .png, width: width, height: height)
        let iend = Array("IEND".utf8)
        var offset = 8
        while let length = reader.uint32BE(at: offset) {
            guard length <= Int(Int32.max) else { return .failure(.malformed) }
            if reader.matches(iend, at: offset + 4) { return .success(Scan(header: header, isComplete: true)) }
            guard let next = advance(offset, by: length + 12) else { break }
            offset = next
        }
        return .success(Scan(header: header, isComplete: false))
    }
}

/// JPEG: markers (`FF` then a code), most followed by a 16-bit length that counts itself. The
/// size is in the first SOFn segment; entropy-coded data after SOS holds no marker but `FF 00`
/// (a stuffed byte) and RSTn; the file ends with EOI. Stray bytes between segments are skipped,
/// as libjpeg does.
private enum JPEGScanner {
    private static let startOfImage: UInt8 = 0xD8
    private static let endOfImage: UInt8 = 0xD9
    private static let startOfScan: UInt8 = 0xDA

    /// SOF0...SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// Markers that stand alone, without a length: TEM and RST0...RST7.
    private static func isStandalone(_ marker: UInt8) -> Bool {
        marker == 0x01 || (0xD0...0xD7).contains(marker)
    }

    /// Walks the markers to EOI; without `toEnd`, only to the first scan after the size, which
    /// then counts as complete.
    static func scan(_ reader: ByteReader, toEnd: Bool) -> Result<Scan, ImageRefusal> {
        var header: ImageHeader?
        var offset = 2
        while true {
            // The next marker: skip to an FF, then over fill FFs.
            guard var position = reader.firstMarkerByte(from: offset) else { break }
            while reader.byte(at: position) == 0xFF { position += 1 }
            guard let marker = reader.byte(at: position) else { break }
            offset = position + 1
            if marker == 0x00 || isStandalone(marker) { continue }
            if marker == endOfImage {
                guard let header else { return .failure(.malformed) }
                return .success(Scan(header: header, isComplete: true))
            }
            if marker == startOfImage || (marker == startOfScan && header == nil) { return .failure(.malformed) }
            if marker == startOfScan, !toEnd, let header { return .success(Scan(header: header, isComplete: true)) }
            guard let length = reader.uint16BE(at: offset) else { break }
            guard length >= 2 else { return .failure(.malformed) }
            if header == nil, isStartOfFrame(marker) {
                // Length, precision, then height and width.
                guard let height = reader.uint16BE(at: offset + 3), let width = reader.uint16BE(at: offset + 5) else {
                    return .failure(.truncatedHeader)
                }
                guard length >= 8, width > 0, height > 0 else { return .failure(.malformed) }
                header = ImageHeader(format: .jpeg, width: width, height: height)
            }
            offset += length
        }
        guard let header else { return .failure(.truncatedHeader) }
        return .success(Scan(header: header, isComplete: false))
    }
}

/// GIF: signature, logical screen descriptor (width, height, flags with the global colour
/// table's size), then blocks until the trailer `3B`: image descriptors `2C` (position, size,
/// optional local colour table, LZW data in sub-blocks) and extensions `21` (sub-blocks).
private enum GIFScanner {
    static func scan(_ reader: ByteReader) -> Result<Scan, ImageRefusal> {
        guard let screenWidth = reader.uint16LE(at: 6), let screenHeight = reader.uint16LE(at: 8),
              let flags = reader.byte(at: 10), reader.count >= 13
        else { return .failure(.truncatedHeader) }
        var width = screenWidth, height = screenHeight
        let end = reader.gif.walkBlocks(from: 13 + 3 * GIFColourTable.entryCount(flags: flags)) { block in
            if case .image(let frame) = block {
                width = max(width, frame.left + frame.width)
                height = max(height, frame.top + frame.height)
            }
            return true
        }
        if end == .notABlock { return .failure(.malformed) }
        let isComplete = end == .trailer
        guard width > 0, height > 0 else { return .failure(isComplete ? .malformed : .truncatedHeader) }
        return .success(Scan(header: ImageHeader(format: .gif, width: width, height: height), isComplete: isComplete))
    }
}
