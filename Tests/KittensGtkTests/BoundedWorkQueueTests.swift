import Dispatch
@testable import KittensGtk
import Locking
import XCTest

/// The queue thumbnails decode through runs at most its width of items at once.
final class BoundedWorkQueueTests: XCTestCase {
    /// Items that each wait for their own release, recording when they start.
    private final class Items: Sendable {
        let releases: [DispatchSemaphore]
        let started = DispatchSemaphore(value: 0)
        let order = Locked<[Int]>([])

        init(count: Int) {
            releases = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        }

        func work(_ index: Int) -> @Sendable () -> Void {
            { [self] in
                order.withLock { $0.append(index) }
                started.signal()
                releases[index].wait()
            }
        }

        func waitForStart() {
            XCTAssertEqual(started.wait(timeout: .now() + 5), .success, "an item started")
        }
    }

    func testAThirdItemWaitsUntilOneOfTheFirstTwoEnds() {
        let queue = BoundedWorkQueue(label: "test.bounded", width: 2)
        let items = Items(count: 4)
        for index in 0..<4 { queue.async(items.work(index)) }
        items.waitForStart()
        items.waitForStart()
        XCTAssertEqual(queue.runningCount, 2)
        XCTAssertEqual(queue.waitingCount, 2, "the others wait without a thread")
        XCTAssertEqual(Set(items.order.withLock { $0 }), [0, 1])

        items.releases[1].signal()
        items.waitForStart()
        XCTAssertEqual(items.order.withLock { $0 }.last, 2, "waiting items start in order")
        XCTAssertEqual(queue.runningCount, 2)
        XCTAssertEqual(queue.waitingCount, 1)

        for release in items.releases { release.signal() }
        items.waitForStart()
        let drained = expectation(description: "drained")
        queue.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
        XCTAssertEqual(items.order.withLock { $0 }.sorted(), [0, 1, 2, 3])
    }

    func testTheLoaderDecodesTwoPicturesAtATime() {
        MainActor.assumeIsolated {
            XCTAssertEqual(ThumbnailLoader.Configuration().maxConcurrentDecodes, 2)
            XCTAssertEqual(ThumbnailLoader.Configuration().maxConcurrentLoads, 6, "downloads stay at 6")
            XCTAssertEqual(ThumbnailLoader().decodeWidth, 2)
        }
    }
}
