import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// A `200 []` listing does not take a vote the server keeps when the only change of its picture
/// was an answered withdrawal of a second vote (a cast sent twice): the listing ends that
/// withdrawal, so the vote counts among the removals that must be confirmed. Found by
/// `VotesPropertyTests` (base seed 9, case seed 17626870259627881904).
final class VotesEmptyListingTests: XCTestCase {
    @MainActor
    func testAnEmptyListingDoesNotTakeAVoteWhoseSecondCopyWasWithdrawn() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("b"), .up), to: store)
        world.send(.cast(VotesFixtures.picture("a"), .down), to: store)
        // The up vote on b is made, but its answer is lost: it is sent again, and made twice.
        world.server.answerNext(.madeButLost)
        await store.run(job: OutboxJobs.votes.operation(1))
        await store.run(job: OutboxJobs.votes.operation(2))
        await store.run(job: OutboxJobs.votes.operation(1))
        XCTAssertEqual(world.server.valuesByImage["b"], [.up, .up])
        // A listing shows both; the second is withdrawn, and the withdrawal waits for a listing.
        await store.run(job: OutboxJobs.votes.sync)
        await store.run(job: OutboxJobs.votes.sync)
        await store.run(job: OutboxJobs.votes.operation(3))
        XCTAssertEqual(world.server.valuesByImage["b"], [.up])
        // A proxy answers that listing with `200 []` while the user changes the vote on a.
        world.server.answerNext(.emptyPage)
        await store.perform(job: OutboxJobs.votes.sync)
        world.send(.cast(VotesFixtures.picture("a"), .up), to: store)
        store.deliver(job: OutboxJobs.votes.sync)
        XCTAssertEqual(store.state.vote(on: "b")?.value, .up, "the server keeps the vote on b")
        XCTAssertNil(world.problem(store.state))

        world.heal()
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(store.state.vote(on: "b")?.value, .up)
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
