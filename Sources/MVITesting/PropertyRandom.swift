/// A seeded source of random values (SplitMix64): the same seed gives the same values, on
/// every machine, so a failing case of `StorePropertyCheck` runs again from its seed.
public struct PropertyRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The values of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// True with `probability` (0…1).
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// One of `elements`, or nil when there is none.
    public mutating func element<Element>(of elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[int(in: 0...(elements.count - 1))]
    }

    /// The seed of case `index` of a run seeded `seed`: cases are independent of each other.
    static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var random = PropertyRandom(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
        return random.next()
    }
}
