import MVI
import MVIRecording
import XCTest

/// The code of the article "Recording and time travel", run.
final class RecordingArticleTests: XCTestCase {
    @MainActor func testATimeTravelShowsTheStartAndGoesLiveWhileTheStoreGoesOn() async {
        typealias AdderRecording = StoreRecording<Int, String, Never, Int, Never>

        let recorder = RecordingStoreFactory(wrapping: DefaultStoreFactory())
        let store = recorder.makeStore(
            name: "Adder", initialState: 0, bootstrapper: NoBootstrapper<Never>(),
            executor: AdderExecutor(), reducer: AdderReducer())
        store.accept("add")
        store.accept("add")
        let travel = recorder.recording(ofStoreNamed: "Adder", as: AdderRecording.self).map(TimeTravelController.init)
        travel?.moveToStart()   // shows 0, the state before anything recorded
        XCTAssertEqual(travel?.state, 0)
        store.accept("add")     // the store goes on: 3, and the view still shows 0
        XCTAssertEqual(travel?.state, 0)
        XCTAssertEqual(store.state, 3)
        travel?.goLive()        // shows 3, and follows the store again
        XCTAssertEqual(travel?.state, 3)
        XCTAssertEqual(travel?.recording.records.count, 6, "an intent and a message for each add")
    }
}
