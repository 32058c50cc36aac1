import Kittens
import Locking

/// The breeds store's data source, handed in with `provide` after the first frame (the libsoup
/// session is made then, as `DeferredDataSource`'s). The breeds store starts only after that;
/// a load before it ends as cancelled, sending nothing.
final class DeferredBreedDataSource: BreedDataSource {
    private let source = Locked<(any BreedDataSource)?>(nil)

    func loadBreeds() async -> BreedLoadResult {
        guard let source = source.withLock({ $0 }) else { return .cancelled }
        return await source.loadBreeds()
    }

    /// Sets the source. Only the first call counts.
    func provide(_ source: any BreedDataSource) {
        self.source.withLock { if $0 == nil { $0 = source } }
    }
}
