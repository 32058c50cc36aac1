internal import CSoup

/// Owns one reference to a `GUri` (not a GObject) and releases it once.
final class URIOwner: @unchecked Sendable {
    let uri: OpaquePointer

    init(taking uri: OpaquePointer) {
        self.uri = uri
    }

    deinit {
        g_uri_unref(uri)
    }

    /// Parses `text` as libsoup parses http and https URIs; nil when it cannot be parsed.
    static func parse(_ text: String) -> URIOwner? {
        g_uri_parse(text, kittens_soup_http_uri_flags(), nil).map(URIOwner.init(taking:))
    }

    /// `reference` resolved against this URI, as a `Location` header is; nil when it cannot be parsed.
    func resolving(_ reference: String) -> URIOwner? {
        g_uri_parse_relative(uri, reference, kittens_soup_http_uri_flags(), nil).map(URIOwner.init(taking:))
    }

    var origin: Origin? {
        guard let scheme = g_uri_get_scheme(uri), let host = g_uri_get_host(uri) else { return nil }
        return Origin(scheme: String(cString: scheme), host: String(cString: host), port: Int(g_uri_get_port(uri)))
    }
}
