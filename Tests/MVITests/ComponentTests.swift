import MVI
import XCTest

/// A view double: what it was rendered, and a way to act as the user.
@MainActor
private final class CounterView: StoreView {
    var rendered: [String] = []
    var onEvent: ((CounterIntent) -> Void)?

    func render(_ model: String) { rendered.append(model) }
    func user(_ intent: CounterIntent) { onEvent?(intent) }
}

/// A screen's component binds its store to its view only while attached, through a `Binder`.
final class ComponentTests: XCTestCase {
    @MainActor private func makeComponent() -> Component<any Store<CounterState, CounterIntent, String>, CounterView> {
        let store = makeCounterStore()
        return Component(store: store, bind: { binder, view in
            binder.bind(statesOf: store, to: view) { state in "count \(state.count / 2 * 2)" }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }

    @MainActor func testAnAttachedViewIsRenderedEachNewModelAndItsEventsReachTheStore() async {
        let component = makeComponent()
        let view = CounterView()
        component.attach(view)
        XCTAssertTrue(component.isAttached)
        XCTAssertEqual(view.rendered, ["count 0"], "the current model at once")
        view.user(.increment)
        XCTAssertEqual(component.store.state.count, 1)
        XCTAssertEqual(view.rendered, ["count 0"], "a state whose model is the same renders nothing")
        view.user(.increment)
        XCTAssertEqual(view.rendered, ["count 0", "count 2"])
        component.destroy()
    }

    @MainActor func testADetachedViewGetsNothingAndWhatItStillSendsIsDropped() async {
        let component = makeComponent()
        let view = CounterView()
        component.attach(view)
        let kept = view.onEvent
        component.detach()
        XCTAssertFalse(component.isAttached)
        XCTAssertNil(view.onEvent, "detaching clears the view's handler")
        kept?(.add(4))
        XCTAssertEqual(component.store.state.count, 0, "an event through a kept handler is dropped")
        component.store.accept(.add(2))
        XCTAssertEqual(view.rendered, ["count 0"])
        component.attach(view)
        XCTAssertEqual(view.rendered, ["count 0", "count 2"], "attaching again renders the current model")
        component.destroy()
    }

    @MainActor func testAnotherViewTakesThePlaceOfTheFirst() async {
        let component = makeComponent()
        let first = CounterView()
        let second = CounterView()
        component.attach(first)
        component.attach(second)
        XCTAssertNil(first.onEvent)
        component.store.accept(.add(2))
        XCTAssertEqual(first.rendered, ["count 0"])
        XCTAssertEqual(second.rendered, ["count 0", "count 2"])
        component.destroy()
    }

    @MainActor func testDestroyDetachesAndDisposesOfTheStoreOnce() async {
        var destroyed = 0
        let store = makeCounterStore()
        let component = Component<any Store<CounterState, CounterIntent, String>, CounterView>(
            store: store, bind: { binder, view in binder.bind(eventsOf: view) { store.accept($0) } },
            onDestroy: { destroyed += 1; store.dispose() })
        let view = CounterView()
        component.attach(view)
        component.destroy()
        component.destroy()
        XCTAssertEqual(destroyed, 1)
        XCTAssertNil(view.onEvent)
        XCTAssertTrue(store.isDisposed)
    }

    @MainActor func testAValueSourceTellsEachNewValueAndNotACancelledSubscriber() async {
        let source = ValueSource(1)
        var first: [Int] = []
        var second: [Int] = []
        var secondSubscription: StoreSubscription?
        let subscription = source.subscribe { value in
            first.append(value)
            if value == 3 { secondSubscription?.cancel() }
        }
        secondSubscription = source.subscribe { second.append($0) }
        source.value = 2
        source.value = 2
        source.value = 3
        source.value = 4
        XCTAssertEqual(first, [1, 2, 3, 4])
        XCTAssertEqual(second, [1, 2], "cancelled by the first subscriber before it was told 3")
        subscription.cancel()
    }
}
