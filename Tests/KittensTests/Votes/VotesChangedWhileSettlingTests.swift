import Foundation
import Kittens
import MVITesting
import Outbox
import XCTest

/// A withdrawal the server answered waits for a listing that shows it done; a vote on its
/// picture given while that listing is read waits behind it. The listing leaves the picture to
/// the user's change, so it must ask for the next one: without it, the vote waited for the next
/// Refresh (found by the Rate page's loopback test, once in a CI run).
final class VotesChangedWhileSettlingTests: XCTestCase {
    @MainActor func testAVoteGivenWhileTheListingThatSettlesAWithdrawalIsReadReachesTheServer() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        world.cast("a", .up)
        await world.settle()
        world.store.send(.withdraw(imageID: "a"))
        let withdrawal = try? XCTUnwrap(world.store.state.ledger.queue.operations.first)
        await world.store.run(job: OutboxJobs.votes.operation(withdrawal?.id ?? -1))
        XCTAssertEqual(world.server.valuesByImage, [:], "the server withdrew the vote")
        XCTAssertTrue(world.store.state.isSyncing, "a listing settles the withdrawal")

        world.cast("a", .down)
        await world.settle()

        XCTAssertEqual(world.server.valuesByImage, ["a": [.down]], "the vote given meanwhile reached the server")
        XCTAssertEqual(world.store.state.waitingChanges, [])
        XCTAssertEqual(world.shown, ["a": .down])
    }
}
