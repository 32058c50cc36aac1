import MVI
import MVIRecording
import XCTest

/// A recording lets go of what its events hold when it lets the events go, keeps what a
/// snapshot of it holds while the ring goes on past it, and leaks nothing.
final class RecordingReleaseTests: XCTestCase {
    @MainActor func testEventsLetGoReleaseWhatTheyHoldAndNothingOutlivesTheRecording() async {
        let ledger = TokenLedger()
        var snapshotSequences: [Int] = []
        do {
            let factory = RecordingStoreFactory(budget: RecordingBudget(capacity: 20, bytes: .max, keyframeInterval: 3))
            let store = factory.makeStore(
                name: "TokenStore", initialState: TokenState(), bootstrapper: NoBootstrapper<Never>(),
                executor: TokenExecutor(ledger: ledger), reducer: TokenReducer())
            defer { store.dispose() }
            let recording = factory.recording(ofStoreNamed: "TokenStore", as: TokenRecording.self)
            for _ in 0..<137 { store.accept(.send) }
            let snapshot = recording?.records
            snapshotSequences = snapshot?.map(\.sequence) ?? []
            for _ in 0..<263 { store.accept(.send) }

            XCTAssertEqual(store.state.received, 400)
            XCTAssertEqual(recording?.records.count, 20)
            XCTAssertEqual(recording?.records.map(\.state.received), Array(391...400).flatMap { [$0 - 1, $0] })
            XCTAssertEqual(snapshot?.map(\.sequence), snapshotSequences, "a snapshot keeps its events")
            XCTAssertEqual(snapshot?.last?.state.received, 137)
            XCTAssertLessThanOrEqual(ledger.live, 20 + 20, "only the messages the ring holds, and the snapshot's")
            XCTAssertGreaterThan(ledger.live, 0)
        }
        XCTAssertEqual(snapshotSequences.count, 20)
        XCTAssertEqual(ledger.live, 0, "every event let go, and the recording itself, released what it held")
    }
}

/// Counts the tokens alive. Main thread only, as the stores are.
private final class TokenLedger {
    var live = 0
}

/// Something an event holds, which says when it is let go.
private final class HeldToken: Equatable {
    let ledger: TokenLedger

    init(ledger: TokenLedger) {
        self.ledger = ledger
        ledger.live += 1
    }

    deinit { ledger.live -= 1 }

    static func == (left: HeldToken, right: HeldToken) -> Bool { left === right }
}

private struct TokenState: Equatable {
    var received = 0
}

private enum TokenIntent { case send }

private enum TokenMessage { case carried(HeldToken) }

private struct TokenReducer: Reducer {
    func reduce(into state: inout TokenState, _ message: TokenMessage) {
        state.received += 1
    }
}

private struct TokenExecutor: Executor {
    typealias State = TokenState
    typealias Message = TokenMessage
    typealias Label = Never

    let ledger: TokenLedger

    func execute(intent: TokenIntent, in scope: some ExecutorScope<TokenState, TokenMessage, Never>) {
        scope.dispatch(.carried(HeldToken(ledger: ledger)))
    }
}

private typealias TokenRecording = StoreRecording<TokenState, TokenIntent, Never, TokenMessage, Never>
