import MVI

/// The store's cost per intent against a hand-written loop doing the same work:
/// turn an intent into a message, reduce it, skip equal states, call one subscriber.
@MainActor
enum StoreBenchmark {
    static let intents = 1_000_000

    static func run() -> String {
        let storeNs = measureStore()
        let handwrittenNs = measureHandwritten()
        return "store.ns_per_intent=\(format(storeNs)) handwritten.ns_per_intent=\(format(handwrittenNs))"
            + " ratio=\(format(storeNs / handwrittenNs))"
    }

    private static func measureStore() -> Double {
        let store = DefaultStore(
            initialState: TallyState(),
            bootstrapper: NoBootstrapper<Never>(),
            executor: TallyExecutor(),
            reducer: TallyReducer()
        )
        store.start()
        let sink = TallySink()
        let subscription = store.subscribe(onState: opaqueSubscriber(sink))
        let ns = nanosecondsPerOperation(operations: intents) {
            for index in 0..<intents {
                store.accept(index & 7 == 0 ? .reset : .add(index & 3))
            }
        }
        subscription.cancel()
        consume(sink.seen)
        return ns
    }

    /// The same work written by hand: a local state, a switch, a comparison and one subscriber
    /// called through a closure the optimizer cannot see into.
    private static func measureHandwritten() -> Double {
        let sink = TallySink()
        let subscriber = opaqueSubscriber(sink)
        var state = TallyState()
        let ns = nanosecondsPerOperation(operations: intents) {
            for index in 0..<intents {
                let intent: TallyIntent = index & 7 == 0 ? .reset : .add(index & 3)
                var next = state
                switch intent {
                case .add(let amount):
                    next.total &+= amount
                    next.changes &+= 1
                case .reset:
                    next.total = 0
                }
                if next != state {
                    state = next
                    subscriber(next)
                }
            }
        }
        consume(sink.seen)
        return ns
    }
}

final class TallySink {
    var seen = 0
}

@inline(never)
func opaqueSubscriber(_ sink: TallySink) -> (TallyState) -> Void {
    { sink.seen &+= $0.total }
}

enum TallyIntent { case add(Int), reset }
enum TallyMessage { case added(Int), reset }

struct TallyState: Equatable {
    var total = 0
    var changes = 0
}

struct TallyReducer: Reducer {
    func reduce(_ state: TallyState, _ message: TallyMessage) -> TallyState {
        var state = state
        switch message {
        case .added(let amount):
            state.total &+= amount
            state.changes &+= 1
        case .reset:
            state.total = 0
        }
        return state
    }
}

struct TallyExecutor: Executor {
    typealias State = TallyState
    typealias Message = TallyMessage
    typealias Label = Never

    func execute(intent: TallyIntent, in scope: some ExecutorScope<TallyState, TallyMessage, Never>) {
        switch intent {
        case .add(let amount): scope.dispatch(.added(amount))
        case .reset: scope.dispatch(.reset)
        }
    }
}
