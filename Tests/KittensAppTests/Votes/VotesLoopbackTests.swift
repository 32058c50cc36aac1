import Foundation
import Kittens
@testable import KittensApp
import KittensSupport
import MVI
import TestSupport
import XCTest

/// The votes store as the app makes it (`makeVotesStore`, `LiveVotesDataSource`, `votes.json`)
/// against a TheCatAPI that keeps votes as documented (`FakeTheCatAPI`), over libsoup on
/// 127.0.0.1: whatever happens on the way, the server ends holding exactly what the user chose.
final class VotesLoopbackTests: XCTestCase {
    private static let subID = "kittens-0123456789abcdef"
    private static let key = "good_key"

    private struct Run {
        let api: FakeTheCatAPI
        let base: TheCatAPIBase
        let source: LiveVotesDataSource
        let file: VotesFile
        let writes: VotesWrites
        let clock: ManualClock
        let store: any VotesStore

        /// Uses `key`, as `TheCatAPINetwork.keyChanged` does: the source first, then the store.
        @MainActor func useKey(_ key: String?) {
            source.use(apiKey: key.map { APIKey($0) })
            store.accept(.accountChanged(.of(base: base, subID: VotesLoopbackTests.subID, apiKey: key.map { APIKey($0) })))
        }

        @MainActor func cast(_ imageID: String, _ value: VoteValue) {
            store.accept(.cast(KittenImage(id: imageID, url: URL(string: "https://cdn2.thecatapi.com/images/\(imageID).jpg")!), value))
        }

        /// Nothing waits, nothing is on its way, no listing runs.
        @MainActor var isSettled: Bool {
            store.state.waitingChanges.isEmpty && store.state.sending.isEmpty && !store.state.isSyncing
        }

        /// The votes the server keeps for the key, per picture: 1 up, 0 down.
        var held: [String: [Int]] { api.voteValues(key: VotesLoopbackTests.key) }
    }

    @MainActor private func start(_ api: FakeTheCatAPI) throws -> Run {
        let base = try XCTUnwrap(TheCatAPIBase(url: api.url("/v1")))
        let source = LiveVotesDataSource(base: base, subID: Self.subID)
        let file = VotesFile(directory: try temporaryFolder())
        let writes = VotesWrites(file)
        let clock = ManualClock()
        let store = DefaultStoreFactory().makeVotesStore(stored: file.read(), server: source, writes: writes, clock: clock)
        return Run(api: api, base: base, source: source, file: file, writes: writes, clock: clock, store: store)
    }

    @MainActor func testAVoteItsChangeAndItsWithdrawalReachTheServer() async throws {
        let api = try FakeTheCatAPI(keys: [Self.key])
        defer { api.stop() }
        let run = try start(api)
        defer { run.store.dispose() }
        run.useKey(Self.key)
        run.cast("a", .up)
        await waitUntil("the vote reached the server") { run.held == ["a": [1]] && run.isSettled }
        run.cast("a", .down)
        await waitUntil("the change reached the server") { run.held == ["a": [0]] && run.isSettled }
        run.cast("b", .up)
        run.store.accept(.withdraw(imageID: "a"))
        await waitUntil("the withdrawal reached the server") { run.held == ["b": [1]] && run.isSettled }
        XCTAssertEqual(run.store.state.ratedImageIDs, ["b"])
        XCTAssertEqual(api.count("DELETE", "/v1/votes"), 2, "a change is a withdrawal and a new vote")
        run.writes.flush()
        XCTAssertEqual(run.file.read().persisted.votes.map(\.imageID), ["b"], "votes.json keeps what the user chose")
    }

    @MainActor func testAVoteMadeOfflineWaitsAndIsSentWhenTheNetworkComesBack() async throws {
        let api = try FakeTheCatAPI(keys: [Self.key])
        defer { api.stop() }
        let run = try start(api)
        defer { run.store.dispose() }
        run.useKey(Self.key)
        await waitUntil("the first listing is read") { run.isSettled && run.store.state.isAccountAccepted }
        api.dropsConnections = true
        run.cast("a", .down)
        await waitUntil("the vote waits") { run.store.state.serverProblem != nil && run.store.state.sending.isEmpty }
        XCTAssertEqual(run.store.state.ratedImageIDs, ["a"], "kept here meanwhile")
        XCTAssertEqual(run.held, [:])
        run.writes.flush()
        XCTAssertEqual(run.file.read().persisted.operations.map(\.imageID), ["a"], "the waiting vote is in votes.json")
        api.dropsConnections = false
        await waitUntil("a retry waits") { run.clock.pendingCount > 0 }
        run.clock.advance(by: .seconds(FavouritesRetry.maximumSeconds))
        await waitUntil("sent after the wait") { run.held == ["a": [0]] && run.isSettled }
        XCTAssertNil(run.store.state.serverProblem)
    }

    @MainActor func testAVoteMadeUnderARefusedKeyIsSentUnderTheKeyAcceptedNext() async throws {
        let api = try FakeTheCatAPI(keys: [Self.key])
        defer { api.stop() }
        let run = try start(api)
        defer { run.store.dispose() }
        run.cast("a", .up)
        run.useKey("mistyped_key")
        await waitUntil("the key is refused") { run.store.state.serverProblem == .keyRefused && run.store.state.sending.isEmpty }
        run.cast("b", .down)
        XCTAssertEqual(run.held, [:])
        XCTAssertEqual(run.store.state.waitingChanges.count, 2, "both wait for another key")
        run.useKey(Self.key)
        await waitUntil("sent under the accepted key") { run.held == ["a": [1], "b": [0]] && run.isSettled }
        XCTAssertTrue(run.store.state.isAccountAccepted)
        XCTAssertEqual(api.votes(key: Self.key).map(\.subID), [Self.subID, Self.subID], "under the app's sub_id")
    }

    @MainActor func testTwoHundredAndFiftyVotesAreListedOverThreePages() async throws {
        let api = try FakeTheCatAPI(keys: [Self.key])
        defer { api.stop() }
        api.seedVotes(key: Self.key, subID: Self.subID, imageIDs: (0..<250).map { "p\($0)" })
        let run = try start(api)
        defer { run.store.dispose() }
        run.useKey(Self.key)
        await waitUntil("every page is read") { run.store.state.votes.count == 250 && run.isSettled }
        XCTAssertEqual(api.count("GET", "/v1/votes"), 3)
        XCTAssertEqual(run.store.state.votes.first?.imageID, "p249", "newest first")
        XCTAssertEqual(run.store.state.votes.filter { $0.url != nil }.count, 125, "an entry without its picture is kept")
        run.store.accept(.withdraw(imageID: "p7"))
        run.cast("p8", .down)
        await waitUntil("the changes reached the server") { run.isSettled && run.store.state.vote(on: "p8")?.remoteID != nil }
        XCTAssertEqual(run.held.count, 249)
        XCTAssertNil(run.held["p7"])
        XCTAssertEqual(run.held["p8"], [0])
        XCTAssertEqual(run.store.state.votes.count, 249)
    }
}
