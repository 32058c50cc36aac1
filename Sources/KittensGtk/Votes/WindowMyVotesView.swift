import Kittens

/// "My votes" in the window, as the votes' component sees it (`MyVotesView`): the list on the
/// Rate page, once the page is made, and the votes store's notices as toasts (changes that wait
/// offer Details, which shows "My votes" with its status).
/// Made and kept by the Rate page's view (`WindowRateView.myVotes`); holds the window weakly.
@MainActor
public final class WindowMyVotesView: MyVotesView {
    private weak var window: MainWindow?
    /// Where a change or withdrawal of a vote goes.
    public var onEvent: ((VotesIntent) -> Void)?
    /// The model rendered last.
    public private(set) var model = MyVotesModel()
    /// The list, once the Rate page is made.
    private(set) var page: MyVotesPage?

    init(window: MainWindow) {
        self.window = window
    }

    /// The Rate page was made: its list shows the votes from now on.
    func attach(_ page: MyVotesPage) {
        self.page = page
        page.onEvent = { [weak self] intent in self?.onEvent?(intent) }
        page.render(model)
    }

    public func render(_ model: MyVotesModel) {
        self.model = model
        page?.render(model)
    }

    public func show(_ notice: OutboxNotice) {
        window?.toasts.show(notice, details: "win.rate-show-my-votes")
    }

    /// The window is being destroyed (the page stops its work with the Rate page).
    func detach() {
        onEvent = nil
    }
}
