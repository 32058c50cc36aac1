import MVI

extension Binder {
    /// The listing's filter offers the breeds of `breeds` (the breeds store, or a time travel
    /// over its recording): each new list, or a new reason it could not be refreshed, reaches
    /// `listingStore` once, sorted (`ListingIntent.offerBreeds`).
    public func bindBreedFilter(of breeds: any StateSource<BreedsState>, to listingStore: any ListingStore) {
        var sent: (breeds: [Breed], refreshError: ListingLoadError?)?
        bind(statesOf: breeds) { state in
            if let sent, sent.breeds == state.breeds, sent.refreshError == state.refreshError { return }
            sent = (state.breeds, state.refreshError)
            listingStore.accept(.offerBreeds(OfferedBreeds(breeds: state.breeds, refreshError: state.refreshError)))
        }
    }
}
