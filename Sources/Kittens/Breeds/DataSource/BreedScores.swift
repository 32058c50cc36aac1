/// A breed's scores from 1 (least) to 5 (most), as TheCatAPI gives them; nil where unknown.
public struct BreedScores: Sendable, Hashable {
    public var adaptability: Int?
    public var affectionLevel: Int?
    public var childFriendly: Int?
    public var dogFriendly: Int?
    public var energyLevel: Int?
    public var grooming: Int?
    public var healthIssues: Int?
    public var intelligence: Int?
    public var sheddingLevel: Int?
    public var socialNeeds: Int?
    public var strangerFriendly: Int?
    public var vocalisation: Int?

    /// The scores a breed may have.
    public static let range = 1...5

    public init() {}

    /// Each score with TheCatAPI's field name, in the API's order.
    public static var fields: [(name: String, keyPath: WritableKeyPath<BreedScores, Int?>)] { [
        ("adaptability", \.adaptability), ("affection_level", \.affectionLevel), ("child_friendly", \.childFriendly),
        ("dog_friendly", \.dogFriendly), ("energy_level", \.energyLevel), ("grooming", \.grooming),
        ("health_issues", \.healthIssues), ("intelligence", \.intelligence), ("shedding_level", \.sheddingLevel),
        ("social_needs", \.socialNeeds), ("stranger_friendly", \.strangerFriendly), ("vocalisation", \.vocalisation),
    ] }
}
