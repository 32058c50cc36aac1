import Kittens

/// What the Rate page's store needs: the search for pictures, live (TheCatAPI's, the listing's
/// request over the session's one libsoup session) or replayed (nothing is asked).
struct RateDependencies {
    let pictures: any ListingDataSource

    @MainActor
    init(_ environment: SessionEnvironment) {
        if environment.isReplay {
            pictures = ReplayDataSource()
        } else {
            let client = ListingClient()
            environment.network.register(client)
            pictures = client
        }
    }
}
