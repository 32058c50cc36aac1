// Standard library only: the fuzz targets image-header and gif-frames compile it.
// Every read is bounds-checked and every step of a walk advances through the bytes.

/// Bounds-checked little-endian reads of a GIF's bytes, in place: every read answers nil past
/// the end.
struct GIFByteReader<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
    let bytes: Bytes

    init(_ bytes: Bytes) {
        self.bytes = bytes
    }

    func byte(at offset: Int) -> UInt8? {
        offset >= bytes.startIndex && offset < bytes.endIndex ? bytes[offset] : nil
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

/// The colour table that a flags byte announces, the logical screen's (global) or an image
/// descriptor's (local): 2^(n+1) entries of three bytes when the top bit is set, else none.
enum GIFColourTable {
    static func entryCount(flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 2 << Int(flags & 0x07)
    }
}

/// The reader the frame decoder keeps: a whole file, read once.
typealias GIFBytes = GIFByteReader<[UInt8]>

/// One block of a GIF's body, as a walk meets it.
enum GIFBlock {
    /// An extension (`21`) with its label; its sub-blocks start at `subBlocksAt`.
    case extensionBlock(label: UInt8, subBlocksAt: Int)
    /// An image descriptor (`2C`): one frame.
    case image(GIFImageDescriptor)
}

/// A frame's image descriptor: its rectangle on the logical screen as the file gives it, its
/// flags (local colour table, interlacing), and where its colour table and data are.
struct GIFImageDescriptor {
    let left: Int, top: Int, width: Int, height: Int
    let flags: UInt8
    /// The offset of its local colour table, and its entries: 0 when it has none.
    let localTableOffset: Int, localTableCount: Int
    /// The offset of the LZW minimum code size byte; the data's sub-blocks follow it.
    var dataOffset: Int { localTableOffset + 3 * localTableCount }
}

/// Why a walk through a GIF's blocks ended.
enum GIFWalkEnd: Equatable {
    /// At the trailer (`3B`): the file is whole.
    case trailer
    /// At a byte that introduces no block.
    case notABlock
    /// The bytes ended first.
    case truncated
    /// The visitor asked to stop.
    case stopped
}

extension GIFByteReader {
    /// Walks the blocks from `start` (after the logical screen descriptor and its colour table)
    /// to the trailer: hands `visit` each extension and each image descriptor, in order, and
    /// skips their sub-blocks; `visit` returns false to stop there.
    @discardableResult
    func walkBlocks(from start: Int, visit: (GIFBlock) -> Bool) -> GIFWalkEnd {
        var offset = start
        while let introducer = byte(at: offset) {
            let subBlocks: Int
            switch introducer {
            case 0x3B:
                return .trailer
            case 0x21:
                guard let label = byte(at: offset + 1) else { return .truncated }
                subBlocks = offset + 2
                guard visit(.extensionBlock(label: label, subBlocksAt: subBlocks)) else { return .stopped }
            case 0x2C:
                guard let left = uint16(at: offset + 1), let top = uint16(at: offset + 3),
                      let width = uint16(at: offset + 5), let height = uint16(at: offset + 7),
                      let flags = byte(at: offset + 9)
                else { return .truncated }
                let image = GIFImageDescriptor(
                    left: left, top: top, width: width, height: height, flags: flags,
                    localTableOffset: offset + 10, localTableCount: GIFColourTable.entryCount(flags: flags))
                subBlocks = image.dataOffset + 1
                guard visit(.image(image)) else { return .stopped }
            default:
                return .notABlock
            }
            guard let end = skipSubBlocks(from: subBlocks) else { return .truncated }
            offset = end
        }
        return .truncated
    }
}

extension GIFByteReader: Sendable where Bytes: Sendable {}
