import MVI

// The feature every article's code uses: "Getting started with a store" shows it.

struct AdderReducer: Reducer {
    func reduce(into state: inout Int, _ message: Int) { state += message }
}

struct AdderExecutor: Executor {
    typealias State = Int
    typealias Message = Int

    func execute(intent: String, in scope: some ExecutorScope<Int, Int, Never>) {
        switch intent {
        case "add": scope.dispatch(1)
        default: scope.launch(JobKey("slow"), { await slowNumber() }, completion: { scope.dispatch($0) })
        }
    }
}

/// The slow work of the adder: in an app, a request.
func slowNumber() async -> Int {
    try? await Task.sleep(for: .milliseconds(10))
    return 42
}
