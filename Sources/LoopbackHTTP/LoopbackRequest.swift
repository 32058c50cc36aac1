import Foundation

/// One HTTP request as the server received it, recorded for assertions in tests.
public struct LoopbackRequest: Sendable, Hashable {
    /// One `name=value` pair of the query string, percent-decoded. `value` is nil for a bare `name`.
    public struct QueryItem: Sendable, Hashable {
        public let name: String
        public let value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The request method, e.g. `GET`.
    public let method: String
    /// The path of the request target without the query, e.g. `/v1/images/search`.
    public let path: String
    /// The query items in the order they were sent.
    public let queryItems: [QueryItem]
    /// The header fields with lowercased names; a repeated field keeps its values joined by `, `.
    public let headers: [String: String]
    /// The request target as sent: `/path?query` from a client, `http://host/path?query` (the
    /// absolute form) from a client that takes this server for a proxy.
    public let target: String
    /// The body as sent with a `Content-Length` (at most `RequestReader.maximumKeptBodyBytes`
    /// of it); empty for a request without one.
    public internal(set) var body: Data = Data()
    /// The protocol of the request line, e.g. `HTTP/1.1`.
    public internal(set) var version = "HTTP/1.1"

    public init(method: String, path: String, queryItems: [QueryItem], headers: [String: String], target: String? = nil) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.target = target ?? path
    }

    /// The value of the first query item called `name`, or nil when there is none.
    public func queryValue(_ name: String) -> String? {
        queryItems.first(where: { $0.name == name })?.value
    }

    /// The value of the header field called `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
