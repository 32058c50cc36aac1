// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// A GIF's logical screen, kept at the size it is drawn (`width` × `height`, at most the
/// screen's size) in premultiplied RGBA8. Frames are composited onto it straight from their
/// index rows: each sampled source pixel adds to its canvas pixel's sums, and once the frame
/// ends every canvas pixel it touched becomes its opaque samples' average over the share of the
/// box they cover, and what was there before over the rest. Exact when nothing is scaled; an
/// average of the composited picture otherwise. Nothing of the screen's size is allocated.
struct GIFScaledCanvas: Sendable {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]
    private let columns: GIFAxisSampling
    private let rows: GIFAxisSampling

    init(screenWidth: Int, screenHeight: Int, targetWidth: Int, targetHeight: Int) {
        columns = GIFAxisSampling(source: screenWidth, target: targetWidth)
        rows = GIFAxisSampling(source: screenHeight, target: targetHeight)
        width = columns.target
        height = rows.target
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Every pixel transparent, as before the first frame.
    mutating func reset() {
        for index in pixels.indices { pixels[index] = 0 }
    }

    /// Puts back pixels saved from this canvas.
    mutating func restore(_ saved: [UInt8]) {
        if saved.count == pixels.count { pixels = saved }
    }

    /// A frame's rectangle clipped to the screen, or nil when nothing of it is on the screen.
    func clip(_ frame: GIFFrameRecord) -> (x: Range<Int>, y: Range<Int>)? {
        let x = min(frame.left, columns.source)..<min(frame.left + frame.width, columns.source)
        let y = min(frame.top, rows.source)..<min(frame.top + frame.height, rows.source)
        return x.isEmpty || y.isEmpty ? nil : (x, y)
    }

    /// The disposal "restore to background": the frame's rectangle becomes transparent.
    mutating func clear(_ frame: GIFFrameRecord) {
        guard let (x, y) = clip(frame) else { return }
        let tx = columns.targetIndex(of: x.lowerBound)...columns.targetIndex(of: x.upperBound - 1)
        let ty = rows.targetIndex(of: y.lowerBound)...rows.targetIndex(of: y.upperBound - 1)
        for row in ty {
            let rowTotal = rows.samples(row), rowIn = rows.samples(row, within: y)
            for column in tx {
                let total = rowTotal * columns.samples(column)
                let keep = total - rowIn * columns.samples(column, within: x)
                guard total > 0, keep < total else { continue }
                let offset = (row * width + column) * 4
                for channel in offset..<(offset + 4) {
                    pixels[channel] = UInt8(Int(pixels[channel]) * keep / total)
                }
            }
        }
    }

    /// Draws one frame from its LZW data. Stops at `deadline`, checked after each row (then
    /// answers true: timed out),
    /// at the end of its data, or once no later row can reach the screen; the rows decoded by
    /// then are drawn.
    mutating func draw(
        _ frame: GIFFrameRecord, from reader: GIFBytes, lzw: inout GIFLZWDecoder, deadline: ThreadCPUDeadline
    ) -> Bool {
        guard let (x, y) = clip(frame) else { return false }
        let rows = self.rows, columns = self.columns
        let palette = GIFPalette(reader, frame: frame)
        // The sampled columns of the frame, as (column in the frame, canvas column).
        var sampled: [(frameX: Int, canvasX: Int)] = []
        for sourceX in x where columns.isSampled(sourceX) {
            sampled.append((sourceX - frame.left, columns.targetIndex(of: sourceX)))
        }
        let tx0 = columns.targetIndex(of: x.lowerBound), tx1 = columns.targetIndex(of: x.upperBound - 1)
        let ty0 = rows.targetIndex(of: y.lowerBound), ty1 = rows.targetIndex(of: y.upperBound - 1)
        let boxWidth = tx1 - tx0 + 1
        // Per touched canvas pixel: red, green, blue sums and the count of opaque samples.
        var sums = [UInt16](repeating: 0, count: boxWidth * (ty1 - ty0 + 1) * 4)
        var timedOut = false
        let rowsDecoded = lzw.decode(reader, dataOffset: frame.dataOffset, width: frame.width, height: frame.height) { number, indices in
            let frameY = frame.isInterlaced ? gifInterlacedRow(number, height: frame.height) : number
            let sourceY = frame.top + frameY
            if y.contains(sourceY), rows.isSampled(sourceY) {
                let base = (rows.targetIndex(of: sourceY) - ty0) * boxWidth
                for (frameX, canvasX) in sampled {
                    guard let colour = palette.colour(indices[frameX]) else { continue }
                    let offset = (base + canvasX - tx0) * 4
                    sums[offset] &+= UInt16(colour.red)
                    sums[offset + 1] &+= UInt16(colour.green)
                    sums[offset + 2] &+= UInt16(colour.blue)
                    sums[offset + 3] &+= 1
                }
            }
            if deadline.isPast {
                timedOut = true
                return false
            }
            // Rows come top to bottom unless interlaced: past the screen, nothing more shows.
            return frame.isInterlaced || sourceY + 1 < y.upperBound
        }
        _ = rowsDecoded
        blend(sums, columns: tx0...tx1, rows: ty0...ty1)
        return timedOut
    }

    /// Each touched canvas pixel: its opaque samples' average over their share, the old pixel
    /// over the rest.
    private mutating func blend(_ sums: [UInt16], columns tx: ClosedRange<Int>, rows ty: ClosedRange<Int>) {
        let boxWidth = tx.count
        let columnSamples = tx.map { columns.samples($0) }
        for row in ty {
            let rowSamples = rows.samples(row)
            for column in tx {
                let sum = ((row - ty.lowerBound) * boxWidth + column - tx.lowerBound) * 4
                let opaque = Int(sums[sum + 3])
                guard opaque > 0 else { continue }
                let total = rowSamples * columnSamples[column - tx.lowerBound]
                let keep = max(0, total - opaque)
                let offset = (row * width + column) * 4
                for channel in 0..<3 {
                    pixels[offset + channel] = UInt8(min(255, (Int(sums[sum + channel]) + Int(pixels[offset + channel]) * keep) / total))
                }
                pixels[offset + 3] = UInt8(min(255, (255 * opaque + Int(pixels[offset + 3]) * keep) / total))
            }
        }
    }
}

/// A frame's colours: its colour table less the transparent index. Indices past the table are
/// transparent too.
private struct GIFPalette {
    private var colours = [(red: UInt8, green: UInt8, blue: UInt8)?](repeating: nil, count: 256)

    init(_ reader: GIFBytes, frame: GIFFrameRecord) {
        for index in 0..<min(frame.paletteCount, 256) where index != frame.transparentIndex {
            let offset = frame.paletteOffset + 3 * index
            guard let red = reader.byte(at: offset), let green = reader.byte(at: offset + 1), let blue = reader.byte(at: offset + 2) else { break }
            colours[index] = (red, green, blue)
        }
    }

    func colour(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        colours[Int(index)]
    }
}
