import MVI

extension Binder {
    /// The listing's filter offers the breeds of `breeds` (the breeds store, or a time travel
    /// over its recording): each new list, or a new reason it could not be refreshed, reaches
    /// `kittenStore` once, sorted (`KittenIntent.offerBreeds`).
    public func bindBreedFilter(of breeds: any StateSource<BreedsState>, to kittenStore: any KittenStore) {
        var sent: (breeds: [Breed], refreshError: KittenLoadError?)?
        bind(statesOf: breeds) { state in
            if let sent, sent.breeds == state.breeds, sent.refreshError == state.refreshError { return }
            sent = (state.breeds, state.refreshError)
            kittenStore.accept(.offerBreeds(OfferedBreeds(breeds: state.breeds, refreshError: state.refreshError)))
        }
    }
}
