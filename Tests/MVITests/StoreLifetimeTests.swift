import Dispatch
import MVI
import Locking
import TestSupport
import XCTest

/// What happens to a store's jobs when the store goes away, with or without `dispose()`.
final class StoreLifetimeTests: XCTestCase {
    @MainActor func testAStoreDroppedWithoutDisposeCancelsItsJobAndItsResultIsDroppedWithoutATrap() async {
        let gate = Gate(cancelledValue: -1)
        weak var completionToken: Token?
        weak var droppedStore: DefaultStore<ProbeExecutor, ProbeReducer>?
        do {
            let token = Token()
            completionToken = token
            var seen: [Int] = []
            let store = DefaultStore(
                initialState: 0, bootstrapper: NoBootstrapper<Never>(), executor: ProbeExecutor(), reducer: ProbeReducer())
            droppedStore = store
            _ = store.subscribe(onState: { seen.append($0) })
            store.accept(ProbeIntent(gate: gate, token: token))
            XCTAssertEqual(seen, [0])
        }
        XCTAssertNil(droppedStore, "nothing but the caller keeps a store alive")
        await waitUntil("the dropped store's job is cancelled") { gate.wasCancelled }
        gate.open(with: 5)
        await waitUntil("the job has finished and let go of its completion") { completionToken == nil }
    }

    @MainActor func testAStoreDroppedWhileItsJobResultWaitsForTheMainActorDropsTheResult() async {
        let gate = Gate(cancelledValue: -1)
        let returned = Flag()
        weak var completionToken: Token?
        do {
            let token = Token()
            completionToken = token
            let store = DefaultStore(
                initialState: 0, bootstrapper: NoBootstrapper<Never>(), executor: ProbeExecutor(), reducer: ProbeReducer())
            store.accept(ProbeIntent(operation: {
                let value = await gate.wait()
                returned.raise()
                return value
            }, token: token))
            await waitUntil("the job's operation has started") { gate.hasStarted }
            // From here on the main actor is not given up until the store is gone, so the
            // result cannot be handed over before.
            gate.open(with: 5)
            XCTAssertTrue(returned.spinUntilRaised(), "the job's operation never returned")
        }
        await waitUntil("the job has finished and let go of its completion") { completionToken == nil }
    }
}

/// Lives as long as a job's completion closure.
final class Token: Sendable {}

/// Starts a job that runs `operation` and reduces its result.
struct ProbeIntent {
    let operation: @Sendable () async -> Int
    let token: Token

    init(operation: @escaping @Sendable () async -> Int, token: Token) {
        self.operation = operation
        self.token = token
    }

    init(gate: Gate<Int>, token: Token) {
        self.init(operation: { await gate.wait() }, token: token)
    }
}

/// Raised once from any thread; the main thread can wait for it without yielding.
final class Flag: Sendable {
    private let raised = DispatchSemaphore(value: 0)

    func raise() { raised.signal() }

    /// Blocks until the flag is raised; false if it was not within the waiting deadline.
    func spinUntilRaised() -> Bool {
        raised.wait(timeout: .now() + .seconds(20)) == .success
    }
}

struct ProbeReducer: Reducer {
    func reduce(into state: inout Int, _ message: Int) { state = message }
}

struct ProbeExecutor: Executor {
    typealias State = Int
    typealias Message = Int

    func execute(intent: ProbeIntent, in scope: some ExecutorScope<Int, Int, Never>) {
        let token = intent.token
        scope.launch(JobKey("probe"), intent.operation, completion: { value in
            withExtendedLifetime(token) { scope.dispatch(value) }
        })
    }
}
