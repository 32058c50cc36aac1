import MVI
import TestSupport
import XCTest

final class StoreJobTests: XCTestCase {
    @MainActor func testAJobResultIsReducedOnMain() async {
        let store = makeCounterStore()
        let gate = Gate(cancelledValue: -1)
        let reduced = expectation(description: "result reduced")
        _ = store.subscribe(onState: { state in
            MainActor.preconditionIsolated()
            if state.count == 7 { reduced.fulfill() }
        })
        store.accept(.load(key: "load", gate: gate))
        gate.open(with: 7)
        await fulfillment(of: [reduced], timeout: 5)
    }

    @MainActor func testANewRequestForTheSameJobCancelsTheOneInFlight() async {
        let store = makeCounterStore()
        var seen: [Int] = []
        _ = store.subscribe(onState: { seen.append($0.count) })
        let first = Gate(cancelledValue: -1)
        let second = Gate(cancelledValue: -2)
        store.accept(.load(key: "load", gate: first))
        await waitUntil("first.hasStarted") { first.hasStarted }
        store.accept(.load(key: "load", gate: second))
        await waitUntil("first.wasCancelled") { first.wasCancelled }
        second.open(with: 2)
        await waitUntil("store.state.count == 2") { store.state.count == 2 }
        first.open(with: 1)
        await waitUntil("both jobs have ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(seen, [0, 2], "only the latest request's result is reduced")
    }

    @MainActor func testTheSlowerFirstOfTwoOverlappingJobsIsNeverReduced() async {
        let store = makeCounterStore()
        var seen: [Int] = []
        _ = store.subscribe(onState: { seen.append($0.count) })
        let stubborn = StubbornJob()
        let second = Gate(cancelledValue: -2)
        store.accept(.load(key: "load", gate: stubborn.gate))
        store.accept(.load(key: "load", gate: second))
        second.open(with: 2)
        await waitUntil("both jobs have ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(seen, [0, 2], "the first job's fallback after cancellation was not reduced")
    }

    @MainActor func testJobsWithOtherKeysRunSideBySide() async {
        let store = makeCounterStore()
        let left = Gate(cancelledValue: -1)
        let right = Gate(cancelledValue: -2)
        store.accept(.load(key: "left", gate: left))
        store.accept(.load(key: "right", gate: right))
        right.open(with: 20)
        await waitUntil("store.state.count == 20") { store.state.count == 20 }
        left.open(with: 10)
        await waitUntil("store.state.count == 10") { store.state.count == 10 }
        XCTAssertFalse(left.wasCancelled)
    }

    @MainActor func testACancelledJobResultNeverReachesTheReducer() async {
        let store = makeCounterStore()
        let gate = Gate(cancelledValue: -1)
        store.accept(.load(key: "load", gate: gate))
        await waitUntil("gate.hasStarted") { gate.hasStarted }
        store.accept(.cancel("load"))
        await waitUntil("gate.wasCancelled") { gate.wasCancelled }
        gate.open(with: 99)
        await waitUntil("the cancelled job has ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(store.state.count, 0)
    }

    @MainActor func testDisposeInTheMiddleOfAJobCancelsItAndReducesNothing() async {
        let store = makeCounterStore()
        var seen: [Int] = []
        _ = store.subscribe(onState: { seen.append($0.count) })
        let gate = Gate(cancelledValue: 42)
        store.accept(.load(key: "load", gate: gate))
        await waitUntil("gate.hasStarted") { gate.hasStarted }
        store.dispose()
        await waitUntil("gate.wasCancelled") { gate.wasCancelled }
        await waitUntil("the cancelled job has ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(seen, [0])
        XCTAssertEqual(store.state.count, 0)
    }

    @MainActor func testAnIntentSentWhileAJobResultIsNotifiedWaitsForIt() async {
        let journal = IntentJournal()
        let store = makeCounterStore(journal: journal)
        let gate = Gate(cancelledValue: -1)
        _ = store.subscribe(onState: { state in
            if state.count == 5 {
                store.accept(.add(1))
                journal.entries.append("notified 5")
            }
        })
        store.accept(.load(key: "load", gate: gate))
        gate.open(with: 5)
        await waitUntil("store.state.count == 6") { store.state.count == 6 }
        XCTAssertEqual(journal.entries.suffix(2), ["notified 5", "add(1)"])
    }

    @MainActor func testACancelledJobCountsAsUnfinishedUntilItsResultIsDropped() async {
        let store = makeCounterStore()
        XCTAssertEqual(store.unfinishedJobCount, 0)
        let gate = Gate(cancelledValue: -1)
        store.accept(.load(key: "load", gate: gate))
        XCTAssertEqual(store.unfinishedJobCount, 1)
        store.accept(.cancel("load"))
        XCTAssertEqual(store.unfinishedJobCount, 1, "its result has not been dropped yet: that happens on main, later")
        await waitUntil("the cancelled job has ended") { store.unfinishedJobCount == 0 }
        XCTAssertTrue(gate.wasCancelled)
        XCTAssertEqual(store.state.count, 0)
    }
}

/// A job that ignores cancellation: it returns its own value even when cancelled, which the
/// store must still drop.
struct StubbornJob {
    let gate = Gate(cancelledValue: 1000)
}
