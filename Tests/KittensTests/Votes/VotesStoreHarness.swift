import Foundation
import Kittens
import Locking
import MVITesting
import Outbox
import XCTest

/// The votes tests' pictures, times and accounts (the favourites' accounts: one for both).
enum VotesFixtures {
    static let created = Date(timeIntervalSince1970: 1_700_000_000)
    static let account = FavouritesFixtures.account
    static let mistypedAccount = FavouritesFixtures.mistypedAccount

    static func picture(_ imageID: String) -> KittenImage {
        KittenImage(id: imageID, url: FavouritesFixtures.url(imageID))
    }
}

/// The votes store as the tests drive it: over a file and a server in memory, not exhaustive,
/// every job run by the test.
@MainActor
struct VotesStoreHarness {
    let server: InMemoryVotesServer
    let file: InMemoryVotesWriter
    let writes: VotesWrites
    let store: TestStore<VotesExecutor, VotesReducer>
    /// The waits before a retry, in seconds, in order: recorded, not slept.
    let waits = Locked<[Int]>([])

    init(server: InMemoryVotesServer = InMemoryVotesServer(), file: InMemoryVotesWriter = InMemoryVotesWriter()) {
        self.server = server
        self.file = file
        writes = VotesWrites(file)
        let waits = waits
        server.watchFile { [file] change in file.everKept(change) }
        store = TestStore(
            initialState: VotesState(persisted: file.persisted ?? PersistedVotes()),
            executor: VotesExecutor(
                server: server, writes: writes, now: { VotesFixtures.created }, wait: { seconds in waits.withLock { $0.append(seconds) } }),
            reducer: VotesReducer())
        store.exhaustivity = .off
    }

    func cast(_ imageID: String, _ value: VoteValue) {
        store.send(.cast(VotesFixtures.picture(imageID), value))
    }

    /// Uses `account`'s key: the server hears it first, as the app's data source swaps keys.
    func useKey(_ account: TheCatAPIAccount?) {
        server.use(account)
        store.send(.accountChanged(account))
    }

    /// Runs every job, those it starts too, until none is left but a wait before a retry when
    /// `leavingTheRetry`.
    func settle(leavingTheRetry: Bool = false, file: StaticString = #filePath, line: UInt = #line) async {
        for _ in 0..<2000 {
            guard let job = store.runningJobs.first(where: { !leavingTheRetry || $0.key != OutboxJobs.votes.retry }) else {
                writes.flush()
                return
            }
            await store.run(job: job.key)
        }
        XCTFail("jobs still running: \(store.runningJobs)", file: file, line: line)
    }

    /// Each picture's value as the user sees it.
    var shown: [String: VoteValue] {
        Dictionary(uniqueKeysWithValues: store.state.votes.map { ($0.imageID, $0.value) })
    }
}
