import Kittens
import Logging

/// A `KittenView` that passes everything to the window and logs, at debug level, the texts the
/// window starts showing: the empty state's title and hint and the error banner, in the language
/// shown. A launched app can be checked from outside through them (the German UI, for one).
@MainActor
final class ShownTextLog: KittenView {
    private let view: any KittenView
    private let logger: Logger
    private var shown: [String] = []

    init(view: any KittenView, logger: Logger) {
        self.view = view
        self.logger = logger
    }

    var onEvent: ((KittenIntent) -> Void)? {
        get { view.onEvent }
        set { view.onEvent = newValue }
    }

    func render(_ model: KittenModel) {
        view.render(model)
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

    func perform(_ effect: KittenViewEffect) {
        view.perform(effect)
    }
}
