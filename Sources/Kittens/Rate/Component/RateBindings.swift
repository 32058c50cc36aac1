import MVI

extension Binder {
    /// The Rate page rates the pictures of the listing's search: each new choice of filters of
    /// `kittenStore` reaches `rateStore` once (`RateIntent.useFilters`).
    public func bindRateFilters(of kittenStore: any KittenStore, to rateStore: any RateStore) {
        var sent: KittenFilters?
        bind(statesOf: kittenStore) { state in
            guard state.filters != sent else { return }
            sent = state.filters
            rateStore.accept(.useFilters(state.filters))
        }
    }
}
