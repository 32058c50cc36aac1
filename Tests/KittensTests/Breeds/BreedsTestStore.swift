import Foundation
import Kittens
import KittensSupport
import Locking
import MVI
import MVITesting

typealias BreedsTestStore = TestStore<BreedsExecutor, BreedsReducer>

/// The clock of the breeds tests: 2026-01-10, noon.
let breedsNow = Date(timeIntervalSince1970: 1_768_046_400)

/// A test store of the breeds feature as the app makes it; its jobs reach `dataSource` and
/// `cache` only when the test runs them.
@MainActor
func makeBreedsTestStore(
    dataSource: any BreedDataSource = AnsweringBreedSource(.failure(.unreachable)),
    cache: any BreedCache = MemoryBreedCache(),
    file: StaticString = #filePath,
    line: UInt = #line
) -> BreedsTestStore {
    TestStore(
        initialState: BreedsState(),
        bootstrapper: ActionsBootstrapper(BreedsAction.loadCache),
        executor: BreedsExecutor(dataSource: dataSource, cache: cache, now: { breedsNow }),
        reducer: BreedsReducer(),
        file: file,
        line: line)
}

extension TestStore where E == BreedsExecutor, R == BreedsReducer {
    /// Receives the refresh that brought `breeds` at `breedsNow` over a failure, and the cache
    /// write of them that succeeded.
    func receiveRefreshed(_ breeds: [Breed], file: StaticString = #filePath, line: UInt = #line) {
        receive(.refreshed(breeds, at: breedsNow), {
            $0.isRefreshing = false
            $0.breeds = breeds
            $0.fetchedAt = breedsNow
            $0.refreshError = nil
        }, file: file, line: line)
        complete(job: .breedsCacheWrite, with: String?.none, file: file, line: line)
        receive(.cacheWritten(failure: nil), file: file, line: line)
    }
}

/// A data source that always gives `result`.
struct AnsweringBreedSource: BreedDataSource {
    let result: BreedLoadResult
    init(_ result: BreedLoadResult) { self.result = result }
    func loadBreeds() async -> BreedLoadResult { result }
}

/// A cache in memory, or one whose writes fail.
final class MemoryBreedCache: BreedCache {
    private let kept: Locked<CachedBreeds?>
    private let failure: FileWriteFailure?

    init(_ cached: CachedBreeds? = nil, failing failure: FileWriteFailure? = nil) {
        kept = Locked(cached)
        self.failure = failure
    }

    var cached: CachedBreeds? { kept.withLock { $0 } }

    func read() -> CachedBreeds? { kept.withLock { $0 } }

    func write(_ cached: CachedBreeds) throws(FileWriteFailure) {
        if let failure { throw failure }
        kept.withLock { $0 = cached }
    }
}
