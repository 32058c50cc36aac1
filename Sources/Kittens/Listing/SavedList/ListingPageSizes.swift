/// The sizes a list's pages were read at: how many pictures each asked for (`asked`, in
/// `PageSize.range`), and how many the server answered when that was fewer (`served`, as
/// TheCatAPI answers a key at most 25). The server counts its pages in the size it answers, so
/// the next page follows the list only at these sizes.
public struct ListingPageSizes: Equatable, Sendable, Codable {
    public let asked: Int
    public let served: Int?

    /// Nil when `asked` is outside `PageSize.range`; a `served` that is not below it is none.
    public init?(asked: Int, served: Int? = nil) {
        guard PageSize.range.contains(asked) else { return nil }
        self.asked = asked
        self.served = served.flatMap { (1..<asked).contains($0) ? $0 : nil }
    }

    /// How many pictures a page holds at most.
    public var pageHolds: Int { served ?? asked }

    private enum CodingKeys: String, CodingKey { case asked, served }

    /// Decoding checks what `init(asked:served:)` checks: the sizes are read from files.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let asked = try container.decode(Int.self, forKey: .asked)
        guard let sizes = Self(asked: asked, served: try? container.decodeIfPresent(Int.self, forKey: .served)) else {
            throw DecodingError.dataCorruptedError(forKey: .asked, in: container, debugDescription: "no page asks for \(asked) pictures")
        }
        self = sizes
    }
}
