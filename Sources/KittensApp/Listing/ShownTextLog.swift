import Kittens
import Logging

/// Logs, at debug level, the texts the window starts showing: the empty state's title and hint
/// and the error banner, in the language shown. A launched app can be checked from outside
/// through them (the German UI, for one).
@MainActor
final class ShownTextLog {
    private let logger: Logger
    private var shown: [String] = []

    init(logger: Logger) {
        self.logger = logger
    }

    /// The window rendered `model`.
    func rendered(_ model: ListingModel) {
        var texts: [String] = []
        switch model.placeholder {
        case .empty(let title, let hint)?, .failed(let title, let hint)?, .noMatches(let title, let hint)?: texts += [title, hint]
        case .loadingFirstPage?, nil: break
        }
        if let message = model.errorMessage { texts.append(message) }
        guard texts != shown else { return }
        shown = texts
        for text in texts { logger.debug("window shows: \(text)") }
    }
}
