import MVI
import MVIRecording
import MVITesting

// The feature of "From a recording to a test": a basket that loads its items with a job.

struct Basket: Codable, Equatable {
    var items: [String] = []
    var isLoading = false
}

enum BasketIntent: Codable, Equatable {
    case add(String)
    case load
    case empty
}

enum BasketMessage: Codable, Equatable {
    case added(String)
    case loadStarted
    case loaded([String])
    case emptied
}

struct BasketReducer: Reducer {
    func reduce(into state: inout Basket, _ message: BasketMessage) {
        switch message {
        case .added(let item): state.items.append(item)
        case .loadStarted: state.isLoading = true
        case .loaded(let items):
            state.items += items
            state.isLoading = false
        case .emptied: state.items = []
        }
    }
}

struct BasketExecutor: Executor {
    typealias State = Basket
    typealias Message = BasketMessage
    typealias Label = String

    /// Where the items loaded come from: in an app, a request.
    let pantry: @Sendable () async -> [String]

    func execute(intent: BasketIntent, in scope: some ExecutorScope<Basket, BasketMessage, String>) {
        switch intent {
        case .add(let item): scope.dispatch(.added(item))
        case .load:
            scope.dispatch(.loadStarted)
            scope.launch(JobKey("load"), pantry, completion: { scope.dispatch(.loaded($0)) })
        case .empty:
            scope.dispatch(.emptied)
            scope.publish("The basket is empty.")
        }
    }
}

/// The basket's test store, as the tests written from its recordings make it: its jobs never
/// run, so the pantry is never asked.
@MainActor
func makeBasketTestStore(initialState: Basket) -> TestStore<BasketExecutor, BasketReducer> {
    TestStore(initialState: initialState, executor: BasketExecutor(pantry: { [] }), reducer: BasketReducer())
}

typealias BasketRecording = StoreRecording<Basket, BasketIntent, Never, BasketMessage, String>

/// A basket store made by a recording factory, whose pantry has tuna and cream, and its recording.
@MainActor
func recordedBasketStore() -> (any Store<Basket, BasketIntent, String>, BasketRecording) {
    let factory = RecordingStoreFactory()
    let store = factory.makeStore(
        name: "BasketStore", initialState: Basket(), bootstrapper: NoBootstrapper<Never>(),
        executor: BasketExecutor(pantry: { ["tuna", "cream"] }), reducer: BasketReducer())
    guard let recording = factory.recording(ofStoreNamed: "BasketStore", as: BasketRecording.self) else {
        fatalError("the factory kept no recording of the basket store")
    }
    return (store, recording)
}
