import MVI
import XCTest

/// A decorating factory outside of MVI (as `MVIRecording`'s is) hears of everything each store
/// does through `StoreDecoration.observed(by:)`, in order, along with a logging factory.
final class StoreObserverTests: XCTestCase {
    func testAnObserverMadeForEachStoreHearsEveryEventInOrderAndIsGivenTheStore() {
        MainActor.assumeIsolated {
            let factory = JournalStoreFactory()
            let store = makeCounterStore(start: [.addStart(2)], factory: factory)
            store.accept(.increment)
            store.accept(.say("hi"))
            XCTAssertEqual(factory.journal.lines, [
                "CounterStore made in CounterState(count: 0)",
                "CounterStore was given its store",
                "will handle action: addStart(2) in 0",
                "reduced message: added(2) to 2",
                "did handle",
                "will handle intent: increment in 2",
                "reduced message: added(1) to 3",
                "did handle",
                "will handle intent: say(\"hi\") in 3",
                "published label: hi",
                "did handle",
            ])
        }
    }

    func testObserversOfNestedFactoriesAreEachTold() {
        MainActor.assumeIsolated {
            let inner = JournalStoreFactory()
            let outer = JournalStoreFactory(wrapping: inner)
            let store = makeCounterStore(factory: outer)
            store.accept(.add(5))
            let expected = [
                "CounterStore made in CounterState(count: 0)",
                "CounterStore was given its store",
                "will handle intent: add(5) in 0",
                "reduced message: added(5) to 5",
                "did handle",
            ]
            XCTAssertEqual(inner.journal.lines, expected)
            XCTAssertEqual(outer.journal.lines, expected)
        }
    }
}

private final class Journal {
    var lines: [String] = []
}

@MainActor
private struct JournalStoreFactory: StoreFactory, StoreObserverMaker {
    let journal = Journal()
    let base: any StoreFactory

    init(wrapping base: any StoreFactory = DefaultStoreFactory()) { self.base = base }

    var decorations: [StoreDecoration] { base.decorations + [.observed(by: self)] }

    func makeObserver<State: Equatable, Intent, Action, Message, Label>(
        storeName: String, initialState: State, replay: StoreReplay<State, Intent, Action, Message, Label>
    ) -> any StoreObserver<State, Intent, Action, Message, Label> {
        journal.lines.append("\(storeName) made in \(initialState)")
        return JournalObserver(storeName: storeName, journal: journal)
    }
}

private final class JournalObserver<State: Equatable, Intent, Action, Message, Label>: StoreObserver {
    let storeName: String
    let journal: Journal

    init(storeName: String, journal: Journal) {
        self.storeName = storeName
        self.journal = journal
    }

    func willHandle(_ event: StoreEvent<Intent, Action, Message, Label>, in state: State) {
        write("will handle \(event) in \(count(state))")
    }

    func didHandle() { write("did handle") }

    func didReduce(_ event: StoreEvent<Intent, Action, Message, Label>, to state: State) {
        write("reduced \(event) to \(count(state))")
    }

    func didPublish(_ event: StoreEvent<Intent, Action, Message, Label>) { write("published \(event)") }

    @MainActor func observe(_ store: any Store<State, Intent, Label>) { write("\(storeName) was given its store") }

    private func count(_ state: State) -> String { (state as? CounterState).map { String($0.count) } ?? "\(state)" }

    private func write(_ line: String) { journal.lines.append(line) }
}
