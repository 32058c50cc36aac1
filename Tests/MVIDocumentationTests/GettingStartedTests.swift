import MVI
import XCTest

/// The code of the article "Getting started with a store", run.
final class GettingStartedTests: XCTestCase {
    @MainActor func testTheAdderDeliversZeroThenOneThenTheSlowNumber() async {
        let store = DefaultStoreFactory().makeStore(
            name: "Adder", initialState: 0, bootstrapper: NoBootstrapper<Never>(),
            executor: AdderExecutor(), reducer: AdderReducer())
        var shown: [Int] = []
        let subscription = store.subscribe(onState: { shown.append($0) })   // shown: [0] at once
        store.accept("add")                                                 // shown: [0, 1]
        XCTAssertEqual(shown, [0, 1])

        store.accept("slow")
        let arrived = expectation(description: "the slow number is reduced")
        let waiting = store.subscribe(onState: { if $0 == 43 { arrived.fulfill() } })
        await fulfillment(of: [arrived], timeout: 10)
        XCTAssertEqual(shown, [0, 1, 43])
        waiting.cancel()

        subscription.cancel()
        store.dispose()
    }
}
