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
