import Kittens
import MVI
import MVITesting
import Outbox
import XCTest

/// A change of vote whose withdrawal the server refuses for good does not leave the picture
/// with two votes at the server: the new vote queued after the withdrawal is not sent, and what
/// the user sees follows the server. Found by `VotesPropertyTests` (base seed 12, case seed
/// 5792514282760139102).
final class VotesRefusedWithdrawalTests: XCTestCase {
    @MainActor
    func testAChangedVoteWhoseWithdrawalIsRefusedLeavesTheServerOneVote() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.cast(VotesFixtures.picture("c"), .up), to: store)
        world.send(.accountChanged(VotesWorld.account), to: store)
        await store.run(job: OutboxJobs.votes.sync)
        await store.run(job: OutboxJobs.votes.operation(1))
        XCTAssertEqual(world.server.valuesByImage["c"], [.up])
        // Changing the vote withdraws the up vote, then casts the down one; the withdrawal is
        // refused for good.
        world.send(.cast(VotesFixtures.picture("c"), .down), to: store)
        world.failNextRequest(AccountRequestFailure(.httpStatus(400)))
        await store.perform(job: OutboxJobs.votes.operation(2))
        store.deliver(job: OutboxJobs.votes.operation(2))
        store.receiveLabel(.rolledBack(imageID: "c", error: .httpStatus(400)))
        XCTAssertFalse(store.state.waitingChanges.contains { $0.imageID == "c" }, "the down vote would be the picture's second")
        XCTAssertNil(world.problem(store.state))

        world.heal()
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(world.server.valuesByImage["c"], [.up], "the server holds one vote of c")
        XCTAssertEqual(store.state.vote(on: "c")?.value, .up, "the user sees the vote the server kept")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }

    /// The vote cast again before the listing the refusal asked shows the server's vote may be
    /// the picture's second: the listing after its answer withdraws the other. Found by
    /// `VotesPropertyTests` (base seed 3, case seed 16325376392609502652).
    @MainActor
    func testAVoteCastAgainAfterARefusedWithdrawalLeavesTheServerOneVote() async {
        let world = VotesWorld()
        let store = await refuseTheChangeOfADownVoteOnC(in: world)
        // Before that listing, the user votes up again: the server still holds the down vote.
        world.send(.cast(VotesFixtures.picture("c"), .up), to: store)
        await store.run(job: OutboxJobs.votes.sync)
        await settleAndCheckTheServerHoldsOnlyTheUpVoteOnC(world, store)
    }

    /// As above, with the app quit and started again between the refusal and the new vote, and
    /// a server that lists the newest vote first with times that tie (votes of one second).
    @MainActor
    func testAVoteCastAgainAfterARefusedWithdrawalAndARestartLeavesTheServerOneVote() async {
        let world = VotesWorld()
        world.server.listNewestFirstInOneSecond(true)
        await refuseTheChangeOfADownVoteOnC(in: world).dispose()

        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("c"), .up), to: store)
        await store.run(job: OutboxJobs.votes.operation(4))
        XCTAssertEqual(world.server.valuesByImage["c"], [.down, .up])
        await settleAndCheckTheServerHoldsOnlyTheUpVoteOnC(world, store)
    }

    /// The user votes down on c, then changes the vote to up; the server refuses the withdrawal
    /// of the down vote for good, and the store waits for a listing to show what it keeps.
    @MainActor
    private func refuseTheChangeOfADownVoteOnC(in world: VotesWorld) async -> TestStore<VotesExecutor, VotesReducer> {
        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("c"), .down), to: store)
        await store.run(job: OutboxJobs.votes.operation(1))
        world.send(.cast(VotesFixtures.picture("c"), .up), to: store)
        world.failNextRequest(AccountRequestFailure(.httpStatus(400)))
        await store.run(job: OutboxJobs.votes.operation(2))
        XCTAssertNil(store.state.vote(on: "c"), "the change was refused; a listing shows what the server keeps")
        return store
    }

    @MainActor
    private func settleAndCheckTheServerHoldsOnlyTheUpVoteOnC(_ world: VotesWorld, _ store: TestStore<VotesExecutor, VotesReducer>) async {
        world.heal()
        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(world.server.valuesByImage["c"], [.up], "the server holds one vote of c, the user's")
        XCTAssertEqual(store.state.vote(on: "c")?.value, .up)
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }

    /// A withdrawal of a picture's second vote (a cast sent twice) that the server refuses for
    /// good is not sent again by itself: the server would refuse it again, in an endless round
    /// of listings and refusals. The user keeps the vote; the next Refresh tries once more.
    @MainActor
    func testARefusedWithdrawalOfASecondVoteIsNotSentAgainByItself() async {
        let world = VotesWorld()
        let store = world.makeLooseStore()
        world.send(.accountChanged(VotesWorld.account), to: store)
        world.send(.cast(VotesFixtures.picture("b"), .up), to: store)
        world.send(.cast(VotesFixtures.picture("a"), .down), to: store)
        world.server.answerNext(.madeButLost)
        await store.run(job: OutboxJobs.votes.operation(1))
        await store.run(job: OutboxJobs.votes.operation(2))
        await store.run(job: OutboxJobs.votes.operation(1))
        await store.run(job: OutboxJobs.votes.sync)
        await store.run(job: OutboxJobs.votes.sync)
        XCTAssertEqual(store.state.waitingChanges.map(\.kind), [.withdraw], "the listing withdraws b's second vote")
        world.failNextRequest(AccountRequestFailure(.httpStatus(400)))
        await store.run(job: OutboxJobs.votes.operation(3))
        store.receiveLabel(.rolledBack(imageID: "b", error: .httpStatus(400)))
        let refusedAt = world.server.requests.count
        await store.runKeyedJobs()
        XCTAssertFalse(world.server.requests.dropFirst(refusedAt).contains { $0.hasPrefix("DELETE") }, "sent again by itself")
        XCTAssertEqual(store.state.vote(on: "b")?.value, .up)

        world.send(.sync, to: store)
        await store.runKeyedJobs()
        XCTAssertEqual(world.server.valuesByImage["b"], [.up], "Refresh tries once more")
        XCTAssertNil(world.problem(store.state) ?? world.settledProblem(store.state))
    }
}
