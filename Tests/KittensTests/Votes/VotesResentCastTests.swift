import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// A withdrawn vote does not come back when its cast went twice (an answer lost, the cast sent
/// again) and a `200 []` listing then claims the server holds nothing: found by
/// `VotesPropertyTests` with `.change` in its world (case seed 7477058947930631894).
final class VotesResentCastTests: XCTestCase {
    @MainActor
    func testAWithdrawnVoteWhoseCastWentTwiceStaysWithdrawnAfterAnEmptyListing() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.cast(VotesFixtures.picture("a"), .up), to: store)
        world.send(.cast(VotesFixtures.picture("c"), .up), to: store)
        world.send(.withdraw(imageID: "c"), to: store)
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("a"), .down), to: store)
        // The up vote is made, but its answer is lost while a listing is read: it is sent
        // again, and the server holds it twice.
        world.server.answerNext(.madeButLost)
        await store.perform(job: OutboxJobs.votes.operation(1))
        await store.perform(job: OutboxJobs.votes.sync)
        store.deliver(job: OutboxJobs.votes.operation(1))
        await store.run(job: OutboxJobs.votes.retry)
        await store.run(job: OutboxJobs.votes.operation(1))
        XCTAssertEqual(world.server.valuesByImage["a"], [.up, .up])
        // The withdrawal before the down vote takes the one id the app knows; the user then
        // withdraws the vote on a, and a proxy answers the next listing with `200 []`.
        await store.perform(job: OutboxJobs.votes.operation(3))
        world.server.answerNext(.emptyPage)
        world.send(.withdraw(imageID: "a"), to: store)
        store.deliver(job: OutboxJobs.votes.operation(3))
        store.deliver(job: OutboxJobs.votes.sync)
        await store.run(job: OutboxJobs.votes.sync)
        XCTAssertNil(world.problem(store.state))

        world.heal()
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertNil(store.state.vote(on: "a"), "the user withdrew the vote on a")
        XCTAssertNil(world.server.valuesByImage["a"], "the server still holds a vote the user withdrew")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
