import MVI
@testable import MVITesting

/// A small feature for testing the test store: a count, a job that loads a number, labels.
struct Tally: Equatable {
    var count = 0
    var isLoading = false
    var note: String?
}

enum TallyIntent: Equatable {
    case add(Int)
    case load
    case loadNote
    case say(String)
}

enum TallyAction { case loadAtStart }

enum TallyMessage: Equatable {
    case added(Int)
    case started
    case loaded(Int)
    case noted(String)
}

struct TallyReducer: Reducer {
    func reduce(into state: inout Tally, _ message: TallyMessage) {
        switch message {
        case .added(let amount): state.count += amount
        case .started: state.isLoading = true
        case .loaded(let value):
            state.isLoading = false
            state.count = value
        case .noted(let note): state.note = note
        }
    }
}

extension JobKey {
    static let number = JobKey("number")
}

struct TallyExecutor: Executor {
    typealias Action = TallyAction
    typealias State = Tally
    typealias Message = TallyMessage
    typealias Label = String

    func execute(intent: TallyIntent, in scope: some ExecutorScope<Tally, TallyMessage, String>) {
        switch intent {
        case .add(let amount): scope.dispatch(.added(amount))
        case .load: load(in: scope)
        case .loadNote: scope.launch({ "a note" }, completion: { scope.dispatch(.noted($0)) })
        case .say(let text): scope.publish(text)
        }
    }

    func execute(action: TallyAction, in scope: some ExecutorScope<Tally, TallyMessage, String>) {
        load(in: scope)
    }

    private func load(in scope: some ExecutorScope<Tally, TallyMessage, String>) {
        scope.dispatch(.started)
        scope.launch(.number, { 42 }, completion: { value in
            scope.dispatch(.loaded(value))
            scope.publish("loaded \(value)")
        })
    }
}

/// What a test store reported, instead of failing the test.
@MainActor
final class Failures {
    struct Failure {
        let message: String
        let line: UInt
    }

    var all: [Failure] = []

    var lines: [UInt] { all.map(\.line) }

    /// The only failure's message; "" when there is not exactly one.
    var only: String { all.count == 1 ? all[0].message : "" }
}

typealias TallyStore = TestStore<TallyExecutor, TallyReducer>

/// A tally test store whose failures go to `failures`.
@MainActor
func makeTallyStore(_ failures: Failures, initial: Tally = Tally(), line: UInt = #line) -> TallyStore {
    let store = TestStore(
        initialState: initial, bootstrapper: ActionsBootstrapper(TallyAction.loadAtStart), executor: TallyExecutor(),
        reducer: TallyReducer(), line: line)
    store.reportFailure = { message, _, line in failures.all.append(.init(message: message, line: line)) }
    return store
}
