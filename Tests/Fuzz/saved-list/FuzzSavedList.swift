import FoundationEssentials
import KittensSupport

/// libFuzzer's entry point: one input, as the bytes of `last-list.json`, through
/// `SnapshotFileFormat.decode`. Any input may be refused with a `SnapshotFileProblem`; none may
/// crash or hang the decoder, and whatever it accepts keeps the saved list's promises and reads
/// back the same after saving.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSavedList(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    guard let decoded = try? SnapshotFileFormat.decode(data) else { return 0 }
    let snapshot = decoded.snapshot
    promise(decoded.droppedEntries >= 0, "a negative count of dropped entries")
    promise(snapshot.images.count <= SnapshotFileFormat.maximumImages, "more than the most images kept")
    promise((0...SnapshotFileFormat.maximumNextPage).contains(snapshot.nextPage), "next page out of range: \(snapshot.nextPage)")
    var urls = Set<String>()
    for image in snapshot.images {
        promise(WebURL.accepts(image.url), "only web URLs are restored: \(image.url.absoluteString)")
        promise(urls.insert(image.url.absoluteString).inserted, "a URL is restored once")
    }
    guard let saved = try? SnapshotFileFormat.encode(snapshot) else {
        fatalError("an accepted snapshot cannot be saved again")
    }
    guard let again = try? SnapshotFileFormat.decode(saved) else {
        fatalError("a saved snapshot cannot be read back")
    }
    promise(again.snapshot == snapshot, "a saved snapshot reads back different")
    promise(again.droppedEntries == 0, "a saved snapshot reads back with dropped entries")
    return 0
}
