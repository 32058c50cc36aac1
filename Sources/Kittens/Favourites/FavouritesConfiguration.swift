#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where and as whom favourites are kept at TheCatAPI (`SoupFavouritesDataSource`).
public struct FavouritesConfiguration: Sendable, Hashable {
    /// TheCatAPI's API base.
    public static let defaultBase = TheCatAPIBase.standard.url

    /// The API base: favourites are at `{base}/favourites`.
    public var base: URL
    /// Sent as `x-api-key`, to the base's own origin only. Favourites need one.
    public var apiKey: String
    /// This app's `sub_id` (`FavouritesSubID`): the server keeps its favourites under it.
    public var subID: String
    /// Seconds without any progress after which a request fails with `.timeout`.
    public var timeout: TimeInterval
    /// Seconds after which a request fails with `.timeout` however steadily its answer arrives.
    public var totalDeadline: TimeInterval
    /// Answers larger than this fail with `.tooLarge`.
    public var maxBodyBytes: Int

    public init(
        base: URL = FavouritesConfiguration.defaultBase, apiKey: String, subID: String,
        timeout: TimeInterval = 15, totalDeadline: TimeInterval = 30, maxBodyBytes: Int = 4 * 1024 * 1024
    ) {
        self.base = base
        self.apiKey = apiKey
        self.subID = subID
        self.timeout = timeout
        self.totalDeadline = totalDeadline
        self.maxBodyBytes = maxBodyBytes
    }
}

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
