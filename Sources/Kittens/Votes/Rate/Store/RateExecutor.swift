import FoundationEssentials
import KittensSupport
import MVI

/// Votes on and skips the picture shown, and keeps pictures waiting: when fewer than
/// `RateState.lowWater` wait, it asks the search (`ListingDataSource`, with the filters in use,
/// drawn at random unless they chose an order: `ListingFilters.drawnForRating`) for its next
/// page. A vote is a label for whoever keeps and sends votes. When the server says it is busy,
/// the search asks again by itself once, after the wait it asked for (`ListingBusyRetry`, as
/// the listing's); a search that failed for want of a network asks again when it comes back.
public struct RateExecutor: Executor {
    public typealias State = RateState
    public typealias Message = RateMessage
    public typealias Label = RateLabel

    let pictures: any ListingDataSource
    let busyRetry: BusyServerRetry

    /// The wait before asking a busy server again is kept on `clock`.
    public init(pictures: any ListingDataSource, clock: any TimerClock = SystemClock()) {
        self.init(pictures: pictures, busyRetry: BusyServerRetry(clock: clock))
    }

    /// The executor whose try again after a busy answer is `busyRetry` (a test's may not wait).
    public init(pictures: any ListingDataSource, busyRetry: BusyServerRetry) {
        self.pictures = pictures
        self.busyRetry = busyRetry
    }

    public func execute(intent: RateIntent, in scope: some Scope) {
        switch intent {
        case .like: vote(.up, in: scope)
        case .notForMe: vote(.down, in: scope)
        case .skip:
            guard let shown = scope.state.shown else { return }
            scope.dispatch(.skipped(imageID: shown.id))
            keepPicturesWaiting(in: scope)
        case .undoLastVote:
            guard let vote = scope.state.votes.last else { return }
            scope.dispatch(.withdrawn(vote))
            scope.publish(.withdrawn(vote))
        case .useFilters(let filters):
            guard filters != scope.state.filters else { return }
            let hasAsked = scope.state.hasAsked
            scope.dispatch(.filtersChanged(filters))
            if hasAsked { load(in: scope) }
        case .rated(let votes):
            let gone = scope.state.votes.filter { votes[$0.picture.id] != $0.value }
            if !gone.isEmpty { scope.dispatch(.votesNoLongerStanding(gone)) }
            let news = Set(votes.keys).subtracting(scope.state.passed)
            guard !news.isEmpty else { return }
            scope.dispatch(.ratedElsewhere(news))
            if scope.state.hasAsked { keepPicturesWaiting(in: scope) }
        case .retry:
            guard !scope.state.isLoading else { return }
            load(in: scope)
        case .networkReturned:
            guard !scope.state.isLoading, scope.state.error?.isForWantOfANetwork == true else { return }
            load(in: scope)
        case .pageShown:
            keepPicturesWaiting(in: scope)
        case .showMyVotes(let shows):
            guard shows != scope.state.showsMyVotes else { return }
            scope.dispatch(.myVotesShown(shows))
        }
    }

    private func vote(_ value: VoteValue, in scope: some Scope) {
        guard let shown = scope.state.shown else { return }
        let vote = RateVote(picture: shown, value: value)
        scope.dispatch(.voted(vote))
        scope.publish(.voted(vote))
        keepPicturesWaiting(in: scope)
    }

    private func keepPicturesWaiting(in scope: some Scope) {
        let state = scope.state
        guard state.queue.count < RateState.lowWater, !state.isLoading, state.canLoadMore, state.error == nil else { return }
        load(in: scope)
    }

    /// Asks for the next page; `isAutomatic` when it is the one try again after a busy answer,
    /// which is not tried again a second time. Any other load cancels that try's wait.
    private func load(isAutomatic: Bool = false, in scope: some Scope) {
        if !isAutomatic { scope.cancel(.rateRetry) }
        let state = scope.state
        let (page, limit, filters, pictures) = (state.nextPage, state.pageSize, state.filters.drawnForRating, pictures)
        scope.dispatch(.loadStarted(page: page))
        scope.launch(.ratePictures, { await pictures.load(limit: limit, page: page, filters: filters) }, completion: { result in
            switch result {
            case .images(let images, let skipped, let totalCount, let drawnAtRandom):
                // As the listing's: entries left out still fill the page, a count says where the
                // end is, an empty page the count contradicts is a failure, not the end, and a
                // page drawn at random (10 pictures without a key, whatever the limit) ends the
                // search only when empty. The pages before came in the size the server answers,
                // which may be less than the limit: what they held says where this one starts.
                let received = images.count + skipped.total
                let before = scope.state.answered
                if let totalCount, ListingExecutor.isEmptyPageBeforeTheCount(
                    received: received, listedBefore: before, totalCount: totalCount, drawnAtRandom: drawnAtRandom) {
                    scope.dispatch(.loadFailed(.emptyPage(counted: totalCount)))
                    return
                }
                let isLastPage = ListingExecutor.isLastPage(
                    received: received, pageSize: limit, totalCount: totalCount, listedBefore: before, drawnAtRandom: drawnAtRandom)
                scope.dispatch(.loaded(page: page, images, entries: received, isLastPage: isLastPage))
                // A page of pictures all rated before asks for the next at once.
                keepPicturesWaiting(in: scope)
            case .failure(let error):
                scope.dispatch(.loadFailed(error))
                busyRetry.schedule(
                    after: error, wasAutomatic: isAutomatic, key: .rateRetry, in: scope, announce: { .retryScheduled(seconds: $0) }
                ) {
                    guard !scope.state.isLoading, scope.state.error != nil else { return }
                    load(isAutomatic: true, in: scope)
                }
            case .cancelled:
                scope.dispatch(.loadAbandoned)
            }
        })
    }
}
