/// The number of images asked for per page: the same range as `--page-size`.
public enum PageSize {
    public static let range = 1...100
    public static let standard = 10

    /// `size`, or the nearest end of `range` when it is outside.
    public static func clamped(_ size: Int) -> Int {
        min(max(size, range.lowerBound), range.upperBound)
    }
}
