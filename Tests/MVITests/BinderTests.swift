import MVI
import XCTest

/// The binder connects stores that do not know each other, only between `start()` and `stop()`.
final class BinderTests: XCTestCase {
    @MainActor func testNothingFlowsBeforeStartThenEachStateBecomesAnIntentOfTheOtherStore() async {
        let source = makeCounterStore()
        let target = makeCounterStore()
        let binder = Binder()
        binder.bind(statesOf: source, to: target) { state in state.count > 0 ? .add(state.count) : nil }
        source.accept(.increment)
        XCTAssertEqual(target.state.count, 0, "nothing is bound before start()")

        binder.start()
        XCTAssertEqual(target.state.count, 1, "the current state is delivered at start")
        source.accept(.add(2))
        XCTAssertEqual(target.state.count, 4, "then each new state")
    }

    @MainActor func testStopEndsEveryBindingAndStartResumesThem() async {
        let source = makeCounterStore()
        let target = makeCounterStore()
        var labels: [String] = []
        let binder = Binder()
        binder.bind(labelsOf: source, to: target) { label in label == "more" ? .increment : nil }
        binder.bind(labelsOf: source) { labels.append($0) }
        binder.start()
        source.accept(.say("more"))
        source.accept(.say("other"))
        XCTAssertEqual(target.state.count, 1, "only the labels the transform maps reach the target")
        XCTAssertEqual(labels, ["more", "other"])

        binder.stop()
        XCTAssertFalse(binder.isStarted)
        source.accept(.say("more"))
        XCTAssertEqual(target.state.count, 1, "nothing flows after stop()")
        XCTAssertEqual(labels, ["more", "other"])

        binder.start()
        source.accept(.say("more"))
        XCTAssertEqual(target.state.count, 2, "start() again resumes the bindings")
        XCTAssertEqual(labels, ["more", "other", "more"])
    }

    @MainActor func testStartingTwiceDeliversOnceAndABindingAddedWhileStartedStartsAtOnce() async {
        let source = makeCounterStore()
        var states: [Int] = []
        var late: [Int] = []
        let binder = Binder()
        binder.bind(statesOf: source) { states.append($0.count) }
        binder.start()
        binder.start()
        binder.bind(statesOf: source) { late.append($0.count) }
        source.accept(.increment)
        XCTAssertEqual(states, [0, 1], "one subscription, however often start() is called")
        XCTAssertEqual(late, [0, 1])
    }
}
