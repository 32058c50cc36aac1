import CGLib
import GLibRuntime
import XCTest

final class SignalTests: XCTestCase {
    func testAConnectedHandlerRunsOncePerEmissionAndIsReleasedOnceWhenItsObjectDies() {
        MainActor.assumeIsolated {
            let releases = Counter()
            var activations = 0
            let action = g_simple_action_new("open", nil)!
            do {
                let witness = ReleaseWitness(releases)
                Signal.connect(GObjectPointer<GIO.SimpleAction>(action), .actionActivate) {
                    _ = witness
                    activations += 1
                }
            }
            g_action_activate(kittens_action(action.gpointer), nil)
            XCTAssertEqual(activations, 1)
            g_action_activate(kittens_action(action.gpointer), nil)
            XCTAssertEqual(activations, 2)
            XCTAssertEqual(releases.value, 0, "GLib still holds the closure while the object lives")
            g_object_unref(action.gpointer)
            XCTAssertEqual(releases.value, 1)
        }
    }

    func testADisconnectedHandlerIsReleasedOnceAndNeverCalledAgain() {
        MainActor.assumeIsolated {
            let releases = Counter()
            var activations = 0
            let action = GObjectPointer<GIO.SimpleAction>(g_simple_action_new("open", nil)!)
            let id: SignalHandlerID
            do {
                let witness = ReleaseWitness(releases)
                id = Signal.connect(action, .actionActivate) {
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
            Signal.connect(GObjectPointer<GIO.SimpleAction>(action), .notify("enabled")) { enabledChanges += 1 }
            Signal.connect(GObjectPointer<GObject>(action), .notify("state")) { stateChanges += 1 }
            g_simple_action_set_enabled(action, 0)
            g_simple_action_set_enabled(action, 1)
            XCTAssertEqual(enabledChanges, 2)
            XCTAssertEqual(stateChanges, 0)
        }
    }

    func testItemsChangedHandsTheHandlerTheChangeOfAnyListModel() {
        MainActor.assumeIsolated {
            let store = g_list_store_new(g_object_get_type())!
            defer { g_object_unref(store.gpointer) }
            var changes: [[UInt32]] = []
            Signal.connect(GObjectPointer<GIO.ListModel>(store), .itemsChanged) { changes.append([$0, $1, $2]) }
            let item = g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!
            g_list_store_append(store, item)
            g_list_store_append(store, item)
            g_list_store_remove(store, 0)
            g_object_unref(item)
            XCTAssertEqual(changes, [[0, 0, 1], [1, 0, 1], [0, 1, 0]])
        }
    }

    func testAnAdaptedShapeHandsItsHandlerTheConvertedArgumentsAndIsReleasedOnceWithItsObject() {
        struct Change: Equatable {
            let position, removed, added: UInt32
        }
        MainActor.assumeIsolated {
            let releases = Counter()
            var changes: [Change] = []
            let store = g_list_store_new(g_object_get_type())!
            let changed = SignalName<GIO.ListModel, @MainActor (Change) -> Void>(
                "items-changed",
                SignalShape<@MainActor (UInt32, UInt32, UInt32) -> Void>.threeUnsigned.adapted { run in
                    { run(Change(position: $0, removed: $1, added: $2)) }
                })
            do {
                let witness = ReleaseWitness(releases)
                Signal.connect(GObjectPointer<GIO.ListModel>(store), changed) {
                    _ = witness
                    changes.append($0)
                }
            }
            let item = g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!
            g_list_store_append(store, item)
            g_list_store_remove(store, 0)
            g_object_unref(item)
            XCTAssertEqual(changes, [Change(position: 0, removed: 0, added: 1), Change(position: 0, removed: 1, added: 0)])
            XCTAssertEqual(releases.value, 0, "GLib still holds the closure while the object lives")
            g_object_unref(store.gpointer)
            XCTAssertEqual(releases.value, 1)
        }
    }

    func testAnObjectIsAnEmitterOfItsOwnClassAndOfTheClassesItDerivesFrom() {
        let action = g_simple_action_new("open", nil)!
        defer { g_object_unref(action.gpointer) }
        XCTAssertEqual(GObjectPointer<GIO.SimpleAction>(action).gpointer, action.gpointer)
        XCTAssertEqual(GObjectPointer<GObject>(action).gpointer, action.gpointer)
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
