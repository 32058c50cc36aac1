import MVI
import XCTest

/// The code of the article "Connecting stores with a Binder", run.
final class BinderArticleTests: XCTestCase {
    @MainActor func testATallyCountsTheAddersMultiplesOfTenWhileTheBinderRuns() async {
        let factory = DefaultStoreFactory()
        let adder = factory.makeStore(
            name: "Adder", initialState: 0, bootstrapper: NoBootstrapper<Never>(),
            executor: AdderExecutor(), reducer: AdderReducer())
        let tally = factory.makeStore(
            name: "Tally", initialState: 0, bootstrapper: NoBootstrapper<Never>(),
            executor: AdderExecutor(), reducer: AdderReducer())

        let binder = Binder()
        // Each total of the adder that is a multiple of 10 adds 1 to the tally.
        binder.bind(statesOf: adder, to: tally) { total in total.isMultiple(of: 10) ? "add" : nil }
        XCTAssertEqual(tally.state, 0, "nothing flows before start()")
        binder.start()   // the window opened
        XCTAssertEqual(tally.state, 1, "the adder's current state, 0, counts at once")
        for _ in 1...10 { adder.accept("add") }
        XCTAssertEqual(tally.state, 2)
        binder.stop()    // the window closed
        for _ in 1...10 { adder.accept("add") }
        XCTAssertEqual(adder.state, 20)
        XCTAssertEqual(tally.state, 2, "nothing flows after stop()")
    }
}
