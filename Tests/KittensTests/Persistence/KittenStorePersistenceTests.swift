import Foundation
import Kittens
import MVI
import TestSupport
import XCTest

final class KittenStorePersistenceTests: XCTestCase {
    private let savedList = KittenSnapshot(
        images: kittens(4, from: 50), nextPage: 2, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 1_800_000_000))

    @MainActor func testTheSavedListIsShownAtOnceThenRefreshed() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(
            dataSource: source, pageSize: 3, archive: MemorySnapshotArchive(savedList))
        XCTAssertEqual(store.state.images, kittens(4, from: 50), "shown before the network answers")
        XCTAssertTrue(store.state.isLoading)
        await waitUntil("page 0 is requested") { source.calls.count == 1 }
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the fresh page replaces the saved list") { store.state.images == kittens(3) }
    }

    @MainActor func testAFailedRefreshLeavesTheSavedListUnderTheError() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(
            dataSource: source, pageSize: 3, archive: MemorySnapshotArchive(savedList))
        source.answer(call: 1, with: .failure(.httpStatus(503)))
        await waitUntil("the error is reduced") { store.state.error != nil }
        XCTAssertEqual(store.state.images, kittens(4, from: 50))
        XCTAssertEqual(KittenModel(store.state).errorMessage, KittenLoadError.httpStatus(503).message)
        XCTAssertEqual(KittenModel(store.state).rows.count, 4)
    }

    @MainActor func testEachListThatLoadsIsSavedWhole() async {
        let source = ScriptedKittenSource()
        let archive = MemorySnapshotArchive()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3, archive: archive)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("page 0 arrives") { store.state.images.count == 3 }
        store.accept(.loadMore)
        source.answer(call: 2, with: .images(kittens(2, from: 3)))
        await waitUntil("page 1 arrives") { store.state.images.count == 5 }

        XCTAssertEqual(archive.saves.map(\.images.count), [3, 5])
        XCTAssertEqual(archive.saves.last?.images, kittens(5))
        XCTAssertEqual(archive.saves.last?.nextPage, 2)
        XCTAssertEqual(archive.saves.last?.canLoadMore, false)
    }

    @MainActor func testAFailureSavesNothing() async {
        let source = ScriptedKittenSource()
        let archive = MemorySnapshotArchive()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3, archive: archive)
        source.answer(call: 1, with: .failure(.timeout))
        await waitUntil("the error is reduced") { store.state.error != nil }
        XCTAssertEqual(archive.saves, [])
    }
}
