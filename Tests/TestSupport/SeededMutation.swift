/// SplitMix64: random numbers from a seed, so a failing case of a seeded fuzz test can be
/// replayed from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Mutates a seed input the way the seeded fuzz tests do: up to `maxEdits` edits, each one of
/// overwriting a byte, inserting one of `tokens`, deleting a byte, cutting the input short, or
/// repeating up to `maxRepeat` bytes in place.
public struct ByteMutator: Sendable {
    public let tokens: [UInt8]
    public let maxEdits: Int
    public let maxRepeat: Int

    public init(tokens: [UInt8], maxEdits: Int, maxRepeat: Int) {
        self.tokens = tokens
        self.maxEdits = max(1, maxEdits)
        self.maxRepeat = max(1, maxRepeat)
    }

    public func mutate(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...maxEdits, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.insert(tokens.randomElement(using: &generator) ?? 0, at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3: bytes = Array(bytes.prefix(position))
            default:
                let end = min(bytes.count, position + Int.random(in: 1...maxRepeat, using: &generator))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return bytes
    }

    /// Up to `maxCount` bytes, each either random or one of `tokens`, half and half.
    public func randomBytes(maxCount: Int = 256, using generator: inout SeededGenerator) -> [UInt8] {
        let count = Int.random(in: 0...max(0, maxCount), using: &generator)
        return (0..<count).map { _ in
            Bool.random(using: &generator)
                ? UInt8.random(in: 0...255, using: &generator)
                : tokens.randomElement(using: &generator) ?? 0
        }
    }
}
