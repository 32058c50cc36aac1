import CGtk
@testable import KittensGtk
@testable import KittensPictures
import XCTest

/// The thumbnail cache, without a display.
final class ByteBoundedCacheTests: XCTestCase {
    func testEvictsTheLeastRecentlyUsedUntilTheTotalFits() {
        var cache = ByteBoundedCache<String, Int>(capacity: 100)
        cache.insert(1, for: "a", cost: 40)
        cache.insert(2, for: "b", cost: 40)
        XCTAssertEqual(cache.value(for: "a"), 1)
        cache.insert(3, for: "c", cost: 40)
        XCTAssertNil(cache.value(for: "b"), "b was used least recently")
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.value(for: "c"), 3)
        XCTAssertEqual(cache.totalCost, 80)
    }

    func testReplacingAKeyCountsOnlyTheNewCost() {
        var cache = ByteBoundedCache<String, Int>(capacity: 100)
        cache.insert(1, for: "a", cost: 60)
        cache.insert(2, for: "a", cost: 30)
        XCTAssertEqual(cache.totalCost, 30)
        XCTAssertEqual(cache.count, 1)
    }

    func testAValueLargerThanTheCapacityIsNotStored() {
        var cache = ByteBoundedCache<String, Int>(capacity: 10)
        cache.insert(1, for: "a", cost: 11)
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.totalCost, 0)
    }

    /// A texture the cache evicts loses exactly the one reference the cache held.
    func testAnEvictedTextureIsUnreferencedExactlyOnce() throws {
        let first = try XCTUnwrap(makeTexture())
        let witness = UnsafeMutableRawPointer(first.texture)
        g_object_ref(witness)
        defer { g_object_unref(witness) }
        XCTAssertEqual(referenceCount(witness), 2)

        var cache = ByteBoundedCache<String, Texture>(capacity: first.byteCount)
        cache.insert(first, for: "first", cost: first.byteCount)
        let second = try XCTUnwrap(makeTexture())
        cache.insert(second, for: "second", cost: second.byteCount)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(referenceCount(witness), 2, "the local `first` still holds its reference")
        _ = consume first
        XCTAssertEqual(referenceCount(witness), 1, "only the test's own reference is left")
    }

    private func makeTexture() -> Texture? {
        let pixels = [UInt8](repeating: 0xff, count: 4 * 3 * 4)
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(4, 3, kittens_memory_default_format(), bytes, 16).map(Texture.init(owning:))
    }

    private func referenceCount(_ object: UnsafeMutableRawPointer) -> UInt32 {
        object.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }
}
