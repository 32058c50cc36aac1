import FoundationEssentials

/// What the viewer's breed card shows of the shown picture's breed: plain, bounded text ready to
/// put in labels (the feature made it so, see `BreedText`), the scores as bars, and the
/// Wikipedia page, which the view opens through `ListingIntent.open`.
public struct BreedCard: Equatable, Sendable {
    /// One 1…5 score: its label ("Energy level") and value.
    public struct Score: Equatable, Sendable {
        public let label: String
        /// In `BreedScores.range`.
        public let value: Int
    }

    /// The breed's name ("Bengal"), the card's title.
    public let name: String
    /// "Origin: United States"; nil when unknown.
    public let origin: String?
    /// "Alert, Agile, Energetic"; nil when unknown.
    public let temperament: String?
    public let description: String?
    /// "Life span: 12 – 15 years"; nil when unknown.
    public let lifeSpan: String?
    /// "Weight: 3 – 5 kg"; nil when unknown.
    public let weight: String?
    /// The scores the server gave, in TheCatAPI's order.
    public let scores: [Score]
    /// The breed's Wikipedia page; always a web URL (`WebURL`), nil when there is none.
    public let wikipediaURL: URL?
    /// What assistive technology says for the card, such as "About the breed Bengal".
    public let accessibleLabel: String
}
