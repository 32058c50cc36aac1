import FoundationEssentials

/// The root of TheCatAPI, `https://api.thecatapi.com/v1` by default, and the URLs of its
/// endpoints under it: pictures at `{base}/images/search`, breeds at `{base}/breeds`,
/// favourites at `{base}/favourites`.
///
/// The base's own query items (say, `?api_key=…`) are kept on every endpoint; its fragment is
/// dropped, and so are trailing slashes of its path.
public struct TheCatAPIBase: Sendable, Hashable, CustomStringConvertible {
    /// TheCatAPI's public base.
    public static let standard = TheCatAPIBase(URL(string: "https://api.thecatapi.com/v1")!)

    /// The path the picture search adds to the base.
    public static let searchPath = "images/search"

    /// The base, as normalized: no fragment, no trailing slash.
    public let url: URL

    /// The base `url` names; nil when `url` cannot be split into parts (never for a web URL).
    public init?(url: URL) {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        components.fragment = nil
        components.percentEncodedPath = Self.trimmingSlashes(components.percentEncodedPath)
        guard let normalized = components.url else { return nil }
        self.url = normalized
    }

    private init(_ url: URL) { self.url = url }

    /// The base a picture search URL (`--endpoint`) implies: the URL without its query and
    /// fragment, and without a trailing `images/search`. An endpoint whose path does not end in
    /// `images/search` is taken as the base itself (without its query).
    public init?(searchEndpoint: URL) {
        guard var components = URLComponents(url: searchEndpoint, resolvingAgainstBaseURL: true) else { return nil }
        components.query = nil
        components.fragment = nil
        var path = Self.trimmingSlashes(components.percentEncodedPath)
        if path.lowercased().hasSuffix("/" + Self.searchPath) || path.lowercased() == Self.searchPath {
            path = Self.trimmingSlashes(String(path.dropLast(Self.searchPath.count)))
        }
        components.percentEncodedPath = path
        guard let base = components.url else { return nil }
        self.url = base
    }

    /// `{base}/images/search`: one page of pictures.
    public var imagesSearch: URL { appending(Self.searchPath) }
    /// `{base}/breeds`: every breed.
    public var breeds: URL { appending("breeds") }
    /// `{base}/favourites`: the favourites of the key's account.
    public var favourites: URL { appending("favourites") }

    /// `{base}/{path}`, the base's query kept; `path` is already percent-encoded.
    public func appending(_ path: String) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        components.percentEncodedPath += "/" + path
        return components.url ?? url
    }

    public var description: String { url.absoluteString }

    /// The server and path of the base, without its query and without a `user:password@`: what
    /// names the base in a file (a key given in the base's query never goes in one).
    public var server: String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "" }
        components.query = nil
        components.user = nil
        components.password = nil
        return components.url?.absoluteString ?? ""
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
