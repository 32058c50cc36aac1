import CGLib
import GLibRuntime
import XCTest

final class GObjectRefTests: XCTestCase {
    func testOwningSinksAFloatingObjectAndFinalizesItOnceWhenTheReferenceDies() {
        let finalizations = Counter()
        let raw = newFloatingObject()
        watchFinalization(raw, finalizations)
        do {
            let reference = GObjectRef(owning: raw.assumingMemoryBound(to: GObject.self))
            XCTAssertEqual(kittens_is_floating(reference.raw), 0)
            XCTAssertEqual(finalizations.value, 0)
        }
        XCTAssertEqual(finalizations.value, 1)
    }

    func testRetainingAddsAReferenceThatItGivesBack() {
        let finalizations = Counter()
        let raw = UnsafeMutableRawPointer(g_object_new_with_properties(g_object_get_type(), 0, nil, nil)!)
        watchFinalization(raw, finalizations)
        do {
            let reference = GObjectRef(retaining: raw.assumingMemoryBound(to: GObject.self))
            g_object_unref(raw)
            XCTAssertEqual(finalizations.value, 0, "the wrapper still holds its own reference")
            _ = reference
        }
        XCTAssertEqual(finalizations.value, 1)
    }

    func testRetainingAFloatingObjectLeavesItFloatingForItsOwner() {
        let finalizations = Counter()
        let raw = newFloatingObject()
        watchFinalization(raw, finalizations)
        do {
            let reference = GObjectRef(retaining: raw.assumingMemoryBound(to: GObject.self))
            XCTAssertNotEqual(kittens_is_floating(raw), 0, "the floating reference is not taken over")
            g_object_ref_sink(raw)
            g_object_unref(raw)
            XCTAssertEqual(finalizations.value, 0, "the wrapper still holds its own reference")
            _ = reference
        }
        XCTAssertEqual(finalizations.value, 1)
    }
}

/// A new `GInitiallyUnowned`: an object with a floating reference, as a new widget has.
private func newFloatingObject() -> UnsafeMutableRawPointer {
    let raw = UnsafeMutableRawPointer(g_object_new_with_properties(g_initially_unowned_get_type(), 0, nil, nil)!)
    precondition(kittens_is_floating(raw) != 0)
    return raw
}

private func watchFinalization(_ object: UnsafeMutableRawPointer, _ counter: Counter) {
    g_object_weak_ref(kittens_object(object), { data, _ in
        guard let data else { return }
        Unmanaged<Counter>.fromOpaque(data).takeRetainedValue().value += 1
    }, Unmanaged.passRetained(counter).toOpaque())
}
