import FoundationEssentials

/// Where a request goes, as browsers compare it: scheme, host and port. Only `http` and `https`.
public struct Origin: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lowercased.
    public let scheme: String
    /// The host, lowercased, without brackets for IPv6 addresses.
    public let host: String
    /// The port, the scheme's default when none was given.
    public let port: Int

    /// Nil unless `scheme` is `http` or `https` and `host` is not empty. A nil or negative `port`
    /// is the scheme's default.
    public init?(scheme: String, host: String, port: Int?) {
        let scheme = scheme.lowercased()
        guard scheme == "http" || scheme == "https", !host.isEmpty else { return nil }
        self.scheme = scheme
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        if let port, port >= 0 {
            self.port = port
        } else {
            self.port = scheme == "https" ? 443 : 80
        }
    }

    /// The origin of an absolute `http` or `https` URL.
    public init?(_ url: URL) {
        guard let scheme = url.scheme, let host = url.host(percentEncoded: false) else { return nil }
        self.init(scheme: scheme, host: host, port: url.port)
    }

    /// True for `https`.
    public var isSecure: Bool { scheme == "https" }

    public var description: String {
        let hostPart = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(hostPart):\(port)"
    }
}
