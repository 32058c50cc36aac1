import MVI

extension Binder {
    /// The listing's filter offers the breeds of `breeds` (the breeds store, or a time travel
    /// over its recording): a new list, a new reason it could not be refreshed, or a new wait
    /// before it is asked for again reaches `listingStore` once, the breeds sorted
    /// (`ListingIntent.offerBreeds`).
    public func bindBreedFilter(of breeds: any StateSource<BreedsState>, to listingStore: any ListingStore) {
        var sent: (breeds: [Breed], refreshError: ListingLoadError?, retryInSeconds: Int?)?
        bind(statesOf: breeds) { state in
            if let sent, sent.breeds == state.breeds, sent.refreshError == state.refreshError,
               sent.retryInSeconds == state.retryInSeconds { return }
            sent = (state.breeds, state.refreshError, state.retryInSeconds)
            listingStore.accept(.offerBreeds(
                OfferedBreeds(breeds: state.breeds, refreshError: state.refreshError, retryInSeconds: state.retryInSeconds)))
        }
    }
}
