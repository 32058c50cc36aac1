import MVI
@testable import MVITesting
import XCTest

/// `answer(dispatching:)`: a job's answer as a recording kept it, the message it became.
final class TestStoreAnswerTests: XCTestCase {
    @MainActor func testARecordedAnswerIsReducedAndItsChangeChecked() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        store.start { $0.isLoading = true }
        store.answer(dispatching: .loaded(7)) {
            $0.isLoading = false
            $0.count = 7
        }
        XCTAssertEqual(store.runningJobs, [TestJob(key: .number, launch: 1)], "no job is completed: the recording does not say which")
        store.dispose()
        store.finish()
        XCTAssertEqual(failures.all.map(\.message), [])
    }

    @MainActor func testARecordedAnswerThatChangesTheStateOtherwiseFailsAtItsLine() async {
        let failures = Failures()
        let store = makeTallyStore(failures)
        let line: UInt = #line + 1
        store.answer(dispatching: .loaded(7)) { $0.count = 8 }
        XCTAssertEqual(failures.lines, [line])
        XCTAssertTrue(failures.only.hasPrefix("answer(dispatching: loaded(7)) left the state other than expected"), failures.only)
        store.finish()
    }
}
