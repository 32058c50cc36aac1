import CGtk
import GLibRuntime
import XCTest

final class SignalTests: XCTestCase {
    func testAConnectedClosureRunsAndIsReleasedExactlyOnceWhenItsObjectDies() {
        MainActor.assumeIsolated {
            let releases = Counter()
            var activations = 0
            let action = g_simple_action_new("open", nil)!
            do {
                let witness = ReleaseWitness(releases)
                Signal.onActionActivate(action) {
                    _ = witness
                    activations += 1
                }
            }
            g_action_activate(kittens_action(action.gpointer), nil)
            g_action_activate(kittens_action(action.gpointer), nil)
            XCTAssertEqual(activations, 2)
            XCTAssertEqual(releases.value, 0, "GLib still holds the closure while the object lives")
            g_object_unref(action.gpointer)
            XCTAssertEqual(releases.value, 1)
        }
    }

    func testADisconnectedClosureIsReleasedOnceAndNeverCalledAgain() {
        MainActor.assumeIsolated {
            let releases = Counter()
            var activations = 0
            let action = g_simple_action_new("open", nil)!
            let id: SignalHandlerID
            do {
                let witness = ReleaseWitness(releases)
                id = Signal.onActionActivate(action) {
                    _ = witness
                    activations += 1
                }
            }
            Signal.disconnect(action, id)
            XCTAssertEqual(releases.value, 1)
            g_action_activate(kittens_action(action.gpointer), nil)
            g_object_unref(action.gpointer)
            XCTAssertEqual(activations, 0)
            XCTAssertEqual(releases.value, 1)
        }
    }

    func testANotifyHandlerRunsOnlyForItsOwnProperty() {
        MainActor.assumeIsolated {
            let action = g_simple_action_new("open", nil)!
            defer { g_object_unref(action.gpointer) }
            var enabledChanges = 0
            var stateChanges = 0
            Signal.onNotify(action, property: "enabled") { enabledChanges += 1 }
            Signal.onNotify(action, property: "state") { stateChanges += 1 }
            g_simple_action_set_enabled(action, 0)
            g_simple_action_set_enabled(action, 1)
            XCTAssertEqual(enabledChanges, 2)
            XCTAssertEqual(stateChanges, 0)
        }
    }
}

final class Counter: @unchecked Sendable {
    var value = 0
}

/// Counts its own deinit, to prove a closure capturing it was freed.
final class ReleaseWitness {
    let counter: Counter
    init(_ counter: Counter) { self.counter = counter }
    deinit { counter.value += 1 }
}
