// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// The row of an interlaced frame that the `number`th row of its data fills: every 8th row
/// from 0, every 8th from 4, every 4th from 2, then every 2nd from 1.
func gifInterlacedRow(_ number: Int, height: Int) -> Int {
    var remaining = number
    for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
        let rows = height > start ? (height - start + step - 1) / step : 0
        if remaining < rows { return start + remaining * step }
        remaining -= rows
    }
    return height
}
