import MVI
import XCTest

/// Subscribing, cancelling and disposing from inside a notification, which `ObserverList`
/// allows by marking observers rather than removing them while a notification runs.
final class StoreNotificationTests: XCTestCase {
    @MainActor func testASubscriberAddedDuringANotificationGetsTheCurrentStateOnceThenTheNextOnes() async {
        let store = makeCounterStore()
        var late: [Int] = []
        var lateSubscription: StoreSubscription?
        _ = store.subscribe(onState: { state in
            if state.count == 1, lateSubscription == nil {
                lateSubscription = store.subscribe(onState: { late.append($0.count) })
            }
        })
        var after: [Int] = []
        _ = store.subscribe(onState: { after.append($0.count) })
        store.accept(.increment)
        XCTAssertEqual(late, [1], "the current state at once, and not again from the running notification")
        XCTAssertEqual(after, [0, 1], "subscribers after it are still told")
        store.accept(.increment)
        XCTAssertEqual(late, [1, 2])
    }

    @MainActor func testDisposingDuringANotificationStopsItAndEverythingAfter() async {
        let journal = IntentJournal()
        let store = makeCounterStore(journal: journal)
        weak var releasedCapture: Capture?
        var after: [Int] = []
        do {
            let capture = Capture()
            releasedCapture = capture
            _ = store.subscribe(onState: { state in
                withExtendedLifetime(capture) {}
                if state.count == 1 {
                    store.accept(.add(10))
                    store.dispose()
                }
            })
        }
        _ = store.subscribe(onState: { after.append($0.count) })
        store.accept(.increment)
        store.accept(.increment)
        XCTAssertEqual(after, [0], "a subscriber after the one that disposed is not told")
        XCTAssertEqual(journal.entries, ["increment"], "the intent queued before dispose is dropped")
        XCTAssertEqual(store.state.count, 1)
        XCTAssertTrue(store.isDisposed)
        XCTAssertNil(releasedCapture, "the subscribers are let go once the notification is over")
    }

    @MainActor func testASubscriberCancellingItselfAndAnotherDuringANotificationIsNotCalledAgain() async {
        let store = makeCounterStore()
        var first: [Int] = []
        var second: [Int] = []
        var firstSubscription: StoreSubscription?
        var secondSubscription: StoreSubscription?
        firstSubscription = store.subscribe(onState: { state in
            first.append(state.count)
            if state.count == 1 {
                firstSubscription?.cancel()
                secondSubscription?.cancel()
            }
        })
        secondSubscription = store.subscribe(onState: { second.append($0.count) })
        store.accept(.increment)
        store.accept(.increment)
        XCTAssertEqual(first, [0, 1])
        XCTAssertEqual(second, [0])
    }

    @MainActor func testALabelSubscriberAddedDuringALabelNotificationGetsOnlyLaterLabels() async {
        let store = makeCounterStore()
        var late: [String] = []
        var lateSubscription: StoreSubscription?
        _ = store.subscribe(onLabel: { _ in
            if lateSubscription == nil { lateSubscription = store.subscribe(onLabel: { late.append($0) }) }
        })
        store.accept(.say("first"))
        store.accept(.say("second"))
        XCTAssertEqual(late, ["second"])
    }

    @MainActor func testDisposingDuringALabelNotificationStopsTheLabelThere() async {
        let store = makeCounterStore()
        var after: [String] = []
        _ = store.subscribe(onLabel: { _ in store.dispose() })
        _ = store.subscribe(onLabel: { after.append($0) })
        store.accept(.say("only"))
        store.accept(.say("never"))
        XCTAssertEqual(after, [])
        XCTAssertTrue(store.isDisposed)
    }

    @MainActor func testSubscribingAfterDisposeDeliversTheLastStateAndNothingMore() async {
        let store = makeCounterStore()
        store.accept(.increment)
        store.dispose()
        var seen: [Int] = []
        _ = store.subscribe(onState: { seen.append($0.count) })
        store.accept(.increment)
        XCTAssertEqual(seen, [1])
    }
}

private final class Capture {}
