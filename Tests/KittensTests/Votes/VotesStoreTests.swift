import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import Outbox
import XCTest

/// What the votes store does: a vote is here at once, written to the file before anything is
/// sent, and reaches the server as favourites' changes do; the server ends holding what the
/// user chose.
final class VotesStoreTests: XCTestCase {
    @MainActor func testAVoteIsShownAtOnceWrittenThenSentAndLearnsItsServerID() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.cast("a", .up)
        XCTAssertEqual(world.store.state.votes.map(\.imageID), ["a"], "shown at once")
        XCTAssertEqual(world.store.state.ratedImageIDs, ["a"])
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]])
        XCTAssertEqual(world.server.changesTheFileLacks, [], "the file kept the vote before the server heard of it")
        XCTAssertNotNil(world.store.state.vote(on: "a")?.remoteID)
        XCTAssertEqual(world.store.state.waitingChanges, [])
        XCTAssertEqual(world.file.persisted?.votes.map(\.imageID), ["a"])
        XCTAssertEqual(world.file.persisted?.votes.first?.remoteID, world.store.state.vote(on: "a")?.remoteID)
    }

    @MainActor func testChangingAVoteWithdrawsTheOldOneThenCastsTheNew() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        world.cast("a", .up)
        await world.settle()
        world.cast("a", .down)
        XCTAssertEqual(world.shown, ["a": .down])
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["a": [.down]])
        let requests = world.server.requests.filter { !$0.hasPrefix("GET") }
        XCTAssertEqual(requests, ["POST a up", "DELETE 100", "POST a down"])
        XCTAssertEqual(world.store.state.waitingChanges, [])
    }

    @MainActor func testAWithdrawnVoteLeavesTheServerAndTheRatedPictures() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        world.cast("a", .up)
        world.cast("b", .down)
        await world.settle()
        world.store.send(.withdraw(imageID: "a"))
        XCTAssertEqual(world.store.state.ratedImageIDs, ["b"])
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["b": [.down]])
        XCTAssertEqual(world.store.state.waitingChanges, [], "the listing confirmed the withdrawal")
    }

    @MainActor func testAVoteMadeWithoutAKeyWaitsThenGoesToTheFirstKeyTheServerAccepts() async {
        let world = VotesStoreHarness()
        world.server.refuse(VotesFixtures.mistypedAccount)
        world.cast("a", .up)
        await world.settle()
        XCTAssertEqual(world.server.requests, [], "nothing is sent without a key")
        XCTAssertEqual(world.store.state.waitingChanges.count, 1)
        world.useKey(VotesFixtures.mistypedAccount)
        await world.settle()
        world.store.receiveLabel(.waiting(.keyRefused, changes: 1))
        XCTAssertEqual(world.store.state.serverProblem, .keyRefused)
        XCTAssertEqual(world.server.valuesByImage, [:])
        XCTAssertEqual(world.shown, ["a": .up], "the vote waits for another key")
        world.useKey(VotesFixtures.account)
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]])
        XCTAssertEqual(world.store.state.account, VotesFixtures.account)
        XCTAssertTrue(world.store.state.isAccountAccepted)
        XCTAssertEqual(world.store.state.waitingChanges, [])
    }

    @MainActor func testOfflineTheVoteWaitsAndIsSentAfterTheBackOff() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.server.answerNext(.failure(AccountRequestFailure(.unreachable)))
        world.cast("a", .up)
        await world.settle(leavingTheRetry: true)
        world.store.receiveLabel(.waiting(.unreachable(.unreachable), changes: 1))
        XCTAssertEqual(world.waits.withLock { $0 }, [], "the wait has not passed yet")
        XCTAssertEqual(world.store.runningJobs.map(\.key), [OutboxJobs.votes.retry])
        XCTAssertEqual(world.server.valuesByImage, [:])
        await world.settle()
        XCTAssertEqual(world.waits.withLock { $0 }, [FavouritesRetry.firstSeconds])
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]])
        XCTAssertNil(world.store.state.serverProblem)
    }

    @MainActor func testRetryAfterIsHonoured() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.server.answerNext(.failure(AccountRequestFailure(.httpStatus(429), retryAfterSeconds: 120)))
        world.cast("a", .up)
        await world.settle()
        XCTAssertEqual(world.waits.withLock { $0 }, [120])
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]])
    }

    @MainActor func testAVoteTheServerRefusesForGoodIsTakenBackWithWhy() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.server.answerNext(.failure(AccountRequestFailure(.httpStatus(400))))
        world.cast("a", .up)
        await world.settle()
        world.store.receiveLabel(.rolledBack(imageID: "a", error: .httpStatus(400)))
        XCTAssertEqual(world.shown, [:])
        XCTAssertEqual(VotesLabel.rolledBack(imageID: "a", error: .httpStatus(400)).message, "Vote refused (error 400)")
    }

    @MainActor func testACastWhoseAnswerWasLostIsKeptOnceByTheServer() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.server.answerNext(.madeButLost)
        world.cast("a", .up)
        await world.settle()
        XCTAssertEqual(world.server.requests.filter { $0.hasPrefix("POST") }.count, 2, "sent again: the server kept it twice")
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]], "the listing after the answer withdrew the other")
        XCTAssertEqual(world.store.state.resentCasts, [], "settled")
        XCTAssertEqual(world.store.state.vote(on: "a")?.remoteID, world.server.held.first?.remoteID)
    }

    @MainActor func testAWithdrawalAfterALostAnswerLeavesNoVoteOnTheServer() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.server.answerNext(.madeButLost)
        world.cast("a", .up)
        await world.settle(leavingTheRetry: true)
        world.store.send(.withdraw(imageID: "a"))
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, [:])
        XCTAssertEqual(world.shown, [:])
        XCTAssertEqual(world.store.state.waitingChanges, [])
    }

    @MainActor func testASyncReadsEveryPageAndShowsTheNewestFirst() async {
        let world = VotesStoreHarness()
        world.server.seed((0..<250).map { ("p\($0)", $0 % 2 == 0 ? .up : .down) })
        world.useKey(VotesFixtures.account)
        await world.settle()
        XCTAssertEqual(world.store.state.votes.count, 250)
        XCTAssertEqual(world.store.state.votes.first?.imageID, "p249", "newest first")
        XCTAssertEqual(world.store.state.votes.last?.imageID, "p0")
        XCTAssertEqual(world.server.requests, ["GET 0", "GET 1", "GET 2"])
    }

    @MainActor func testAVoteWithdrawnElsewhereGoesOnlyOnACompleteListing() async {
        let world = VotesStoreHarness()
        world.server.seed([("a", .up), ("b", .up), ("c", .up), ("d", .up)])
        world.useKey(VotesFixtures.account)
        await world.settle()
        let remoteID = try? XCTUnwrap(world.store.state.vote(on: "a")?.remoteID)
        _ = await world.server.withdrawVote(remoteID: remoteID ?? "")
        world.server.answerNext(.emptyPage)
        world.store.send(.sync)
        await world.settle()
        XCTAssertEqual(world.store.state.ratedImageIDs, ["b", "c", "d"], "`200 []` was confirmed by a second listing, which lists three")
    }

    @MainActor func testNothingIsSentWhileTheFileCannotBeWrittenAndAllIsSentOnceItCan() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.file.failWrites(28)
        world.cast("a", .up)
        await world.settle(leavingTheRetry: true)
        XCTAssertNotNil(world.store.state.saveProblem)
        XCTAssertEqual(world.server.valuesByImage, [:], "the server never hears of a vote the file does not keep")
        world.file.heal()
        await world.settle()
        XCTAssertNil(world.store.state.saveProblem)
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]])
    }

    @MainActor func testAVoteWaitingAtQuitIsSentAtTheNextStart() async {
        let server = InMemoryVotesServer()
        let file = InMemoryVotesWriter()
        let first = VotesStoreHarness(server: server, file: file)
        first.cast("a", .down)
        await first.settle()
        first.store.dispose()
        let second = VotesStoreHarness(server: server, file: file)
        XCTAssertEqual(second.shown, ["a": .down])
        second.useKey(VotesFixtures.account)
        await second.settle()
        XCTAssertEqual(server.valuesByImage, ["a": [.down]])
    }

    @MainActor func testAnotherAccountsVotesAreShelvedAndComeBackWithIt() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        world.cast("a", .up)
        await world.settle()
        world.useKey(FavouritesFixtures.otherAccount)
        await world.settle()
        XCTAssertEqual(world.shown, ["a": .up], "the server of the test is one for both keys: the listing shows it")
        world.useKey(VotesFixtures.account)
        await world.settle()
        XCTAssertEqual(world.shown, ["a": .up])
        XCTAssertEqual(world.store.state.otherAccounts.map(\.account), [FavouritesFixtures.otherAccount])
    }
}
