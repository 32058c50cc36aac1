/// The size to decode a picture at so that it still covers a thumbnail: scaled down, keeping
/// its aspect ratio, until one side equals the thumbnail's and the other is at least as long.
/// Pictures no larger than that are decoded at their own size (thumbnails never scale up while
/// decoding). A decoder asked for this size reads no more pixels than the thumbnail needs.
public struct CoverSize: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// Both sizes must have positive sides; otherwise the source size is kept.
    public init(source: (width: Int, height: Int), covering target: (width: Int, height: Int)) {
        let (sourceWidth, sourceHeight) = source
        let (targetWidth, targetHeight) = target
        guard sourceWidth > 0, sourceHeight > 0, targetWidth > 0, targetHeight > 0,
              targetWidth < sourceWidth, targetHeight < sourceHeight,
              let widthRatio = Self.product(targetWidth, sourceHeight), let heightRatio = Self.product(targetHeight, sourceWidth)
        else {
            (width, height) = (sourceWidth, sourceHeight)
            return
        }
        // targetWidth / sourceWidth >= targetHeight / sourceHeight: the width decides.
        if widthRatio >= heightRatio {
            (width, height) = (targetWidth, Self.divideRoundingUp(widthRatio, sourceWidth))
        } else {
            (width, height) = (Self.divideRoundingUp(heightRatio, sourceHeight), targetHeight)
        }
    }

    private static func product(_ first: Int, _ second: Int) -> Int? {
        let (product, overflow) = first.multipliedReportingOverflow(by: second)
        return overflow ? nil : product
    }

    private static func divideRoundingUp(_ dividend: Int, _ divisor: Int) -> Int {
        dividend / divisor + (dividend % divisor == 0 ? 0 : 1)
    }
}
