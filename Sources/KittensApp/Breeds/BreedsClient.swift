import Kittens
import KittensNetwork
import Locking

/// The breeds from TheCatAPI in a live run (`TheCatAPIClient`): the libsoup source is made when
/// the network connects, after the window's first frame. The breeds store starts only after
/// that; a load before it ends as cancelled, sending nothing.
final class BreedsClient: BreedDataSource, TheCatAPIClient {
    private let source = Locked<SoupBreedDataSource?>(nil)

    func loadBreeds() async -> BreedLoadResult {
        guard let source = source.withLock({ $0 }) else { return .cancelled }
        return await source.loadBreeds()
    }

    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration) {
        let made = SoupBreedDataSource(configuration: configuration)
        source.withLock { if $0 == nil { $0 = made } }
    }
}
