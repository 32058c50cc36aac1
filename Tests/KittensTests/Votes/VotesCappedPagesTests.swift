import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// A server (or a proxy) that answers fewer votes a page than asked for, and pages by that:
/// its short page is not the last.
final class VotesCappedPagesTests: XCTestCase {
    @MainActor
    func testWithoutACountNoVotePastAShortPageGoes() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("a"), .up), to: store)
        await store.runKeyedJobs()
        world.seedElsewhere(59)
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(store.state.votes.count, 60)

        world.server.omitCount(true)
        world.server.capPageSize(25)
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(store.state.votes.count, 60, "a page of 25 of the 100 asked for is not the last")
        XCTAssertEqual(store.state.vote(on: "a")?.value, .up)
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }

    @MainActor
    func testWithACountThePagesAreReadUntilItIsReached() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        await store.runKeyedJobs()
        world.server.capPageSize(25)
        world.seedElsewhere(60)
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(store.state.votes.count, 60, "every vote made elsewhere, over three pages of 25")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
