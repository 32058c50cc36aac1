import MVI
@testable import MVITesting
import XCTest

/// `perform(job:)` and `deliver(job:)`: the request reaches the other side, and its answer
/// arrives later or, if the job is cancelled or relaunched meanwhile, never.
final class TestStorePerformDeliverTests: XCTestCase {
    @MainActor func testAPerformedJobReachedTheServerAndItsAnswerArrivesWhenDelivered() async {
        let server = NamesServer()
        let store = TestStore(initialState: NamesState(), executor: NamesExecutor(server: server, fixed: true), reducer: NamesReducer())
        store.send(.add("a")) { $0.names = ["a"] }
        await store.perform(job: JobKey("names-a"))
        XCTAssertEqual(server.names, [1: "a"], "the request reached the server")
        XCTAssertEqual(store.state.ids, [:], "its answer is still on its way")
        XCTAssertEqual(store.runningJobs, [TestJob(key: JobKey("names-a"), launch: 1)])
        XCTAssertEqual(store.performedJobs, store.runningJobs)
        store.deliver(job: JobKey("names-a"))
        store.receive(.idKnown("a", 1)) { $0.ids = ["a": 1] }
        XCTAssertEqual(store.runningJobs, [])
        store.finish()
    }

    @MainActor func testAJobCancelledWhileItsAnswerIsOnItsWayNeverDeliversIt() async {
        let failures = Failures()
        let server = NamesServer()
        let store = TestStore(initialState: NamesState(), executor: NamesExecutor(server: server, fixed: false), reducer: NamesReducer())
        store.reportFailure = { message, _, line in failures.all.append(.init(message: message, line: line)) }
        store.exhaustivity = .off
        store.send(.add("a"))
        await store.perform(job: JobKey("names-a"))
        store.send(.remove("a"))
        XCTAssertEqual(store.performedJobs, [])
        store.deliver(job: JobKey("names-a"))
        XCTAssertEqual(failures.only, "deliver(job: \"names-a\"): no such job is running; no jobs running")
        XCTAssertEqual(server.names, [1: "a"], "what reached the server stays there")
        XCTAssertEqual(store.state.ids, [:])
    }

    @MainActor func testARelaunchUnderTheSameKeyDropsTheAnswerOnItsWay() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        await store.perform(job: .number)
        XCTAssertEqual(store.performedJobs, [TestJob(key: .number, launch: 1)])
        store.send(.load)
        XCTAssertEqual(store.performedJobs, [], "the relaunched job has not done its work")
        store.deliver(job: .number)
        XCTAssertEqual(failures.all.map(\.message), [
            "deliver(job: \"number\"): its work was not done; perform(job:) it first, or run(job:) it"
        ])
        XCTAssertEqual(store.runningJobs, [TestJob(key: .number, launch: 2)])
        XCTAssertEqual(store.state.count, 0, "the first launch's answer never arrived")
        store.dispose()
    }

    @MainActor func testPerformingTwiceOrAJobNotRunningFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        await store.perform(job: .number)
        store.start { $0.isLoading = true }
        await store.perform(job: .number)
        await store.perform(job: .number)
        XCTAssertEqual(failures.all.map(\.message), [
            "perform(job: \"number\"): no such job is running; no jobs running",
            "perform(job: \"number\"): its work was done already; deliver(job:) it",
        ])
        store.dispose()
    }
}
