import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// A session's recordings written as `TestStore` tests (`RecordedSessionTest`): the file
/// written from a real run is `RecordedKittenSessionTests.swift` beside this one, which compiles
/// and passes in this target.
final class RecordedSessionTestTests: XCTestCase {
    /// A run of the kitten and breeds stores: the first page, a breeds list from the server and
    /// its write to the cache. The write's answer comes after the breeds are shown: a run that
    /// ended at the breeds would record it only when the cache was quicker than the test.
    @MainActor private func recordedRun() async throws -> [any InspectableRecording] {
        let factory = RecordingStoreFactory()
        let kittens = factory.makeListingStore(dataSource: InstantKittenSource(answers: [.images(kittens(3))]), pageSize: 3)
        let breeds = factory.makeStore(
            name: breedsStoreName, initialState: BreedsState(), bootstrapper: ActionsBootstrapper(BreedsAction.loadCache),
            executor: BreedsExecutor(
                dataSource: AnsweringBreedSource(.breeds([Breed(id: "beng", name: "Bengal")], skipped: SkippedBreeds())),
                cache: MemoryBreedCache(), now: { breedsNow }),
            reducer: BreedsReducer())
        defer { kittens.dispose(); breeds.dispose() }
        await waitUntil("the first page is there") { kittens.state.images.count == 3 && kittens.state.loading == nil }
        await waitUntil("the breeds arrived and were written to the cache") {
            breeds.state.breeds.count == 1 && !breeds.state.isRefreshing
                && factory.allRecordings.contains { $0.storeName == breedsStoreName && $0.timelineEntries(after: nil).contains { $0.name == "cacheWritten" } }
        }
        return factory.allRecordings
    }

    @MainActor func testARunIsWrittenAsTheTestBesideThisFile() async throws {
        let source = try RecordedSessionTest.source(of: try await recordedRun(), className: "RecordedKittenSessionTests")
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RecordedKittenSessionTests.swift")
        XCTAssertEqual(source, try? String(contentsOf: beside, encoding: .utf8), "the test written from the run is now:\n\(source)")
        XCTAssertTrue(source.contains("func testListingStore() async {"))
        XCTAssertTrue(source.contains("let store = makeRecordedBreedsStore(initialState: "))
    }
}
