import FoundationEssentials

/// One cat breed, as TheCatAPI's `GET {base}/breeds` describes it, after `BreedParser`'s checks:
/// every text is plain, bounded text (`BreedText`), the Wikipedia address a web URL.
public struct Breed: Sendable, Hashable, Identifiable {
    /// TheCatAPI's id ("abys"), what `breed_ids` takes.
    public var id: String
    /// The name shown ("Abyssinian").
    public var name: String
    public var origin: String?
    /// Words such as "Active, Energetic, Independent".
    public var temperament: String?
    public var description: String?
    /// In years, as the server words it ("14 - 15").
    public var lifeSpan: String?
    /// In kilograms, as the server words it ("3 - 5").
    public var weightMetric: String?
    public var wikipediaURL: URL?
    /// The 1…5 scores; a score the server did not give, or gave outside 1…5, is nil.
    public var scores: BreedScores
    /// The 0/1 flags; a flag the server did not give, or gave as anything but 0 or 1, is nil.
    public var flags: BreedFlags

    public init(
        id: String, name: String, origin: String? = nil, temperament: String? = nil, description: String? = nil,
        lifeSpan: String? = nil, weightMetric: String? = nil, wikipediaURL: URL? = nil,
        scores: BreedScores = BreedScores(), flags: BreedFlags = BreedFlags()
    ) {
        self.id = id
        self.name = name
        self.origin = origin
        self.temperament = temperament
        self.description = description
        self.lifeSpan = lifeSpan
        self.weightMetric = weightMetric
        self.wikipediaURL = wikipediaURL
        self.scores = scores
        self.flags = flags
    }
}
