import Foundation
import Kittens
import XCTest

/// The votes on the generic outbox: what reaches the server is what the user last chose.
final class VotesLedgerTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func vote(_ imageID: String, _ value: VoteValue) -> Vote {
        Vote(imageID: imageID, value: value, created: now)
    }

    /// Sends what is ready and answers it: casts get ids from 100.
    private func deliverAll(_ ledger: inout VotesLedger, nextRemoteID: inout Int) {
        while let operation = ledger.queue.readyToSend(limit: 4).first {
            ledger.queue.markSent(operation.id)
            switch operation.kind {
            case .cast:
                ledger.castAnswered(operation.id, remoteID: String(nextRemoteID))
                nextRemoteID += 1
            case .withdraw:
                ledger.withdrawAnswered(operation.id)
            }
        }
    }

    func testAVoteIsCastAndLearnsItsServerID() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        XCTAssertEqual(ledger.queue.operations.map(\.kind), [.cast(.up)])
        var remoteID = 100
        deliverAll(&ledger, nextRemoteID: &remoteID)
        XCTAssertEqual(ledger.vote(on: "a")?.remoteID, "100")
        XCTAssertEqual(ledger.queue.operations, [])
    }

    func testTheSameVoteAgainChangesNothing() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        ledger.userVoted(vote("a", .up))
        XCTAssertEqual(ledger.queue.operations.count, 1)
        XCTAssertEqual(ledger.votes.count, 1)
    }

    func testChangingAVoteNeverSentReplacesIt() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        ledger.userVoted(vote("a", .down))
        XCTAssertEqual(ledger.queue.operations.map(\.kind), [.cast(.down)])
        XCTAssertEqual(ledger.votes.map(\.value), [.down])
    }

    func testChangingAVoteTheServerKeepsWithdrawsItThenCastsTheNewOne() {
        var ledger = VotesLedger()
        var remoteID = 100
        ledger.userVoted(vote("a", .up))
        deliverAll(&ledger, nextRemoteID: &remoteID)
        ledger.userVoted(vote("a", .down))
        XCTAssertEqual(ledger.queue.operations.map(\.kind), [.withdraw, .cast(.down)])
        XCTAssertEqual(ledger.queue.operations.first?.remoteID, "100")
        XCTAssertEqual(ledger.queue.readyToSend(limit: 4).map(\.kind), [.withdraw], "one at a time per picture")
        deliverAll(&ledger, nextRemoteID: &remoteID)
        XCTAssertEqual(ledger.vote(on: "a"), Vote(imageID: "a", value: .down, remoteID: "101", created: now))
    }

    func testAWithdrawalWaitsForTheIdOfTheCastOnItsWay() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        let cast = ledger.queue.operations[0]
        ledger.queue.markSent(cast.id)
        ledger.userWithdrew("a")
        XCTAssertEqual(ledger.queue.operations.map(\.kind), [.cast(.up), .withdraw])
        XCTAssertEqual(ledger.queue.readyToSend(limit: 4), [])
        ledger.castAnswered(cast.id, remoteID: "77")
        XCTAssertEqual(ledger.queue.readyToSend(limit: 4).map(\.remoteID), ["77"])
        XCTAssertNil(ledger.vote(on: "a"))
    }

    func testWithdrawingAVoteNeverSentSendsNothing() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        ledger.userWithdrew("a")
        XCTAssertEqual(ledger.queue.operations, [])
        XCTAssertEqual(ledger.votes, [])
    }

    func testAVoteChangedWhileTheOldOneIsOnItsWayEndsAsTheLastChoice() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        let first = ledger.queue.operations[0]
        ledger.queue.markSent(first.id)
        ledger.userVoted(vote("a", .down))
        ledger.userVoted(vote("a", .up))
        XCTAssertEqual(ledger.queue.operations.map(\.kind), [.cast(.up), .withdraw, .cast(.up)])
        ledger.castAnswered(first.id, remoteID: "5")
        var remoteID = 100
        deliverAll(&ledger, nextRemoteID: &remoteID)
        XCTAssertEqual(ledger.vote(on: "a")?.value, .up)
        XCTAssertEqual(ledger.vote(on: "a")?.remoteID, "100")
        XCTAssertEqual(ledger.queue.operations, [])
    }

    func testARefusedCastTakesTheVoteAndTheWithdrawalWaitingForIt() {
        var ledger = VotesLedger()
        ledger.userVoted(vote("a", .up))
        let cast = ledger.queue.operations[0]
        ledger.queue.markSent(cast.id)
        ledger.refused(cast.id)
        XCTAssertNil(ledger.vote(on: "a"), "what the user sees follows the server")

        ledger.userVoted(vote("b", .up))
        let other = ledger.queue.operations[0]
        ledger.queue.markSent(other.id)
        ledger.userWithdrew("b")
        ledger.refused(other.id)
        XCTAssertEqual(ledger.queue.operations, [])
    }

    func testVoteOperationsKeepTheirFormInAFile() throws {
        let operations = [
            VoteOperation(id: 1, kind: .cast(.up), imageID: "a"), VoteOperation(id: 2, kind: .withdraw, imageID: "b", remoteID: "9", wasSent: true),
        ]
        let bytes = try JSONEncoder().encode(operations)
        XCTAssertEqual(try JSONDecoder().decode([VoteOperation].self, from: bytes), operations)
    }
}
