import FoundationEssentials
import MVI

/// Votes on and skips the picture shown, and keeps pictures waiting: when fewer than
/// `RateState.lowWater` wait, it asks the search (`ListingDataSource`, with the filters in use,
/// drawn at random unless they chose an order: `ListingFilters.drawnForRating`) for its next
/// page. A vote is a label for whoever keeps and sends votes.
public struct RateExecutor: Executor {
    public typealias State = RateState
    public typealias Message = RateMessage
    public typealias Label = RateLabel

    let pictures: any ListingDataSource

    public init(pictures: any ListingDataSource) {
        self.pictures = pictures
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
        case .rated(let imageIDs):
            let news = imageIDs.subtracting(scope.state.passed)
            guard !news.isEmpty else { return }
            scope.dispatch(.ratedElsewhere(news))
            if scope.state.hasAsked { keepPicturesWaiting(in: scope) }
        case .retry:
            guard !scope.state.isLoading else { return }
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

    private func load(in scope: some Scope) {
        let state = scope.state
        let (page, limit, filters, pictures) = (state.nextPage, state.pageSize, state.filters.drawnForRating, pictures)
        scope.dispatch(.loadStarted(page: page))
        scope.launch(.ratePictures, { await pictures.load(limit: limit, page: page, filters: filters) }, completion: { result in
            switch result {
            case .images(let images, let skipped, let totalCount, let drawnAtRandom):
                // As the listing's: entries left out still fill the page, a count says where the
                // end is, and a page drawn at random (10 pictures without a key, whatever the
                // limit) ends the search only when empty.
                let (before, overflow) = page.multipliedReportingOverflow(by: limit)
                let isLastPage = ListingExecutor.isLastPage(
                    received: images.count + skipped.total, pageSize: limit, totalCount: totalCount,
                    listedBefore: overflow ? .max : before, drawnAtRandom: drawnAtRandom)
                scope.dispatch(.loaded(page: page, images, isLastPage: isLastPage))
                // A page of pictures all rated before asks for the next at once.
                keepPicturesWaiting(in: scope)
            case .failure(let error):
                scope.dispatch(.loadFailed(error))
            case .cancelled:
                scope.dispatch(.loadAbandoned)
            }
        })
    }
}
