import Dispatch
import Locking
import XCTest

final class LockedTests: XCTestCase {
    func testWithLockChangesTheValueAndReturnsWhatTheClosureReturns() {
        let counter = Locked(41)
        let returned = counter.withLock { value -> String in
            value += 1
            return "now \(value)"
        }
        XCTAssertEqual(returned, "now 42")
        XCTAssertEqual(counter.withLock { $0 }, 42)
    }

    func testAThrowingClosureReleasesTheLockAndKeepsItsChanges() {
        struct Refused: Error, Equatable {}
        let names = Locked<[String]>([])
        XCTAssertThrowsError(try names.withLock { (names: inout [String]) throws(Refused) in
            names.append("before the error")
            throw Refused()
        }) { XCTAssertEqual($0 as? Refused, Refused()) }
        XCTAssertEqual(names.withLock { $0 }, ["before the error"], "the lock can be taken again")
    }

    func testIncrementsFromManyThreadsAreNeverLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 80_000)
    }

    func testANonSendableValueCanBeGuarded() {
        final class Tally { var count = 0 }
        let tally = Locked(Tally())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            tally.withLock { $0.count += 1 }
        }
        XCTAssertEqual(tally.withLock { $0.count }, 4)
    }
}
