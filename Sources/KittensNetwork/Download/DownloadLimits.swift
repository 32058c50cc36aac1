/// What one download may cost: bytes, time and redirects.
public struct DownloadLimits: Sendable, Hashable {
    /// However many redirects are configured, no download follows more than this.
    public static let redirectCeiling = 20

    /// Larger bodies fail with `.tooLarge`: refused from `Content-Length` before reading, and
    /// stopped while reading as soon as more has arrived. Counts decoded bytes.
    public var maxBodyBytes: Int
    /// The download fails with `.timeout(.idle)` once nothing arrived for this long.
    public var idleTimeout: Duration
    /// The download fails with `.timeout(.deadline)` once it took this long in all.
    public var totalDeadline: Duration
    /// Redirects followed before failing with `.tooManyRedirects`, at most `redirectCeiling`.
    public var maxRedirects: Int

    public init(
        maxBodyBytes: Int,
        idleTimeout: Duration = .seconds(15),
        totalDeadline: Duration = .seconds(30),
        maxRedirects: Int = 5
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.totalDeadline = totalDeadline
        self.maxRedirects = maxRedirects
    }

    /// `maxRedirects` within 0...`redirectCeiling`.
    var effectiveMaxRedirects: Int {
        min(max(maxRedirects, 0), Self.redirectCeiling)
    }
}

extension Duration {
    /// `seconds` as a duration: 0 for negative values or NaN, and at most about 30 years. For
    /// settings given in seconds (`TimeInterval`), which a download's limits take as durations.
    public static func seconds(clamping seconds: Double) -> Duration {
        guard seconds > 0 else { return .zero }
        return .seconds(min(seconds, 1e9))
    }
}
