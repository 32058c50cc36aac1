import Outbox
import XCTest

final class OutboxQueueTests: XCTestCase {
    func testOperationsGetIncreasingIdsAndKeepTheirOrder() {
        var queue = OutboxQueue<TestOperation>()
        queue.cast(1, "a")
        queue.cast(0, "b")
        queue.withdraw("a", serverID: "9")
        XCTAssertEqual(queue.operations.map(\.id), [1, 2, 3])
        XCTAssertEqual(queue.operations.map(\.subject), ["a", "b", "a"])
        XCTAssertEqual(queue.nextID, 4)
        XCTAssertEqual(queue.last(of: "a")?.id, 3)
        XCTAssertEqual(queue.last(of: "a", where: \.isCast)?.id, 1)
    }

    func testOnlyTheFirstOperationOfASubjectIsSentAndOnlyOnceAtATime() {
        var queue = OutboxQueue<TestOperation>()
        queue.cast(1, "a")
        queue.withdraw("a", serverID: "9")
        queue.cast(1, "b")
        XCTAssertEqual(queue.readyToSend(limit: 4).map(\.id), [1, 3])
        queue.markSent(1)
        XCTAssertEqual(queue.readyToSend(limit: 4).map(\.id), [3], "the withdrawal waits behind the cast on its way")
        XCTAssertEqual(queue.take(1)?.id, 1)
        XCTAssertEqual(queue.readyToSend(limit: 4).map(\.id), [2, 3])
    }

    func testAnOperationNotReadyHoldsBackItsSubjectOnly() {
        var queue = OutboxQueue<TestOperation>()
        queue.withdraw("a")
        queue.cast(1, "a")
        queue.cast(1, "b")
        XCTAssertEqual(queue.readyToSend(limit: 4).map(\.id), [3])
        queue.operations[0].serverID = "7"
        XCTAssertEqual(queue.readyToSend(limit: 4).map(\.id), [1, 3])
    }

    func testAtMostLimitAreOnTheirWayInAll() {
        var queue = OutboxQueue<TestOperation>()
        for subject in ["a", "b", "c", "d", "e"] { queue.cast(1, subject) }
        XCTAssertEqual(queue.readyToSend(limit: 2).map(\.id), [1, 2])
        queue.markSent(1)
        XCTAssertEqual(queue.readyToSend(limit: 2).map(\.id), [2])
        queue.markSent(2)
        XCTAssertEqual(queue.readyToSend(limit: 2), [])
        XCTAssertTrue(queue.stopSending(2))
        XCTAssertFalse(queue.stopSending(2))
        XCTAssertEqual(queue.readyToSend(limit: 2).map(\.id), [2], "held back, it stays queued and is sent again")
        XCTAssertTrue(queue.operations[1].wasSent)
    }

    func testAnOppositeChangeWithdrawsAnOperationNeverSent() {
        var queue = OutboxQueue<TestOperation>()
        queue.cast(1, "a")
        let withdrawn = queue.withdrawUnsent(of: "a", where: \.isCast)
        XCTAssertEqual(withdrawn?.id, 1)
        XCTAssertEqual(queue.operations, [], "neither change reaches the server")
    }

    func testAnOperationSentOnceIsNeverWithdrawn() {
        var queue = OutboxQueue<TestOperation>()
        queue.cast(1, "a")
        queue.markSent(1)
        XCTAssertTrue(queue.stopSending(1))
        XCTAssertNil(queue.withdrawUnsent(of: "a", where: \.isCast), "the server may have made it")
        queue.withdraw("a", serverID: "5")
        XCTAssertEqual(queue.operations.map(\.id), [1, 2])
    }

    func testOnlyTheLastOperationOfTheSubjectIsWithdrawnAndOnlyWhenItMatches() {
        var queue = OutboxQueue<TestOperation>()
        queue.cast(1, "a")
        queue.markSent(1)
        queue.withdraw("a")
        XCTAssertNil(queue.withdrawUnsent(of: "a", where: \.isCast))
        XCTAssertEqual(queue.withdrawUnsent(of: "a", where: { $0.kind == .withdraw })?.id, 2)
        XCTAssertEqual(queue.operations.map(\.id), [1])
    }

    func testTakingADoneOperationRemovesItFromTheWay() {
        var queue = OutboxQueue<TestOperation>()
        queue.cast(1, "a")
        queue.markSent(1)
        XCTAssertEqual(queue.take(1)?.id, 1)
        XCTAssertEqual(queue.sending, [])
        XCTAssertNil(queue.take(1))
    }
}
