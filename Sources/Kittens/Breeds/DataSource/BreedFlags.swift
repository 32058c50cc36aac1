/// A breed's yes-or-no traits, sent by TheCatAPI as 0 or 1; nil where unknown.
public struct BreedFlags: Sendable, Hashable {
    public var indoor: Bool?
    public var lap: Bool?
    public var hypoallergenic: Bool?
    public var rare: Bool?
    public var natural: Bool?
    public var experimental: Bool?
    public var hairless: Bool?
    public var suppressedTail: Bool?
    public var shortLegs: Bool?
    public var rex: Bool?

    public init() {}

    /// Each flag with TheCatAPI's field name.
    public static var fields: [(name: String, keyPath: WritableKeyPath<BreedFlags, Bool?>)] { [
        ("indoor", \.indoor), ("lap", \.lap), ("hypoallergenic", \.hypoallergenic), ("rare", \.rare),
        ("natural", \.natural), ("experimental", \.experimental), ("hairless", \.hairless),
        ("suppressed_tail", \.suppressedTail), ("short_legs", \.shortLegs), ("rex", \.rex),
    ] }
}
