/// Which redirects a download follows: at most `maxRedirects`, only to `http` or `https`, and
/// never from `https` down to `http`.
public struct RedirectPolicy: Sendable, Hashable {
    public let maxRedirects: Int

    public init(maxRedirects: Int) {
        self.maxRedirects = maxRedirects
    }

    /// Nil to follow a redirect from `from` to `target`, or why not. `target` is nil when the
    /// `Location` was missing or not an `http`/`https` URL; `followed` counts the redirects
    /// already followed for this download.
    public func refusal(from: Origin, to target: Origin?, followed: Int) -> DownloadError? {
        guard followed < maxRedirects else { return .tooManyRedirects }
        guard let target else { return .unusableRedirect }
        if from.isSecure && !target.isSecure { return .insecureRedirect }
        return nil
    }
}
