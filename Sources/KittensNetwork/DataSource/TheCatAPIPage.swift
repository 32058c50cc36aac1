import FoundationEssentials

/// The URL of one page of TheCatAPI's search.
enum TheCatAPIPage {
    /// `endpoint` with its own query items kept, except `limit` and `page`, which are appended;
    /// nil when the endpoint cannot take a query.
    static func url(endpoint: URL, limit: Int, page: Int) -> URL? {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true) else { return nil }
        let kept = (components.queryItems ?? []).filter { $0.name != "limit" && $0.name != "page" }
        components.queryItems = kept + [
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "page", value: String(page)),
        ]
        return components.url
    }
}
