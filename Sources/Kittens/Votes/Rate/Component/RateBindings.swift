import MVI

extension Binder {
    /// The Rate page rates the pictures of the listing's search: each new choice of filters of
    /// `listingStore` reaches `rateStore` once (`RateIntent.useFilters`).
    public func bindRateFilters(of listingStore: any ListingStore, to rateStore: any RateStore) {
        var sent: ListingFilters?
        bind(statesOf: listingStore) { state in
            guard state.filters != sent else { return }
            sent = state.filters
            rateStore.accept(.useFilters(state.filters))
        }
    }
}

extension Binder {
    /// The votes given on the Rate page are kept and sent by `votesStore` (a vote or a change
    /// `VotesIntent.cast`, Ctrl+Z `VotesIntent.withdraw`), and a picture it holds a vote on,
    /// from this run or read from TheCatAPI, is not shown to rate again; a vote of the page's
    /// changed or withdrawn in My votes is not Ctrl+Z's any more (`RateIntent.rated`).
    public func bindVotes(of rateStore: any RateStore, to votesStore: any VotesStore) {
        bind(labelsOf: rateStore, to: votesStore) { label in
            switch label {
            case .voted(let vote): .cast(vote.picture, vote.value)
            case .withdrawn(let vote): .withdraw(imageID: vote.picture.id)
            }
        }
        var sent: [String: VoteValue] = [:]
        bind(statesOf: votesStore) { state in
            let rated = state.votesByPicture
            guard rated != sent else { return }
            sent = rated
            rateStore.accept(.rated(rated))
        }
    }
}
