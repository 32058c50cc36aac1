import FoundationEssentials

/// One request: a method, a URL, header fields (each with the hops it may travel on) and, for
/// POST, a body. Only GET follows redirects; another method's redirect is its answer.
public struct DownloadRequest: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// Where a header field may go when the server redirects.
    public enum Scope: Sendable, Hashable {
        /// On every request, redirects included.
        case everyHop
        /// Only on requests to the origin (scheme, host, port) of the first URL. Meant for
        /// secrets such as an API key, which never follow a redirect to another host, another
        /// port or another scheme; its value is never printed.
        case originOnly
    }

    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String
        public var scope: Scope

        public init(name: String, value: String, scope: Scope = .everyHop) {
            self.name = name
            self.value = value
            self.scope = scope
        }

        /// False for a name that is empty or holds blanks, colons or control characters, or a
        /// value with a line break or NUL: such a field could split the request, and is not sent.
        public var isWellFormed: Bool {
            !name.isEmpty
                && !name.unicodeScalars.contains { $0 == ":" || $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
                && !value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
        }
    }

    /// The HTTP methods Kittens sends.
    public enum Method: String, Sendable, Hashable {
        case get = "GET"
        case post = "POST"
        case delete = "DELETE"
    }

    /// A request body and its `Content-Type`.
    public struct Body: Sendable, Hashable {
        public var contentType: String
        public var bytes: Data

        /// A JSON body (`application/json`).
        public static func json(_ bytes: Data) -> Body {
            Body(contentType: "application/json", bytes: bytes)
        }
    }

    public var method: Method
    public var url: URL
    /// Sent in this order; fields that are not `isWellFormed` are left out.
    public var headers: [Header]
    /// Sent with the first hop only (only GET follows redirects, and GET sends none).
    public var body: Body?

    public init(method: Method = .get, url: URL, headers: [Header] = [], body: Body? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// Whether a redirect answer is followed: only for GET, so that a POST or DELETE is never
    /// sent again to another address.
    public var followsRedirects: Bool { method == .get }

    /// The header fields of a request to `origin` during a download that began at `original`.
    public func headers(to origin: Origin, startedAt original: Origin) -> [Header] {
        headers.filter { $0.isWellFormed && ($0.scope == .everyHop || origin == original) }
    }

    /// `<METHOD> <url>` and the header fields, with the values of origin-only fields redacted:
    /// safe for a log line. A body is described by its size only.
    public var description: String {
        let fields = headers.map { header in
            "\(header.name): \(header.scope == .originOnly ? "<redacted>" : header.value)"
        }
        let body = body.map { ["body: \($0.bytes.count) bytes of \($0.contentType)"] } ?? []
        return (["\(method.rawValue) \(url.absoluteString)"] + fields + body).joined(separator: ", ")
    }

    public var debugDescription: String { description }

    /// `dump` and debuggers see the redacted fields too.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": url, "headers": description], displayStyle: .struct)
    }
}
