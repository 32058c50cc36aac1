import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import LoopbackHTTP
import MVI

/// TheCatAPI's search as it answers a key, on 127.0.0.1: `total` pictures `k0`, `k1`, … in a
/// fixed order, at most 25 a page whatever the limit, pages counted in the size it serves (page
/// `p` of limit `n` starts at picture `p × min(n, 25)`), with `Pagination-Count`. An answer for
/// which `answersEmpty` says so is `200 []`, the count still sent.
func keyedSearchServer(total: Int, answersEmpty: @escaping @Sendable () -> Bool = { false }) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { request in
        let size = min(max(Int(request.queryValue("limit") ?? "") ?? 10, 1), 25)
        let first = min(max(Int(request.queryValue("page") ?? "") ?? 0, 0) * size, total)
        let pictures = answersEmpty() ? 0..<0 : first..<min(first + size, total)
        let entries = pictures.map { #"{"id":"k\#($0)","url":"https://cdn2.thecatapi.com/images/k\#($0).jpg"}"# }
        var response = LoopbackResponse.json(Data("[\(entries.joined(separator: ","))]".utf8))
        response.headers.append((name: "Pagination-Count", value: String(total)))
        return response
    }
}

/// The kitten store as the app makes it, over `server`'s search with a key, at `pageSize`.
@MainActor func keyedListingStore(_ server: LoopbackHTTPServer, pageSize: Int) -> any ListingStore {
    let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(
        endpoint: server.url("/v1/images/search"), apiKey: APIKey("live_key"), timeout: 5))
    return DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: pageSize)
}
