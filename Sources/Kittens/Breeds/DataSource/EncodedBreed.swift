import FoundationEssentials

/// A breed in TheCatAPI's shape, which `BreedParser` reads back.
struct EncodedBreed: Encodable {
    let breed: Breed

    init(_ breed: Breed) { self.breed = breed }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: BreedEntry.Key.self)
        try container.encode(breed.id, forKey: BreedEntry.Key("id"))
        try container.encode(breed.name, forKey: BreedEntry.Key("name"))
        try container.encodeIfPresent(breed.origin, forKey: BreedEntry.Key("origin"))
        try container.encodeIfPresent(breed.temperament, forKey: BreedEntry.Key("temperament"))
        try container.encodeIfPresent(breed.description, forKey: BreedEntry.Key("description"))
        try container.encodeIfPresent(breed.lifeSpan, forKey: BreedEntry.Key("life_span"))
        if let metric = breed.weightMetric {
            var weight = container.nestedContainer(keyedBy: BreedEntry.Key.self, forKey: BreedEntry.Key("weight"))
            try weight.encode(metric, forKey: BreedEntry.Key("metric"))
        }
        try container.encodeIfPresent(breed.wikipediaURL?.absoluteString, forKey: BreedEntry.Key("wikipedia_url"))
        for (name, keyPath) in BreedScores.fields {
            try container.encodeIfPresent(breed.scores[keyPath: keyPath], forKey: BreedEntry.Key(name))
        }
        for (name, keyPath) in BreedFlags.fields {
            try container.encodeIfPresent(breed.flags[keyPath: keyPath].map { $0 ? 1 : 0 }, forKey: BreedEntry.Key(name))
        }
    }
}
