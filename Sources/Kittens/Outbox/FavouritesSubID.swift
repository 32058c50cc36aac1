import FoundationEssentials

/// The `sub_id` this app keeps its favourites under at TheCatAPI: made once, at random, and
/// kept (the app keeps it in GSettings).
public enum FavouritesSubID {
    /// A new one: "kittens-" and 16 hexadecimal digits.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return "kittens-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether a stored `text` can be used as it is; otherwise a new one is made.
    public static func accepts(_ text: String) -> Bool {
        FavouriteLimits.accepts(id: text)
    }
}
