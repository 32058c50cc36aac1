import CGtk
import GLibRuntime
import XCTest

final class GObjectRefTests: XCTestCase {
    func testAFloatingObjectIsSunkOnWrapAndFinalizedOnceWhenTheReferenceDies() {
        let finalizations = Counter()
        let raw = UnsafeMutableRawPointer(g_object_new_with_properties(g_initially_unowned_get_type(), 0, nil, nil)!)
        watchFinalization(raw, finalizations)
        XCTAssertNotEqual(kittens_is_floating(raw), 0)
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
}

private func watchFinalization(_ object: UnsafeMutableRawPointer, _ counter: Counter) {
    g_object_weak_ref(kittens_object(object), { data, _ in
        guard let data else { return }
        Unmanaged<Counter>.fromOpaque(data).takeRetainedValue().value += 1
    }, Unmanaged.passRetained(counter).toOpaque())
}
