import MVI
@testable import MVITesting
import XCTest

/// Each kind of mistake a test can make fails, at the line of the step, saying what is wrong.
final class TestStoreTests: XCTestCase {
    @MainActor func testAFullyAssertedFlowPasses() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        XCTAssertEqual(store.runningJobs, [TestJob(key: .number, launch: 1)])
        store.send(.add(2)) { $0.count = 2 }
        store.complete(job: .number, with: 7)
        store.receive(.loaded(7)) {
            $0.isLoading = false
            $0.count = 7
        }
        store.receiveLabel("loaded 7")
        store.send(.say("hi"))
        store.receiveLabel("hi")
        store.finish()
        XCTAssertEqual(failures.all.map(\.message), [])
    }

    @MainActor func testAStateOtherThanExpectedFailsAtTheSendWithAFieldByFieldDiff() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        let line: UInt = #line + 1
        store.send(.add(1)) { $0.count = 2 }
        XCTAssertEqual(failures.lines, [line])
        XCTAssertEqual(failures.only, """
            send(add(1)) left the state other than expected (− expected, + actual):
            − state.count: 2
            + state.count: 1
            """)
        store.finish()
    }

    @MainActor func testAChangeNotAssertedFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        let line: UInt = #line + 1
        store.send(.add(3))
        XCTAssertEqual(failures.lines, [line])
        XCTAssertTrue(failures.only.hasPrefix("send(add(3)) changed the state, but no change was expected"), failures.only)
        XCTAssertTrue(failures.only.hasSuffix("− state.count: 0\n+ state.count: 3"), failures.only)
    }

    @MainActor func testAChangeAssertedThatDidNotHappenFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.send(.say("x")) { $0.note = "x" }
        store.receiveLabel("x")
        XCTAssertEqual(failures.all.count, 1)
        XCTAssertTrue(failures.only.hasSuffix("− state.note: \"x\"\n+ state.note: nil"), failures.only)
    }

    @MainActor func testAWrongMessageOrStateAfterAJobFailsAtTheReceive() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.complete(job: .number, with: 5)
        let line: UInt = #line + 1
        store.receive(.loaded(6)) { $0.count = 6 }
        XCTAssertEqual(failures.lines, [line, line])
        XCTAssertEqual(failures.all.first?.message, "receive(loaded(6)): the next message is loaded(5), from job \"number\" (launch 1)")
        XCTAssertTrue(failures.all.last?.message.contains("− state.isLoading: true\n+ state.isLoading: false") == true)
        store.receiveLabel("loaded 5")
    }

    @MainActor func testReceivingWhenNothingWaitsFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.receive(.added(1))
        store.receiveLabel("nothing")
        XCTAssertEqual(failures.all.map(\.message), [
            "receive(added(1)): no messages waiting",
            "receiveLabel(nothing): no labels waiting",
        ])
    }

    @MainActor func testAWrongLabelFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.send(.say("yes"))
        store.receiveLabel("no")
        XCTAssertEqual(failures.only, "receiveLabel(no): the next label is yes, from send(say(\"yes\"))")
    }

    @MainActor func testWhatIsLeftAtTheEndFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.send(.loadNote)
        store.send(.say("unheard"))
        let line: UInt = #line + 1
        store.finish()
        XCTAssertEqual(failures.lines, [line, line])
        XCTAssertEqual(failures.all.first?.message, """
            finish() came before these were asserted with receive and receiveLabel:
              label unheard from send(say("unheard"))
            """)
        XCTAssertTrue(failures.all.last?.message.hasPrefix(
            "jobs still running: job \"number\" (launch 1), launched by start() at line \(line - 4), "
                + "job without a key (launch 2), launched by send(loadNote) at line \(line - 3).") == true,
            failures.all.last?.message ?? "")
    }

    @MainActor func testAMessageNotReceivedFailsAtTheNextSend() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.complete(job: .number, with: 1)
        let line: UInt = #line + 1
        store.send(.add(1)) { $0.count = 2 }
        XCTAssertEqual(failures.lines, [line])
        XCTAssertEqual(failures.only, """
            send(add(1)) came before these were asserted with receive and receiveLabel:
              message loaded(1) from job "number" (launch 1)
              label loaded 1 from complete(job: "number")
            """)
        store.finish()
        XCTAssertEqual(failures.all.count, 1, "reported once")
    }

    @MainActor func testAStoreFreedWithoutFinishReportsAtTheLineItWasMade() async {
        let failures = Failures()
        let line: UInt = #line + 2
        do {
            let store = makeTallyStore(failures)
            store.start { $0.isLoading = true }
        }
        XCTAssertEqual(failures.lines, [line])
        XCTAssertTrue(failures.only.hasPrefix("jobs still running: job \"number\""), failures.only)
    }

    @MainActor func testCompletingAJobThatIsNotRunningOrWithTheWrongOutputFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.complete(job: .number, with: 1)
        store.start { $0.isLoading = true }
        store.complete(job: .number, with: "forty-two")
        store.complete(job: nil, with: 1)
        XCTAssertEqual(failures.all.map(\.message), [
            "complete(job: \"number\"): no such job is running; no jobs running",
            "complete(job: \"number\"): the job's output is a Int, not a String",
            "complete(job: nil): no such job is running; jobs running: job \"number\" (launch 1)",
        ])
        XCTAssertEqual(store.runningJobs.count, 1, "the job still runs")
        store.dispose()
    }

    @MainActor func testAJobLaunchedAgainUnderItsKeyReplacesTheRunningOne() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.send(.load)
        XCTAssertEqual(store.runningJobs, [TestJob(key: .number, launch: 2)])
        store.complete(job: .number, with: 3)
        store.receive(.loaded(3)) {
            $0.isLoading = false
            $0.count = 3
        }
        store.receiveLabel("loaded 3")
        store.complete(job: .number, with: 4)
        XCTAssertEqual(failures.only, "complete(job: \"number\"): no such job is running; no jobs running")
        store.finish()
    }

    @MainActor func testRunningAJobRunsItsRealWork() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.send(.loadNote)
        await store.run(job: nil)
        store.receive(.noted("a note")) { $0.note = "a note" }
        await store.run(job: .number)
        store.receive(.loaded(42)) {
            $0.isLoading = false
            $0.count = 42
        }
        store.receiveLabel("loaded 42")
        store.finish()
        XCTAssertEqual(failures.all.map(\.message), [])
    }

    @MainActor func testDisposeCancelsTheJobsAndLaterIntentsAreIgnored() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.dispose()
        XCTAssertEqual(store.runningJobs, [])
        store.send(.add(1))
        store.finish()
        XCTAssertEqual(failures.all.map(\.message), [])
    }

    @MainActor func testStartingTwiceFails() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.start()
        XCTAssertEqual(failures.only, "start() was called before; a store starts once")
        store.dispose()
    }

    @MainActor func testWithExhaustivityOffOnlyWhatIsAssertedIsChecked() async {
        let failures = Failures()
        let store = makeTallyStore(failures, initial: Tally(count: 1, note: "old"))
        store.exhaustivity = .off
        store.start()
        store.send(.add(2)) { $0.count = 3 }
        store.send(.say("one"))
        store.send(.say("two"))
        store.receiveLabel("two")
        store.complete(job: .number, with: 9)
        store.receive(.loaded(9)) { $0.count = 9 }
        store.send(.add(1)) { $0.count = 99 }
        store.receive(.added(5))
        store.send(.loadNote)
        store.finish()
        XCTAssertEqual(failures.all.map(\.message), [
            "send(add(1)) left the state other than expected (− expected, + actual):\n− state.count: 99\n+ state.count: 10",
            "receive(added(5)): no messages waiting",
        ])
    }
}
