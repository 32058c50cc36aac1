import Locking
import Outbox
import XCTest

final class OutboxWritesTests: XCTestCase {
    /// A file that keeps what it was last given, and fails while `failing` is set.
    private final class File: Sendable {
        let kept = Locked<[Int]>([])
        let failing = Locked<String?>(nil)

        func write(_ value: Int) -> String? {
            if let failure = failing.withLock({ $0 }) { return failure }
            kept.withLock { $0.append(value) }
            return nil
        }
    }

    func testWritesLandInTheOrderAskedFor() async {
        let file = File()
        let writes = OutboxWrites<Int>(label: "test") { file.write($0) }
        let outcomes = (1...50).map { writes.start($0) }
        for outcome in outcomes { _ = await outcome() }
        XCTAssertEqual(file.kept.withLock { $0 }, Array(1...50))
    }

    func testARequestMayGoOnlyOnceTheFileKeepsItsChange() async {
        let file = File()
        let writes = OutboxWrites<Int>(label: "test") { file.write($0) }
        _ = writes.start(1)
        let heldBack = await writes.waitForQueuedWrites()
        XCTAssertNil(heldBack)
        XCTAssertEqual(file.kept.withLock { $0 }, [1], "the write was done before the request could go")
    }

    func testAFailedLastWriteHoldsRequestsBackUntilAWriteSucceeds() async {
        let file = File()
        let writes = OutboxWrites<Int>(label: "test") { file.write($0) }
        file.failing.withLock { $0 = "disk full" }
        let outcome = writes.start(1)
        let failure = await outcome()
        XCTAssertEqual(failure, "disk full")
        let heldBack = await writes.waitForQueuedWrites()
        XCTAssertEqual(heldBack, "disk full")
        file.failing.withLock { $0 = nil }
        _ = writes.start(2)
        let sent = await writes.waitForQueuedWrites()
        XCTAssertNil(sent)
        XCTAssertEqual(file.kept.withLock { $0 }, [2])
    }

    func testFlushWaitsForEveryWriteAskedFor() {
        let file = File()
        let writes = OutboxWrites<Int>(label: "test") { file.write($0) }
        for value in 1...10 { _ = writes.start(value) }
        writes.flush()
        XCTAssertEqual(file.kept.withLock { $0 }, Array(1...10))
    }
}
