import MVI
import MVITesting
import Outbox
import XCTest

final class OutboxDriverTests: XCTestCase {
    private let written: String? = nil

    @MainActor private func makeStore(server: String? = "server") -> TestStore<ToyExecutor, ToyReducer> {
        TestStore(initialState: ToyState(), bootstrapper: NoBootstrapper<Never>(), executor: ToyExecutor(server: server), reducer: ToyReducer())
    }

    /// The store uses the account "a", and its first listing came.
    @MainActor private func makeSyncedStore() -> TestStore<ToyExecutor, ToyReducer> {
        let store = makeStore()
        store.send(.use("a")) {
            $0.account = "a"
            $0.usesServer = true
            $0.isSyncing = true
        }
        store.complete(job: ToyExecutor.jobs.sync, with: Result<[String], ToyFailure>.success(["server/a"]))
        store.receive(.synced(["server/a"])) {
            $0.isSyncing = false
            $0.listed = ["server/a"]
        }
        return store
    }

    private func sent(_ id: Int, _ subject: String) -> TestOperation {
        TestOperation(id: id, kind: .cast(1), subject: subject, wasSent: true)
    }

    @MainActor func testAChangeIsWrittenAndSentToTheAccountsServerAndItsAnswerSettlesIt() async {
        let store = makeSyncedStore()
        store.send(.cast("p")) {
            $0.queue = OutboxQueue(operations: [self.sent(1, "p")], sending: [1], nextID: 2)
        }
        XCTAssertEqual(Set(store.runningJobs.map(\.key)), [ToyExecutor.jobs.fileWrite, ToyExecutor.jobs.operation(1)])
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.complete(job: ToyExecutor.jobs.operation(1), with: ToySent.made)
        store.receive(.castAnswered(operationID: 1)) {
            $0.queue = OutboxQueue(operations: [], sending: [], nextID: 2)
        }
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.finish()
    }

    @MainActor func testWithoutAServerOrAKeyChangesOnlyWait() async {
        let store = makeStore(server: nil)
        store.send(.use("a")) {
            $0.account = "a"
            $0.usesServer = true
        }
        store.send(.cast("p")) { $0.queue = OutboxQueue(operations: [TestOperation(id: 1, kind: .cast(1), subject: "p")], nextID: 2) }
        XCTAssertEqual(store.runningJobs.map(\.key), [ToyExecutor.jobs.fileWrite], "written, not sent")
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.finish()
    }

    @MainActor func testAFailureThatMayPassWaitsSaysSoOnceAndIsRetried() async {
        let store = makeSyncedStore()
        store.send(.cast("p")) { $0.queue = OutboxQueue(operations: [self.sent(1, "p")], sending: [1], nextID: 2) }
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.complete(job: ToyExecutor.jobs.operation(1), with: ToySent.failed(ToyFailure(status: 503)))
        store.receive(.operationWaits(operationID: 1, .unreachable("HTTP 503"))) {
            $0.queue.sending = []
            $0.backOff.problem = .unreachable("HTTP 503")
            $0.backOff.failuresInARow = 1
            $0.backOff.failedRound = 0
        }
        store.receive(.retryScheduled(seconds: 2)) { $0.backOff.retryDelaySeconds = 2 }
        store.receiveLabel(.waiting(.unreachable("HTTP 503"), changes: 1))
        store.send(.cast("q")) { $0.queue.append { TestOperation(id: $0, kind: .cast(1), subject: "q") } }
        XCTAssertEqual(Set(store.runningJobs.map(\.key)), [ToyExecutor.jobs.fileWrite, ToyExecutor.jobs.retry], "nothing is sent while the server fails")
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.complete(job: ToyExecutor.jobs.retry, with: ())
        store.receive(.retryDue) {
            $0.backOff.problem = nil
            $0.backOff.retryDelaySeconds = nil
            $0.backOff.round = 1
        }
        store.receive(.operationSent(id: 1)) {
            $0.queue.sending = [1]
        }
        store.receive(.operationSent(id: 2)) {
            $0.queue.operations[1].wasSent = true
            $0.queue.sending = [1, 2]
        }
        XCTAssertEqual(Set(store.runningJobs.map(\.key)), [ToyExecutor.jobs.fileWrite, ToyExecutor.jobs.operation(1), ToyExecutor.jobs.operation(2)])
        store.exhaustivity = .off
        store.finish()
    }

    @MainActor func testAChangeRefusedForGoodIsDroppedAndTakenBack() async {
        let store = makeSyncedStore()
        store.send(.cast("p")) { $0.queue = OutboxQueue(operations: [self.sent(1, "p")], sending: [1], nextID: 2) }
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.complete(job: ToyExecutor.jobs.operation(1), with: ToySent.failed(ToyFailure(status: 400)))
        store.receive(.operationRefused(operationID: 1)) { $0.queue = OutboxQueue(nextID: 2) }
        store.receiveLabel(.rolledBack(subject: "p", error: "HTTP 400"))
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.finish()
    }

    @MainActor func testAChangeTheFileDoesNotKeepIsHeldBackUntilAWriteSucceeds() async {
        let store = makeSyncedStore()
        store.send(.cast("p")) { $0.queue = OutboxQueue(operations: [self.sent(1, "p")], sending: [1], nextID: 2) }
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.complete(job: ToyExecutor.jobs.operation(1), with: ToySent.heldBack("disk full"))
        store.receive(.operationHeldBack(operationID: 1)) { $0.queue.sending = [] }
        store.receive(.saveFailed("disk full")) { $0.saveProblem = "disk full" }
        store.receive(.retryScheduled(seconds: 2)) { $0.backOff.retryDelaySeconds = 2 }
        store.send(.refresh) {
            $0.backOff.round = 1
            $0.backOff.retryDelaySeconds = nil
            $0.needsListing = true
        }
        XCTAssertEqual(store.runningJobs.map(\.key), [ToyExecutor.jobs.fileWrite], "the write is tried again; nothing is sent until it succeeds")
        store.complete(job: ToyExecutor.jobs.fileWrite, with: written)
        store.receive(.saved) { $0.saveProblem = nil }
        store.receive(.operationSent(id: 1)) { $0.queue.sending = [1] }
        XCTAssertEqual(store.runningJobs.map(\.key), [ToyExecutor.jobs.operation(1)], "the listing held back waits for the answers on their way")
        store.complete(job: ToyExecutor.jobs.operation(1), with: ToySent.made)
        store.receive(.castAnswered(operationID: 1)) { $0.queue = OutboxQueue(nextID: 2) }
        store.receive(.syncStarted) {
            $0.isSyncing = true
            $0.needsListing = false
        }
        XCTAssertEqual(Set(store.runningJobs.map(\.key)), [ToyExecutor.jobs.fileWrite, ToyExecutor.jobs.sync], "then it follows")
        store.exhaustivity = .off
        store.finish()
    }

    func testARequestsAnswerBecomesTheResultItMakesAndItsFailureAFailure() {
        XCTAssertEqual(ToySent.answer(Result<Int, ToyFailure>.success(1)) { _ in .made }, .made)
        XCTAssertEqual(ToySent.answer(Result<Int, ToyFailure>.failure(ToyFailure(status: 503))) { _ in .made }, .failed(ToyFailure(status: 503)))
    }
}
