// Standard library only: the fuzz target Tests/Fuzz/gif-frames compiles the GIF folder alone.

/// How one axis of a GIF's screen maps onto the canvas it is drawn at: `source` pixels onto
/// `target` ≤ `source` pixels. Each canvas pixel covers a box of consecutive source pixels (the
/// boxes partition the axis). Of each box at most 16 evenly spaced pixels are sampled, so a
/// canvas pixel averages at most 16 × 16 samples (the sums fit 16 bits) and drawing costs
/// follow the canvas, not the screen.
struct GIFAxisSampling: Sendable {
    let source: Int
    let target: Int
    /// The distance between sampled source pixels of one box.
    let step: Int

    /// `target` is clamped to 1 ... `source` (no scaling up). `source` must be positive.
    init(source: Int, target: Int) {
        self.source = max(1, source)
        self.target = min(max(1, target), self.source)
        let largestBox = (self.source + self.target - 1) / self.target
        step = max(1, (largestBox + 15) / 16)
    }

    /// The canvas pixel a source pixel falls in.
    func targetIndex(of sourceIndex: Int) -> Int {
        sourceIndex * target / source
    }

    /// The first source pixel of a canvas pixel's box.
    func boxStart(_ targetIndex: Int) -> Int {
        (targetIndex * source + target - 1) / target
    }

    /// Whether a source pixel is one of its box's samples.
    func isSampled(_ sourceIndex: Int) -> Bool {
        step == 1 || (sourceIndex - boxStart(targetIndex(of: sourceIndex))) % step == 0
    }

    /// How many samples a canvas pixel's box has.
    func samples(_ targetIndex: Int) -> Int {
        samples(targetIndex, within: 0..<source)
    }

    /// How many samples of a canvas pixel's box lie in `range` of source pixels.
    func samples(_ targetIndex: Int, within range: Range<Int>) -> Int {
        let start = boxStart(targetIndex)
        let lower = max(range.lowerBound, start), upper = min(range.upperBound, boxStart(targetIndex + 1))
        guard lower < upper else { return 0 }
        // Samples are start + k × step: those at or past `upper`, less those before `lower`.
        return (upper - start + step - 1) / step - (lower - start + step - 1) / step
    }
}
