import MVI
import TestSupport

/// A small store used by the tests: a counter with async loads and labels.
enum CounterIntent: Equatable {
    case increment
    case add(Int)
    case say(String)
    case load(key: String, gate: Gate<Int>)
    case cancel(String)

    static func == (lhs: CounterIntent, rhs: CounterIntent) -> Bool {
        String(describing: lhs) == String(describing: rhs)
    }
}

enum CounterAction { case addStart(Int) }

enum CounterMessage { case added(Int), set(Int) }

struct CounterState: Equatable {
    var count = 0
}

struct CounterReducer: Reducer {
    func reduce(into state: inout CounterState, _ message: CounterMessage) {
        switch message {
        case .added(let amount): state.count += amount
        case .set(let value): state.count = value
        }
    }
}

/// Records each intent it starts handling, so tests can check ordering.
@MainActor
final class IntentJournal {
    var entries: [String] = []
}

struct CounterExecutor: Executor {
    typealias Action = CounterAction
    typealias State = CounterState
    typealias Message = CounterMessage
    typealias Label = String

    let journal: IntentJournal

    func execute(intent: CounterIntent, in scope: some ExecutorScope<CounterState, CounterMessage, String>) {
        journal.entries.append("\(intent)")
        switch intent {
        case .increment: scope.dispatch(.added(1))
        case .add(let amount): scope.dispatch(.added(amount))
        case .say(let text): scope.publish(text)
        case .load(let key, let gate):
            scope.launch(JobKey(key), { await gate.wait() }, completion: { value in
                scope.dispatch(.set(value))
            })
        case .cancel(let key): scope.cancel(JobKey(key))
        }
    }

    func execute(action: CounterAction, in scope: some ExecutorScope<CounterState, CounterMessage, String>) {
        switch action {
        case .addStart(let amount): scope.dispatch(.added(amount))
        }
    }
}

@MainActor
func makeCounterStore(
    journal: IntentJournal = IntentJournal(), start: [CounterAction] = [], factory: any StoreFactory = DefaultStoreFactory()
) -> any Store<CounterState, CounterIntent, String> {
    factory.makeStore(
        name: "CounterStore",
        initialState: CounterState(),
        bootstrapper: ActionsBootstrapper(start),
        executor: CounterExecutor(journal: journal),
        reducer: CounterReducer()
    )
}
