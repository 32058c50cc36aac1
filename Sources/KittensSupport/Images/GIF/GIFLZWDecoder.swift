// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// GIF's variable-length LZW: turns a frame's data sub-blocks into colour indices, one row at a
/// time. Its tables are fixed (4096 codes); it holds one row of indices, never the frame.
///
/// Bad data ends the frame where it breaks, keeping the rows before: a minimum code size
/// outside 2...8, a code that is not yet in the table, data that ends before the frame does.
struct GIFLZWDecoder {
    private static let maxCodes = 4096
    private var prefix = [UInt16](repeating: 0, count: maxCodes)
    private var suffix = [UInt8](repeating: 0, count: maxCodes)
    private var first = [UInt8](repeating: 0, count: maxCodes)
    private var stack = [UInt8](repeating: 0, count: maxCodes + 1)

    /// Decodes the data at `dataOffset` (the minimum code size byte) into rows of `width`
    /// indices, calling `onRow` with each row's number in data order (0 ..< `height`) as it
    /// completes; `onRow` answers false to stop. Returns how many rows completed.
    @discardableResult
    mutating func decode(
        _ reader: GIFBytes, dataOffset: Int, width: Int, height: Int,
        onRow: (_ number: Int, _ row: UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Int {
        guard width > 0, height > 0, let minimumSize = reader.byte(at: dataOffset).map(Int.init), (2...8).contains(minimumSize) else { return 0 }
        var bits = GIFSubBlockBits(reader, from: dataOffset + 1)
        let clear = 1 << minimumSize, end = clear + 1
        var codeSize = minimumSize + 1, next = clear + 2
        var previous = -1
        var rowsDone = 0
        var row = [UInt8](repeating: 0, count: width)
        var filled = 0
        return prefix.withUnsafeMutableBufferPointer { prefix in
            suffix.withUnsafeMutableBufferPointer { suffix in
                first.withUnsafeMutableBufferPointer { first in
                    stack.withUnsafeMutableBufferPointer { stack in
                        row.withUnsafeMutableBufferPointer { row in
                            for literal in 0..<clear {
                                suffix[literal] = UInt8(truncatingIfNeeded: literal)
                                first[literal] = UInt8(truncatingIfNeeded: literal)
                            }
                            while let code = bits.read(codeSize) {
                                if code == clear {
                                    (codeSize, next, previous) = (minimumSize + 1, clear + 2, -1)
                                    continue
                                }
                                if code == end { break }
                                // The string of the code, last byte first, onto the stack.
                                var depth = 0
                                if previous < 0 {
                                    guard code < clear else { break }
                                    stack[0] = UInt8(truncatingIfNeeded: code)
                                    depth = 1
                                } else {
                                    guard code <= next, code < Self.maxCodes else { break }
                                    var walk = code
                                    if code == next {
                                        // KwKwK: the previous string and its own first byte.
                                        stack[0] = first[previous]
                                        depth = 1
                                        walk = previous
                                    }
                                    while walk >= clear {
                                        stack[depth] = suffix[walk]
                                        depth += 1
                                        walk = Int(prefix[walk])
                                    }
                                    stack[depth] = UInt8(truncatingIfNeeded: walk)
                                    depth += 1
                                    if next < Self.maxCodes {
                                        prefix[next] = UInt16(previous)
                                        suffix[next] = stack[depth - 1]
                                        first[next] = first[previous]
                                        next += 1
                                        if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                                    }
                                }
                                previous = code
                                while depth > 0 {
                                    depth -= 1
                                    row[filled] = stack[depth]
                                    filled += 1
                                    if filled == width {
                                        filled = 0
                                        let keepGoing = onRow(rowsDone, UnsafeBufferPointer(row))
                                        rowsDone += 1
                                        if !keepGoing || rowsDone == height { return rowsDone }
                                    }
                                }
                            }
                            return rowsDone
                        }
                    }
                }
            }
        }
    }
}

/// Reads codes least-significant bit first from a chain of sub-blocks, without copying them.
private struct GIFSubBlockBits {
    private let reader: GIFBytes
    private var offset: Int
    private var leftInBlock = 0
    private var buffer: UInt32 = 0
    private var count = 0
    private var ended = false

    init(_ reader: GIFBytes, from offset: Int) {
        self.reader = reader
        self.offset = offset
    }

    /// The next `size`-bit code (size ≤ 12), or nil once the data ends.
    mutating func read(_ size: Int) -> Int? {
        while count < size {
            guard let byte = nextByte() else { return nil }
            buffer |= UInt32(byte) << UInt32(count)
            count += 8
        }
        let code = Int(buffer & ((1 << UInt32(size)) - 1))
        buffer >>= UInt32(size)
        count -= size
        return code
    }

    private mutating func nextByte() -> UInt8? {
        guard !ended else { return nil }
        if leftInBlock == 0 {
            guard let length = reader.byte(at: offset), length > 0 else {
                ended = true
                return nil
            }
            leftInBlock = Int(length)
            offset += 1
        }
        guard let byte = reader.byte(at: offset) else {
            ended = true
            return nil
        }
        offset += 1
        leftInBlock -= 1
        return byte
    }
}
