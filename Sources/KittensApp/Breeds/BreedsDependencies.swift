import Glibc
import Kittens
import KittensSupport
import KittensNetwork

/// What the breeds store is made with. Live: TheCatAPI's breeds through the session's network,
/// cached in `breeds.json`; in a replay, none are asked for, read or written.
@MainActor
struct BreedsDependencies {
    let source: any BreedDataSource
    let cache: any BreedCache

    init(_ environment: SessionEnvironment) {
        guard !environment.isReplay else {
            source = ReplayBreedDataSource()
            cache = ReplayBreedCache()
            return
        }
        let client = BreedsClient()
        environment.network.register(client)
        source = client
        cache = BreedsFile(base: environment.configuration.apiBase)
    }
}

/// The breeds of a replay: none are asked for (the replayed filter shows the recorded ones).
struct ReplayBreedDataSource: BreedDataSource {
    func loadBreeds() async -> BreedLoadResult { .cancelled }
}

/// The breeds cache of a replay: nothing is read or written.
struct ReplayBreedCache: BreedCache {
    func read() -> CachedBreeds? { nil }
    func write(_ cached: CachedBreeds) throws(FileWriteFailure) {
        throw FileWriteFailure(step: .write, errno: EROFS)
    }
}
