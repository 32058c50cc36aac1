import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// TheCatAPI pages by offset: a vote withdrawn elsewhere while a listing is read shifts the
/// pages after the first, and the first vote of the next page is on none. Without a count to
/// say so, the listing looks whole; the vote it missed stays.
final class VotesPageShiftTests: XCTestCase {
    @MainActor
    func testAVoteAPageShiftHidFromAListingWithoutACountStays() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("a"), .up), to: store)
        await store.runKeyedJobs()
        world.seedElsewhere(99)
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        world.send(.cast(VotesFixtures.picture("b"), .down), to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(world.server.held.map(\.imageID).last, "b", "b is the 101st vote: the first of page 1")
        XCTAssertEqual(store.state.votes.count, 101)

        world.server.omitCount(true)
        world.server.answerNext(.withdrawnElsewhereAfterFirstPage)
        world.send(.sync, to: store)
        await store.run(job: OutboxJobs.votes.sync)
        XCTAssertEqual(world.server.held.count, 100, "e0 was withdrawn elsewhere")
        XCTAssertEqual(store.state.vote(on: "b")?.value, .down, "b is still at the server")
        XCTAssertNil(world.problem(store.state))

        await store.runKeyedJobs()
        XCTAssertNil(store.state.vote(on: "e0"), "the next listing lacks e0 too: it goes")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
