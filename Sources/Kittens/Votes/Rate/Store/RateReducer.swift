import MVI

/// Folds the Rate store's messages into its state. Pure.
public struct RateReducer: Reducer {
    public init() {}

    public func reduce(into state: inout RateState, _ message: RateMessage) {
        switch message {
        case .loadStarted(let page):
            state.loadingPage = page
            state.error = nil
            state.retryInSeconds = nil
        case .loaded(let page, let pictures, let entries, let isLastPage):
            guard state.loadingPage == page else { return }
            state.loadingPage = nil
            state.nextPage = page + 1
            let (answered, overflow) = state.answered.addingReportingOverflow(max(entries, 0))
            state.answered = overflow ? .max : answered
            let ids = pictures.map(\.id)
            state.pagesWithNothingNew = ids.contains { !state.listed.contains($0) } ? 0 : state.pagesWithNothingNew + 1
            state.listed.formUnion(ids)
            state.canLoadMore = !isLastPage && state.pagesWithNothingNew < RateState.maximumPagesWithNothingNew
            var queued = Set(state.queue.map(\.id))
            state.queue += pictures.filter { $0.url.isWebURL && !state.passed.contains($0.id) && queued.insert($0.id).inserted }
        case .loadFailed(let error):
            state.loadingPage = nil
            state.error = error
        case .retryScheduled(let seconds):
            state.retryInSeconds = min(max(seconds, 1), ListingBusyRetry.maximumSeconds)
        case .loadAbandoned:
            state.loadingPage = nil
        case .voted(let vote):
            state.pass(vote.picture.id)
            state.votes = Array((state.votes + [vote]).suffix(RateState.undoDepth))
            state.votesGiven += 1
        case .skipped(let imageID):
            state.pass(imageID)
        case .withdrawn(let vote):
            guard let index = state.votes.lastIndex(of: vote) else { return }
            state.votes.remove(at: index)
            state.votesGiven -= 1
            state.passed.remove(vote.picture.id)
            state.queue.removeAll { $0.id == vote.picture.id }
            state.queue.insert(vote.picture, at: 0)
        case .filtersChanged(let filters):
            state.filters = filters
            state.queue = []
            state.nextPage = 0
            state.answered = 0
            state.canLoadMore = true
            state.listed = []
            state.pagesWithNothingNew = 0
            state.loadingPage = nil
            state.error = nil
            state.retryInSeconds = nil
        case .ratedElsewhere(let imageIDs):
            state.passed.formUnion(imageIDs)
            state.queue.removeAll { imageIDs.contains($0.id) }
        case .votesNoLongerStanding(let votes):
            state.votes.removeAll { votes.contains($0) }
        case .myVotesShown(let shows):
            state.showsMyVotes = shows
        }
    }
}

extension RateState {
    /// `imageID` leaves the queue and is never queued again.
    fileprivate mutating func pass(_ imageID: String) {
        passed.insert(imageID)
        queue.removeAll { $0.id == imageID }
    }
}
