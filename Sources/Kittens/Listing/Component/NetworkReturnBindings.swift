import MVI

extension Binder {
    /// Runs `consumer` each time the listing sees the computer's network come back
    /// (`ListingState.isOffline` turns false; the listing hears the network monitor), so that
    /// the other stores that load from TheCatAPI ask again for what failed for want of it.
    public func bindNetworkReturn(of listingStore: any ListingStore, _ consumer: @escaping () -> Void) {
        var wasOffline = false
        bind(statesOf: listingStore) { state in
            defer { wasOffline = state.isOffline }
            if wasOffline, !state.isOffline { consumer() }
        }
    }
}
