import MVI
import MVITesting
import XCTest

/// The code of the article "Testing a feature with TestStore", run.
final class TestStoreArticleTests: XCTestCase {
    @MainActor func testAddingThenTheSlowNumber() async {
        let store = TestStore(initialState: 0, executor: AdderExecutor(), reducer: AdderReducer())
        store.send("add") { $0 = 1 }
        store.send("slow")                             // launches the job "slow"; no change yet
        store.complete(job: JobKey("slow"), with: 42)  // as if slowNumber() returned 42
        store.receive(42) { $0 = 43 }
        store.finish()                                 // anything not asserted fails here
    }
}
