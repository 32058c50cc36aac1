import Foundation
import Kittens
import Locking
import MVITesting
import Outbox
import XCTest

/// The favourites store as the convergence tests drive it: over a file and a server in memory,
/// not exhaustive, every job run by the test.
extension XCTestCase {
    /// A store over `persisted` (what the file kept), with the server reachable through `server`
    /// and its file in `file`; waits before a retry are recorded in `waits`, not slept.
    @MainActor func makeStore(
        _ persisted: PersistedFavourites = PersistedFavourites(), server: any FavouritesServer, file: InMemoryFavouritesWriter,
        waits: Locked<[Int]> = Locked([])
    ) -> TestStore<FavouritesExecutor, FavouritesReducer> {
        let store = TestStore(
            initialState: FavouritesState(persisted: persisted),
            executor: FavouritesExecutor(
                server: server, writes: FavouritesWrites(file), now: { FavouritesFixtures.created },
                wait: { seconds in waits.withLock { $0.append(seconds) } }),
            reducer: FavouritesReducer())
        store.exhaustivity = .off
        return store
    }

    /// Runs every job, those it starts too, until none is left but a wait before a retry when
    /// `leavingTheRetry` (the wait a failure that lasts keeps starting again).
    @MainActor func settle(
        _ store: TestStore<FavouritesExecutor, FavouritesReducer>, leavingTheRetry: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) async {
        for _ in 0..<500 {
            guard let job = store.runningJobs.first(where: { !leavingTheRetry || $0.key != OutboxJobs.favourites.retry }) else { return }
            await store.run(job: job.key)
        }
        XCTFail("jobs still running: \(store.runningJobs)", file: file, line: line)
    }

    /// The user favourites `imageID`.
    @MainActor func add(_ store: TestStore<FavouritesExecutor, FavouritesReducer>, _ imageID: String) {
        store.send(.add(imageID: imageID, url: FavouritesFixtures.url(imageID)))
    }
}
