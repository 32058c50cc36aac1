import CGLib
import FoundationEssentials
import CGtk
import GLibRuntime
import Kittens
import Localization

/// The Rate page in the window, as the Rate component sees it (`RateView`): a page beside the
/// pictures and the favourites (made when first shown), its keys (`RateShortcuts`), active only
/// while it shows a picture to rate, and a toast when a vote is withdrawn. "My Votes" on the page
/// shows the account's votes instead (`myVotes`, which the votes' component binds). Made and
/// kept by the window (`MainWindow.part`); holds it weakly.
@MainActor
public final class WindowRateView: RateView, WindowPart {
    private weak var window: MainWindow?
    public var onEvent: ((RateIntent) -> Void)?
    /// The model rendered last.
    public private(set) var model = RateModel()
    private(set) var page: RatePage?
    /// "My votes" on the page, as the votes' component sees it.
    public let myVotes: WindowMyVotesView
    /// The actions of the page's keys, enabled while the page shows and has what they act on.
    private var actions: [(action: OpaquePointer?, isEnabled: (RateModel) -> Bool)] = []

    init(window: MainWindow) {
        self.window = window
        myVotes = WindowMyVotesView(window: window)
        window.views.add(BrowseViews.Page(
            view: .rate, title: localized("Rate"), iconName: "emblem-favorite-symbolic",
            build: { [weak self] in self?.makePage() },
            selectedRow: { nil }))
        let canVote: (RateModel) -> Bool = { $0.canVote }
        actions = [
            (window.keys.install(.rateLike) { [weak self] in self?.onEvent?(.like) }, canVote),
            (window.keys.install(.rateNotForMe) { [weak self] in self?.onEvent?(.notForMe) }, canVote),
            (window.keys.install(.rateSkip) { [weak self] in self?.onEvent?(.skip) }, canVote),
            (window.keys.install(.rateUndo) { [weak self] in self?.onEvent?(.undoLastVote) }, { $0.canUndo }),
            (window.keys.addAction("rate-retry") { [weak self] in self?.onEvent?(.retry) }, { $0.placeholder != nil }),
        ]
        window.keys.addAction("rate-show-my-votes") { [weak self] in self?.showMyVotes() }
        for shortcut in WindowShortcut.myVotes { window.keys.declare(shortcut) }
        Signal.connect(window.views.stack, .notify("visible-child-name")) { [weak self] in
            guard let self else { return }
            self.updateActions()
            if self.isShown { self.onEvent?(.pageShown) }
        }
        updateActions()
    }

    /// Whether the Rate page is the one shown.
    var isShown: Bool { window?.views.visible == .rate }

    /// Shows the Rate page.
    public func show() {
        window?.views.show(.rate)
    }

    /// The picture whose texture the page shows; nil while it shows its status instead.
    public var shownPictureURL: URL? { page?.shownURL }

    /// Whether the picture shows and the next ones are decoded, ready to show at once.
    public var isReady: Bool {
        guard let page, let shown = model.picture, page.shownURL == shown.url, !model.upcoming.isEmpty else { return false }
        return model.upcoming.allSatisfy { url in
            if case .loaded = page.pictures.state(of: url) { true } else { false }
        }
    }

    /// Shows the Rate page with "My votes", the keyboard focus in the list (a toast's Details).
    public func showMyVotes() {
        guard let window else { return }
        if !window.views.isSwitchable {
            _ = gtk_widget_activate_action_variant(kittens_widget(window.window), "win.back", nil)
        }
        show()
        onEvent?(.showMyVotes(true))
        page?.myVotes.focusList()
    }

    private func makePage() {
        guard page == nil, let window else { return }
        let page = RatePage(thumbnails: window.thumbnails)
        self.page = page
        window.views.fill(.rate, with: page.widget)
        page.onShowMyVotes = { [weak self] shows in self?.onEvent?(.showMyVotes(shows)) }
        myVotes.attach(page.myVotes)
        page.render(model)
    }

    public func render(_ model: RateModel) {
        self.model = model
        page?.render(model)
        updateActions()
    }

    public func perform(_ effect: RateViewEffect) {
        switch effect {
        case .voteWithdrawn(let text): window?.toasts.show(text)
        }
    }

    /// The keys act only while the page shows, and only when there is something to act on:
    /// elsewhere the arrows and Space keep their usual work.
    private func updateActions() {
        let shown = isShown
        for (action, isEnabled) in actions {
            guard let action else { continue }
            g_simple_action_set_enabled(action, shown && isEnabled(model) ? 1 : 0)
        }
    }

    func detach() {
        onEvent = nil
        myVotes.detach()
        page?.detach()
    }
}

extension BrowseViews.View {
    /// The Rate page's.
    static let rate = BrowseViews.View(rawValue: "rate")
}
