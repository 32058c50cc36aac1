import MVI
import TestSupport
import XCTest

/// The store example of the README, kept compiling and true.
final class ReadmeExampleTests: XCTestCase {
    @MainActor func testTheReadmeAdderPrintsZeroThenOneThenTheSlowNumber() async {
        var printed: [Int] = []
        let store = DefaultStoreFactory().makeStore(
            name: "Adder", initialState: 0, bootstrapper: NoBootstrapper<Never>(),
            executor: AdderExecutor(), reducer: AdderReducer())
        let subscription = store.subscribe(onState: { printed.append($0) })
        store.accept("add")
        XCTAssertEqual(printed, [0, 1])
        store.accept("slow")
        await waitUntil("the slow number arrives") { printed.count == 3 }
        XCTAssertEqual(printed, [0, 1, 43])
        subscription.cancel()
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
