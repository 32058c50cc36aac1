import Outbox
import XCTest

final class OutboxFailureTests: XCTestCase {
    private typealias Class = OutboxFailureClass<String>

    func testA400IsTheOneAnswerThatDropsTheChange() {
        XCTAssertEqual(Class("bad", httpStatus: 400, retryAfterSeconds: 5), .refused("bad"))
    }

    func testARefusedKeyWaitsWithoutRetryAfter() {
        XCTAssertEqual(Class("401", httpStatus: 401, retryAfterSeconds: 5), .waits(.keyRefused, retryAfterSeconds: nil))
        XCTAssertEqual(Class("403", httpStatus: 403, retryAfterSeconds: nil), .waits(.keyRefused, retryAfterSeconds: nil))
    }

    func testEverythingElseWaitsAndIsRetriedHonouringRetryAfter() {
        for status in [nil, 404, 405, 407, 413, 421, 429, 451, 500, 502, 503] as [Int?] {
            XCTAssertEqual(Class("x", httpStatus: status, retryAfterSeconds: 30), .waits(.unreachable("x"), retryAfterSeconds: 30), "\(String(describing: status))")
        }
        XCTAssertTrue(OutboxProblem.unreachable("x").isRetried)
        XCTAssertFalse(OutboxProblem<String>.keyRefused.isRetried)
    }

    func testTheBackOffDoublesUpToItsCapAndStretchesToRetryAfterWithinItsCap() {
        let policy = OutboxRetryPolicy(firstSeconds: 2, maximumSeconds: 300, maximumRetryAfterSeconds: 86_400)
        XCTAssertEqual((1...10).map { policy.delay(afterFailures: $0, retryAfterSeconds: nil) }, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300])
        XCTAssertEqual(policy.delay(afterFailures: 0, retryAfterSeconds: nil), 2)
        XCTAssertEqual(policy.delay(afterFailures: Int.max, retryAfterSeconds: nil), 300)
        XCTAssertEqual(policy.delay(afterFailures: 1, retryAfterSeconds: 120), 120)
        XCTAssertEqual(policy.delay(afterFailures: 5, retryAfterSeconds: 3), 32, "a shorter Retry-After does not shorten the back-off")
        XCTAssertEqual(policy.delay(afterFailures: 1, retryAfterSeconds: 10_000_000), 86_400)
        XCTAssertEqual(policy.delay(afterFailures: 1, retryAfterSeconds: -5), 2)
    }

    func testTheRequestsOfOneRoundFailOnce() {
        var backOff = OutboxBackOff<String>()
        backOff.failed(.unreachable("a"))
        backOff.failed(.unreachable("b"))
        XCTAssertEqual(backOff.failuresInARow, 1)
        XCTAssertEqual(backOff.problem, .unreachable("b"))
        backOff.startRound()
        XCTAssertNil(backOff.problem)
        backOff.failed(.unreachable("c"))
        XCTAssertEqual(backOff.failuresInARow, 2)
        XCTAssertEqual(backOff.retryDelay(retryAfterSeconds: nil, policy: OutboxRetryPolicy()), 4)
        backOff.answered()
        XCTAssertEqual(backOff.failuresInARow, 0)
        XCTAssertNil(backOff.problem)
    }

    func testARefusedKeyIsNotCountedAsAFailureToBackOffFrom() {
        var backOff = OutboxBackOff<String>()
        backOff.failed(.keyRefused)
        XCTAssertEqual(backOff.failuresInARow, 0)
        XCTAssertEqual(backOff.problem, .keyRefused)
    }

    func testARefusedKeyOfAnEarlierRoundIsTriedAgain() {
        var backOff = OutboxBackOff<String>()
        let refused = Class("401", httpStatus: 401, retryAfterSeconds: nil)
        XCTAssertEqual(backOff.judge(refused, failure: "401", sentIn: 0), refused)
        backOff.startRound()
        XCTAssertEqual(backOff.judge(refused, failure: "401", sentIn: 0), .waits(.unreachable("401"), retryAfterSeconds: nil))
        XCTAssertEqual(backOff.judge(.refused("400"), failure: "400", sentIn: 0), .refused("400"))
    }

    func testALongerRetryReplacesTheOneOnItsWayAndAShorterOneDoesNot() {
        var backOff = OutboxBackOff<String>(retryDelaySeconds: 60)
        XCTAssertFalse(backOff.schedulesRetry(in: 30, isOneOnItsWay: true))
        XCTAssertFalse(backOff.schedulesRetry(in: 60, isOneOnItsWay: true))
        XCTAssertTrue(backOff.schedulesRetry(in: 61, isOneOnItsWay: true))
        XCTAssertTrue(backOff.schedulesRetry(in: 30, isOneOnItsWay: false))
        backOff.forgetFailures()
        XCTAssertNil(backOff.retryDelaySeconds)
    }
}
