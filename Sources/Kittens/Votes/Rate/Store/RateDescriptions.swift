/// Short descriptions for log lines: the pictures are counted, not listed.
extension RateState: CustomStringConvertible {
    public var description: String {
        "RateState(shown: \(shown?.id ?? "none"), waiting: \(queue.count), passed: \(passed.count), votes: \(votesGiven)"
            + "\(loadingPage.map { ", loading page \($0)" } ?? "")\(error.map { ", error: \($0)" } ?? "")"
            + "\(retryInSeconds.map { ", again in \($0) s" } ?? "")"
            + "\(canLoadMore ? "" : ", no more")\(showsMyVotes ? ", my votes" : "")\(filters == .none ? "" : ", filters: \(filters)"))"
    }
}

extension RateMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .loadStarted(let page): "loadStarted(page: \(page))"
        case .loaded(let page, let pictures, let entries, let isLastPage):
            "loaded(page: \(page), \(pictures.count) pictures of \(entries) entries, isLastPage: \(isLastPage))"
        case .loadFailed(let error): "loadFailed(\(error))"
        case .retryScheduled(let seconds): "retryScheduled(seconds: \(seconds))"
        case .loadAbandoned: "loadAbandoned"
        case .voted(let vote): "voted(\(vote))"
        case .skipped(let imageID): "skipped(\(imageID))"
        case .withdrawn(let vote): "withdrawn(\(vote))"
        case .filtersChanged(let filters): "filtersChanged(\(filters))"
        case .ratedElsewhere(let imageIDs): "ratedElsewhere(\(imageIDs.count) pictures)"
        case .votesNoLongerStanding(let votes): "votesNoLongerStanding(\(votes))"
        case .myVotesShown(let shows): "myVotesShown(\(shows))"
        }
    }
}

extension RateVote: CustomStringConvertible {
    public var description: String { "\(value) \(picture.id)" }
}
