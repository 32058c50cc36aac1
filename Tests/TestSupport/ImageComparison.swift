/// How a rendered picture is compared with its reference, loosely enough that antialiasing and
/// font hinting that differ by a few levels pass, yet strictly enough that a moved, missing or
/// recoloured widget fails:
///
/// - a pixel differs when any of its four channels differs by more than `channelTolerance`
///   (24 of 255, about 10 %): antialiased edges that move by a fraction of a pixel change by
///   less, a different colour (libadwaita's light and dark, accent and plain) by far more;
/// - the pictures match when at most `allowedFraction` of their pixels differ (0.5 %: 1,536
///   pixels of a 640×480 window, a short word or a few edges; a moved row or a recoloured
///   button is many times that);
/// - pictures of different sizes never match.
public struct ImageComparison: Sendable {
    public var channelTolerance: Int = 24
    public var allowedFraction: Double = 0.005

    public init() {}

    /// What comparing two pictures found.
    public struct Result: Sendable {
        /// Whether the sizes are equal and few enough pixels differ.
        public let matches: Bool
        /// Pixels that differ (all of them when the sizes differ).
        public let differingPixels: Int
        public let totalPixels: Int
        /// The actual picture faded three quarters of the way to white, opaque, with each
        /// differing pixel in magenta; nil when the sizes differ.
        public let diff: PixelImage?

        /// A sentence for a failure message.
        public var summary: String {
            guard diff != nil else { return "the sizes differ" }
            let percent = Double(differingPixels) * 100 / Double(max(1, totalPixels))
            return "\(differingPixels) of \(totalPixels) pixels differ (\(String(format: "%.2f", percent)) %)"
        }
    }

    /// Compares `actual` with `reference`.
    public func compare(_ actual: PixelImage, with reference: PixelImage) -> Result {
        guard actual.width == reference.width, actual.height == reference.height else {
            let total = max(actual.width * actual.height, reference.width * reference.height)
            return Result(matches: false, differingPixels: total, totalPixels: total, diff: nil)
        }
        var diff = actual.bytes
        var differing = 0
        actual.bytes.withUnsafeBufferPointer { ours in
            reference.bytes.withUnsafeBufferPointer { theirs in
                for start in stride(from: 0, to: ours.count, by: 4) {
                    var differs = false
                    for channel in start..<(start + 4) where abs(Int(ours[channel]) - Int(theirs[channel])) > channelTolerance {
                        differs = true
                    }
                    if differs {
                        differing += 1
                        (diff[start], diff[start + 1], diff[start + 2], diff[start + 3]) = (255, 0, 255, 255)
                    } else {
                        for channel in start..<(start + 3) { diff[channel] = UInt8((Int(ours[channel]) + 3 * 255) / 4) }
                        diff[start + 3] = 255
                    }
                }
            }
        }
        let total = actual.width * actual.height
        return Result(
            matches: Double(differing) <= Double(total) * allowedFraction, differingPixels: differing, totalPixels: total,
            diff: PixelImage(width: actual.width, height: actual.height, bytes: diff))
    }
}
