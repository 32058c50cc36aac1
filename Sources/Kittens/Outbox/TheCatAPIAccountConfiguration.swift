import FoundationEssentials
import KittensSupport

/// Where and as whom favourites are kept at TheCatAPI (`SoupFavouritesDataSource`).
public struct TheCatAPIAccountConfiguration: Sendable, Hashable {
    /// The most a favourites answer may hold, in bytes; `api.maxBodyBytes` when that is smaller.
    public static let maxBodyBytes = 4 * 1024 * 1024

    /// TheCatAPI as the other data sources ask it: favourites are at `{api.base}/favourites`,
    /// and its key, timeouts, deadline and redirects hold for them too.
    public var api: TheCatAPIConfiguration
    /// This app's `sub_id` (`FavouritesSubID`): the server keeps its favourites under it.
    public var subID: String

    public init(api: TheCatAPIConfiguration, subID: String) {
        self.api = api
        self.subID = subID
    }

    /// Favourites under `base`, asked with `apiKey` and TheCatAPI's usual bounds.
    public init(base: TheCatAPIBase = .standard, apiKey: APIKey, subID: String) {
        self.init(api: TheCatAPIConfiguration(base: base, apiKey: apiKey), subID: subID)
    }

    /// Sent as `x-api-key`, to the base's own origin only; empty when there is none (favourites
    /// need one).
    public var apiKey: APIKey { api.apiKey ?? "" }
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
