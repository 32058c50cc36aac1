import Kittens
import KittensNetwork
import KittensSupport
import Locking

/// The breeds from TheCatAPI in a live run (`TheCatAPIClient`): the source is made over the
/// network's session when it connects, after the window's first frame. The breeds store starts only after
/// that; a load before it ends as cancelled, sending nothing.
final class BreedsClient: BreedDataSource, TheCatAPIClient {
    private let source = Locked<SoupBreedDataSource?>(nil)

    func loadBreeds() async -> BreedLoadResult {
        guard let source = source.withLock({ $0 }) else { return .cancelled }
        return await source.loadBreeds()
    }

    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        let made = SoupBreedDataSource(configuration: configuration, session: session)
        source.withLock { if $0 == nil { $0 = made } }
    }

    /// The breeds are asked for once the store starts, with the key of the connection.
    @MainActor func open() {}
    @MainActor func use(apiKey: APIKey?) {}
}
