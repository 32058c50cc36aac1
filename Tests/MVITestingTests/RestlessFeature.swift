import MVI
import MVITesting

/// A toy feature that never settles: each answer to its question asks it again.
enum RestlessIntent: Equatable, Sendable {
    case ask
}

struct RestlessReducer: Reducer {
    func reduce(into state: inout Int, _ message: Int) { state += message }
}

struct RestlessExecutor: Executor {
    typealias State = Int
    typealias Message = Int

    func execute(intent: RestlessIntent, in scope: some ExecutorScope<Int, Int, Never>) {
        ask(in: scope)
    }

    private func ask(in scope: some ExecutorScope<Int, Int, Never>) {
        scope.launch(JobKey("ask"), { 1 }, completion: { answers in
            scope.dispatch(answers)
            ask(in: scope)
        })
    }
}
