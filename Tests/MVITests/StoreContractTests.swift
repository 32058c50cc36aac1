import MVI
import XCTest

final class StoreContractTests: XCTestCase {
    func testSubscribingDeliversTheCurrentStateAtOnce() {
        MainActor.assumeIsolated {
            let store = makeCounterStore(start: [.addStart(5)])
            var seen: [Int] = []
            _ = store.subscribe(onState: { seen.append($0.count) })
            XCTAssertEqual(seen, [5])
        }
    }

    func testEachIntentIsReducedInOrder() {
        MainActor.assumeIsolated {
            let store = makeCounterStore()
            var seen: [Int] = []
            _ = store.subscribe(onState: { seen.append($0.count) })
            store.accept(.increment)
            store.accept(.add(10))
            XCTAssertEqual(seen, [0, 1, 11])
            XCTAssertEqual(store.state.count, 11)
        }
    }

    func testAStateEqualToTheLastIsNotDeliveredAgain() {
        MainActor.assumeIsolated {
            let store = makeCounterStore()
            var deliveries = 0
            _ = store.subscribe(onState: { _ in deliveries += 1 })
            store.accept(.add(0))
            store.accept(.add(0))
            XCTAssertEqual(deliveries, 1)
        }
    }

    func testAnIntentSentFromASubscriberIsHandledAfterTheCurrentOne() {
        MainActor.assumeIsolated {
            let journal = IntentJournal()
            let store = makeCounterStore(journal: journal)
            var seen: [Int] = []
            _ = store.subscribe(onState: { state in
                seen.append(state.count)
                if state.count == 1 { store.accept(.add(100)) }
            })
            _ = store.subscribe(onState: { state in
                if state.count == 1 { journal.entries.append("second subscriber saw 1") }
            })
            store.accept(.increment)
            XCTAssertEqual(journal.entries, ["increment", "second subscriber saw 1", "add(100)"])
            XCTAssertEqual(seen, [0, 1, 101])
        }
    }

    func testLabelsReachCurrentSubscribersOnly() {
        MainActor.assumeIsolated {
            let store = makeCounterStore()
            var early: [String] = []
            var late: [String] = []
            let earlySubscription = store.subscribe(onLabel: { early.append($0) })
            store.accept(.say("first"))
            _ = store.subscribe(onLabel: { late.append($0) })
            earlySubscription.cancel()
            store.accept(.say("second"))
            XCTAssertEqual(early, ["first"])
            XCTAssertEqual(late, ["second"])
        }
    }

    func testASubscriptionCancelledDuringANotificationGetsNoMoreCalls() {
        MainActor.assumeIsolated {
            let store = makeCounterStore()
            var secondSeen: [Int] = []
            var second: StoreSubscription?
            _ = store.subscribe(onState: { state in if state.count == 1 { second?.cancel() } })
            second = store.subscribe(onState: { secondSeen.append($0.count) })
            store.accept(.increment)
            store.accept(.increment)
            XCTAssertEqual(secondSeen, [0])
            XCTAssertEqual(second?.isActive, false)
        }
    }

    func testTheBootstrapperRunsOnceAtStart() {
        MainActor.assumeIsolated {
            let store = DefaultStore(
                initialState: CounterState(),
                bootstrapper: ActionsBootstrapper(CounterAction.addStart(2), .addStart(3)),
                executor: CounterExecutor(journal: IntentJournal()),
                reducer: CounterReducer()
            )
            XCTAssertEqual(store.state.count, 0)
            store.start()
            store.start()
            XCTAssertEqual(store.state.count, 5)
        }
    }

    func testNothingIsHandledOrDeliveredAfterDispose() {
        MainActor.assumeIsolated {
            let journal = IntentJournal()
            let store = makeCounterStore(journal: journal)
            var seen: [Int] = []
            _ = store.subscribe(onState: { seen.append($0.count) })
            store.dispose()
            store.accept(.increment)
            XCTAssertTrue(store.isDisposed)
            XCTAssertEqual(journal.entries, [])
            XCTAssertEqual(seen, [0])
            XCTAssertEqual(store.state.count, 0)
        }
    }
}
