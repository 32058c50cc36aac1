import Localization

extension RateModel {
    /// The one place where the Rate store's state becomes what the page shows.
    public init(_ state: RateState) {
        let shown = state.shown
        self.init(
            picture: shown.map { RatePicture(id: $0.id, url: $0.url, breedName: $0.breed?.name) },
            upcoming: state.queue.dropFirst().prefix(Self.lookAhead).map(\.url),
            count: Self.count(state.votesGiven),
            canVote: shown != nil && !state.showsMyVotes,
            canUndo: !state.votes.isEmpty && !state.showsMyVotes,
            placeholder: shown != nil ? nil : Self.placeholder(for: state),
            showsMyVotes: state.showsMyVotes)
    }

    private static func placeholder(for state: RateState) -> RatePlaceholder {
        if let seconds = state.retryInSeconds { return .failed(ListingBusyRetry.waitMessage(seconds: seconds)) }
        if let error = state.error { return .failed(error.message) }
        if state.isLoading || state.canLoadMore { return .loading }
        return .noMore
    }
}

extension RateViewEffect {
    /// What the page says of `label`; nil when it says nothing (a vote shows by itself).
    init?(_ label: RateLabel) {
        switch label {
        case .voted: return nil
        case .withdrawn(let vote):
            self = .voteWithdrawn(localized("Vote withdrawn: {picture}", ["picture": PictureRow.pictureLabel(forImage: vote.picture.id, breed: vote.picture.breed?.name)]))
        }
    }
}
