import MVI
import MVIRecording

/// A store that grows a list a page at a time, as a list of pictures scrolled to its end does:
/// each `loadMore` appends a page of items, each with an address long enough to live on the heap.
struct PageState: Codable, Equatable {
    var items: [PageItem] = []
}

struct PageItem: Codable, Equatable {
    var number: Int
    var address: String

    init(number: Int) {
        self.number = number
        address = "https://cdn.example.org/pictures/\(number).jpg"
    }
}

enum PageIntent: Codable, Equatable {
    case loadMore
}

enum PageMessage: Codable, Equatable {
    case loaded([PageItem])
}

struct PageReducer: Reducer {
    func reduce(into state: inout PageState, _ message: PageMessage) {
        switch message {
        case .loaded(let page): state.items += page
        }
    }
}

struct PageExecutor: Executor {
    typealias State = PageState
    typealias Message = PageMessage
    typealias Label = Never

    static let pageSize = 10

    func execute(intent: PageIntent, in scope: some ExecutorScope<PageState, PageMessage, Never>) {
        let first = scope.state.items.count
        scope.dispatch(.loaded((first..<first + Self.pageSize).map(PageItem.init)))
    }
}

typealias PageRecording = StoreRecording<PageState, PageIntent, Never, PageMessage, Never>

extension RecordingFormat {
    static let pages = RecordingFormat(name: "org.kittensforlinux.tests.PageStore", version: 1)
}

/// A page store made by a recording factory with `budget`, and its recording.
@MainActor
func recordedPages(budget: RecordingBudget) -> (any Store<PageState, PageIntent, Never>, PageRecording) {
    let factory = RecordingStoreFactory(budget: budget, clock: ManualClock().recordingClock)
    let store = factory.makeStore(
        name: "PageStore", initialState: PageState(), bootstrapper: NoBootstrapper<Never>(),
        executor: PageExecutor(), reducer: PageReducer())
    guard let recording = factory.recording(ofStoreNamed: "PageStore", as: PageRecording.self) else {
        fatalError("the factory kept no recording of the page store")
    }
    return (store, recording)
}
