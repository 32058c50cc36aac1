/// The size to decode a picture at so that it fits a box whole: scaled down, keeping its
/// aspect ratio, until both sides fit. A picture that already fits keeps its own size (the
/// viewer never scales up while decoding). Each side is at least one pixel.
public struct FitSize: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// Both sizes must have positive sides; otherwise the source size is kept.
    public init(source: (width: Int, height: Int), fitting box: (width: Int, height: Int)) {
        let (sourceWidth, sourceHeight) = source
        guard sourceWidth > 0, sourceHeight > 0, box.width > 0, box.height > 0,
              sourceWidth > box.width || sourceHeight > box.height
        else {
            (width, height) = (sourceWidth, sourceHeight)
            return
        }
        let scale = min(Double(box.width) / Double(sourceWidth), Double(box.height) / Double(sourceHeight))
        width = min(box.width, max(1, Int((Double(sourceWidth) * scale).rounded())))
        height = min(box.height, max(1, Int((Double(sourceHeight) * scale).rounded())))
    }
}
