import MVI
import XCTest

final class TotalLabel: StoreView {
    var shown: [String] = []
    var onEvent: ((String) -> Void)?

    func render(_ model: String) { shown.append(model) }
}

/// The code of the article "Binding a store to its view", run.
final class ComponentArticleTests: XCTestCase {
    @MainActor func testTheLabelShowsTheTotalWhileAttachedAndItsPressesReachTheAdder() async {
        let adder = DefaultStoreFactory().makeStore(
            name: "Adder", initialState: 0, bootstrapper: NoBootstrapper<Never>(),
            executor: AdderExecutor(), reducer: AdderReducer())
        let label = TotalLabel()

        let component = Component<any Store<Int, String, Never>, TotalLabel>(
            store: adder,
            bind: { binder, view in
                binder.bind(statesOf: adder, to: view) { total in "\(total) added" }
                binder.bind(eventsOf: view) { intent in adder.accept(intent) }
            },
            onDestroy: { adder.dispose() })

        component.attach(label)   // the window opened: the label shows "0 added"
        label.onEvent?("add")     // the user pressed Add: the label shows "1 added"
        component.detach()        // the window closed: the label is told nothing more
        component.destroy()       // the screen ends: the store is disposed of
        XCTAssertEqual(adder.state, 1)
        XCTAssertEqual(label.shown, ["0 added", "1 added"])
        XCTAssertNil(label.onEvent)
        XCTAssertTrue(adder.isDisposed)
    }
}
