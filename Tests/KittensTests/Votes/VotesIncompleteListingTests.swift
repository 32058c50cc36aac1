import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// A listing that is never complete (votes made elsewhere while every listing is read, so its
/// count moves) cannot settle a doubt a complete one would: the doubt waits for a later
/// Refresh, and listings are not asked for again and again meanwhile (every listing here
/// would answer incomplete).
final class VotesIncompleteListingTests: XCTestCase {
    @MainActor
    func testIncompleteListingsDoNotAskForListingsWithoutEnd() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.seedElsewhere(120)
        world.send(.accountChanged(VotesWorld.account), to: store)
        await store.runKeyedJobs()
        // The cast is made, but its answer is lost: it is sent again, and the server may hold
        // the picture's vote twice until a complete listing says.
        world.server.answerNext(.madeButLost)
        world.send(.cast(VotesFixtures.picture("a"), .up), to: store)
        await store.run(job: OutboxJobs.votes.operation(1))
        await store.run(job: OutboxJobs.votes.retry)
        await store.run(job: OutboxJobs.votes.operation(1))
        XCTAssertEqual(world.server.valuesByImage["a"], [.up, .up])

        let listingsBefore = world.server.requests.filter { $0 == "GET 0" }.count
        for _ in 0..<20 { world.server.answerNext(.countChangesAfterFirstPage, .countChangesAfterFirstPage) }
        await store.runKeyedJobs()
        let listings = world.server.requests.filter { $0 == "GET 0" }.count - listingsBefore
        XCTAssertLessThanOrEqual(listings, 2, "the listing the doubt asked for, and the one the withdrawal of the vote made twice asked for: \(world.server.requests)")
        XCTAssertEqual(store.state.vote(on: "a")?.value, .up)
        XCTAssertTrue(store.runningJobs.isEmpty, "nothing runs: \(store.runningJobs)")

        world.heal()
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(world.server.valuesByImage["a"], [.up], "a complete listing settles the doubt")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
