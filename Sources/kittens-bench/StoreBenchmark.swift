import Foundation
import Kittens
import MVI
import MVIRecording

/// The store's cost per intent, by the paths a store is driven through, against a reference
/// loop doing the same work by hand:
///
/// - `plain`: a `DefaultStore` of the tally feature, called on its concrete type;
/// - `any_store`: the same feature through `any Store`, made by `any StoreFactory`, as the app does;
/// - `kitten_ignored`: the real kitten store through `any ListingStore` from the factory, as the
///   app drives it, with `loadMore` intents that the executor ignores while a page loads;
/// - `kitten_copy`: the same store with `copy` intents: a URL check and a label to a subscriber;
/// - `recording`: the tally feature through `any StoreFactory`, a `RecordingStoreFactory`, once
///   its ring buffer is full: each intent records two events with their state, one time stamp;
/// - `reference`: turn an intent into a new state, skip equal states, call one subscriber.
///
/// Intents are made from the loop index with a mask the optimizer cannot see, and the
/// subscriber is a closure it cannot see into, so no loop can be folded, hoisted or vectorized.
@MainActor
enum StoreBenchmark {
    static let intents = 1_000_000

    static func run() -> String {
        let figures = [
            ("plain", measurePlain()),
            ("any_store", measureAnyStore(factory: opaque(DefaultStoreFactory() as any StoreFactory))),
            ("kitten_ignored", measureListingStore { _ in .loadMore }),
            ("kitten_copy", measureListingStore { .copy($0) }),
            ("recording", measureAnyStore(factory: opaque(RecordingStoreFactory() as any StoreFactory))),
            ("reference", measureReference()),
        ]
        return "store.ns_per_intent " + figures.map { "\($0)=\(format($1))" }.joined(separator: " ")
    }

    private static func measurePlain() -> Double {
        let store = DefaultStore(
            initialState: TallyState(), bootstrapper: NoBootstrapper<Never>(), executor: TallyExecutor(),
            reducer: TallyReducer())
        store.start()
        return measure(store)
    }

    private static func measureAnyStore(factory: any StoreFactory) -> Double {
        let store = factory.makeStore(
            name: "Tally", initialState: TallyState(), bootstrapper: NoBootstrapper<Never>(),
            executor: TallyExecutor(), reducer: TallyReducer())
        return measure(store)
    }

    private static func measure(_ store: some Store<TallyState, TallyIntent, Never>) -> Double {
        let sink = TallySink()
        let subscription = store.subscribe(onState: opaque({ sink.seen &+= $0.total }))
        let mask = opaque(7)
        let ns = nanosecondsPerOperation(operations: intents) {
            for index in 0..<intents {
                store.accept(index & mask == 0 ? .reset : .add(index & 3))
            }
        }
        subscription.cancel()
        consume(sink.seen)
        return ns
    }

    private static func measureListingStore(_ intent: (URL) -> ListingIntent) -> Double {
        let store: any ListingStore = opaque(DefaultStoreFactory() as any StoreFactory)
            .makeListingStore(dataSource: SilentKittenSource(), pageSize: 10)
        let sink = TallySink()
        let subscription = store.subscribe(onLabel: opaque({ label in
            if case .copyURL = label { sink.seen &+= 1 }
        }))
        let urls = [
            URL(string: "https://cdn2.thecatapi.com/images/a1.jpg")!,
            URL(string: "https://cdn2.thecatapi.com/images/b2.png")!,
        ]
        let mask = opaque(1)
        let ns = nanosecondsPerOperation(operations: intents) {
            for index in 0..<intents {
                store.accept(intent(urls[index & mask]))
            }
        }
        subscription.cancel()
        store.dispose()
        consume(sink.seen)
        return ns
    }

    /// The same work written by hand, without a store: a local state, the feature's reducer, a
    /// comparison and one subscriber called through a closure the optimizer cannot see into.
    private static func measureReference() -> Double {
        let sink = TallySink()
        let subscriber: (TallyState) -> Void = opaque({ sink.seen &+= $0.total })
        let mask = opaque(7)
        let reducer = TallyReducer()
        var state = TallyState()
        let ns = nanosecondsPerOperation(operations: intents) {
            for index in 0..<intents {
                let next = reducer.reduce(state, index & mask == 0 ? .reset : .added(index & 3))
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

/// A data source whose loads never answer until cancelled, so the kitten store stays loading.
private struct SilentKittenSource: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult {
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
        return .cancelled
    }
}

final class TallySink {
    var seen = 0
}

enum TallyIntent { case add(Int), reset }
enum TallyMessage { case added(Int), reset }

struct TallyState: Equatable {
    var total = 0
    var changes = 0
}

struct TallyReducer: Reducer {
    func reduce(into state: inout TallyState, _ message: TallyMessage) {
        switch message {
        case .added(let amount):
            state.total &+= amount
            state.changes &+= 1
        case .reset:
            state.total = 0
        }
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
