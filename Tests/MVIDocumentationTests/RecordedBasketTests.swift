// Written from a recording by RecordedTestWriter: each store's intents replayed in order,
// the messages its jobs' answers became dispatched where they came, every state checked.
import MVI
import MVITesting
import XCTest

final class RecordedBasketTests: XCTestCase {
    @MainActor func testBasketStore() async {
        let store = makeBasketTestStore(initialState: recorded(#"{"isLoading":false,"items":[]}"#))
        store.send(recorded(#"{"add":{"_0":"milk"}}"#)) { $0 = recorded(#"{"isLoading":false,"items":["milk"]}"#) }
        store.send(.load) { $0 = recorded(#"{"isLoading":true,"items":["milk"]}"#) }
        store.answer(dispatching: recorded(#"{"loaded":{"_0":["tuna","cream"]}}"#)) { $0 = recorded(#"{"isLoading":false,"items":["milk","tuna","cream"]}"#) }
        store.send(.empty) { $0 = recorded(#"{"isLoading":false,"items":[]}"#) }
        store.receiveLabel(recorded(#""The basket is empty.""#))
        store.send(recorded(#"{"add":{"_0":"bread"}}"#)) { $0 = recorded(#"{"isLoading":false,"items":["bread"]}"#) }
        store.dispose()
        store.finish()
    }
}
