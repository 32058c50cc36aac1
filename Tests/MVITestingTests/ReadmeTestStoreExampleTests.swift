import MVI
import MVITesting
import XCTest

/// The TestStore example of the README, kept compiling and true.
final class ReadmeTestStoreExampleTests: XCTestCase {
    @MainActor func testAddingThenTheSlowNumber() async {
        let store = TestStore(initialState: 0, executor: AdderExecutor(), reducer: AdderReducer())
        store.send("add") { $0 = 1 }
        store.send("slow")                             // launches the job "slow"; no change yet
        store.complete(job: JobKey("slow"), with: 42)  // as if slowNumber() returned 42
        store.receive(42) { $0 = 43 }
        store.finish()                                 // anything not asserted fails here
    }
}

private struct AdderReducer: Reducer {
    func reduce(_ state: Int, _ message: Int) -> Int { state + message }
}

private struct AdderExecutor: Executor {
    typealias State = Int
    typealias Message = Int

    func execute(intent: String, in scope: some ExecutorScope<Int, Int, Never>) {
        switch intent {
        case "add": scope.dispatch(1)
        default: scope.launch(JobKey("slow"), { await slowNumber() }, completion: { scope.dispatch($0) })
        }
    }
}

private func slowNumber() async -> Int {
    try? await Task.sleep(for: .milliseconds(10))
    return 42
}
