import Localization

extension PictureZoom {
    /// The pixels to decode the picture at so that the zoom shows its real pixels, within a
    /// budget of decoded pixels a picture may take.
    public struct Sharpness: Equatable, Sendable {
        /// The size to decode at: the size drawn, never more than the picture's own, and at most
        /// `budget` pixels in all (the picture's shape kept).
        public let width: Int
        public let height: Int
        /// Whether the budget made it smaller than the zoom needs: the zoom magnifies pixels
        /// beyond `sharpPercentage`.
        public let isLimited: Bool
        /// The largest zoom that shows real pixels within the budget, as a whole percentage.
        public let sharpPercentage: Int

        /// What the viewer says while the budget limits the zoom; nil when it does not.
        public var notice: String? {
            guard isLimited else { return nil }
            return localized(
                "Sharp up to {percent} %: more would need more memory than one picture may use.",
                ["percent": String(sharpPercentage)])
        }
    }

    /// The decode this zoom needs to show real pixels, with at most `budget` decoded pixels.
    public func sharpness(budget: Int) -> Sharpness {
        let wanted = min(1, scale)
        let budgetScale = (Double(max(1, budget)) / (picture.x * picture.y)).squareRoot()
        let sharpest = min(1, budgetScale)
        let decodeScale = min(wanted, sharpest)
        return Sharpness(
            width: max(1, Int((picture.x * decodeScale).rounded(.down))),
            height: max(1, Int((picture.y * decodeScale).rounded(.down))),
            isLimited: wanted > sharpest * 1.000_001,
            sharpPercentage: Int((sharpest * 100).rounded(.down)))
    }
}
