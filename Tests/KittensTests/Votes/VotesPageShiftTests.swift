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
        let store = world.makeStore()
        store.exhaustivity = .off
        store.send(world.sends(.accountChanged(VotesWorld.account), in: store.state))
        store.send(world.sends(.cast(VotesFixtures.picture("a"), .up), in: store.state))
        await store.runKeyedJobs()
        world.seedElsewhere(99)
        store.send(world.sends(.sync, in: store.state))
        await store.runKeyedJobs()
        store.send(world.sends(.cast(VotesFixtures.picture("b"), .down), in: store.state))
        await store.runKeyedJobs()
        XCTAssertEqual(world.server.held.map(\.imageID).last, "b", "b is the 101st vote: the first of page 1")
        XCTAssertEqual(store.state.votes.count, 101)

        world.server.omitCount(true)
        world.server.answerNext(.withdrawnElsewhereAfterFirstPage)
        store.send(world.sends(.sync, in: store.state))
        await store.run(job: OutboxJobs.votes.sync)
        XCTAssertEqual(world.server.held.count, 100, "e0 was withdrawn elsewhere")
        XCTAssertEqual(store.state.vote(on: "b")?.value, .down, "b is still at the server")
        XCTAssertNil(world.problem(store.state))

        await store.runKeyedJobs()
        XCTAssertNil(store.state.vote(on: "e0"), "the next listing lacks e0 too: it goes")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
