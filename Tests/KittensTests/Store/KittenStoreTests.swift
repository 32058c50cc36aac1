import Kittens
import MVI
import TestSupport
import XCTest

/// The kitten store against a scripted data source. Methods are main-actor isolated one by one:
/// XCTest on Linux cannot run a main-actor isolated test class.
final class KittenStoreTests: XCTestCase {
    @MainActor func testLoadsTheFirstPageOnceAtStartAndShowsLoadingMeanwhile() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 10)
        XCTAssertTrue(store.state.isLoading)
        await waitUntil("the first page is requested") { source.calls.count == 1 }
        XCTAssertEqual(source.calls, [.init(limit: 10, page: 0)])

        source.answer(call: 1, with: .images(kittens(10)))
        await waitUntil("the images arrive") { !store.state.images.isEmpty }
        XCTAssertEqual(store.state.images, kittens(10))
        XCTAssertFalse(store.state.isLoading)
        XCTAssertTrue(store.state.canLoadMore)
        await waitUntil("every job has ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(source.calls.count, 1, "the first page is requested exactly once")
    }

    @MainActor func testAnErrorOnANetworkFailureAndOnAnInvalidFormat() async {
        for error in [KittenLoadError.unreachable, .malformed("not JSON")] {
            let source = ScriptedKittenSource()
            let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 10)
            source.answer(call: 1, with: .failure(error))
            await waitUntil("the error is reduced") { store.state.error != nil }
            XCTAssertEqual(store.state.error, error)
            XCTAssertFalse(store.state.isLoading)
            XCTAssertEqual(store.state.images, [])
        }
    }

    @MainActor func testRefreshReplacesTheImages() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("page 0 arrives") { store.state.images.count == 3 }
        store.accept(.refresh)
        source.answer(call: 2, with: .images(kittens(3, from: 100)))
        await waitUntil("the new page arrives") { store.state.images.first?.id == "k100" }
        XCTAssertEqual(store.state.images, kittens(3, from: 100))
        XCTAssertEqual(source.calls.map(\.page), [0, 0])
    }

    @MainActor func testOfTwoOverlappingRefreshesOnlyTheSecondIsReducedEvenWhenTheFirstAnswersLast() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        await waitUntil("the first request is made") { source.calls.count == 1 }
        store.accept(.refresh)
        await waitUntil("the second request is made") { source.calls.count == 2 }
        await waitUntil("the first request is cancelled") { source.cancelledCalls == 1 }
        source.answer(call: 2, with: .images(kittens(3, from: 200)))
        await waitUntil("the second answer is reduced") { !store.state.images.isEmpty }
        source.answer(call: 1, with: .images(kittens(3, from: 100)))
        await waitUntil("the first request's job has ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(store.state.images, kittens(3, from: 200))
        XCTAssertFalse(store.state.isLoading)
    }

    @MainActor func testLoadMoreAppendsTheNextPageInOrderWithoutDuplicates() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("page 0 arrives") { store.state.images.count == 3 }
        store.accept(.loadMore)
        store.accept(.loadMore)
        source.answer(call: 2, with: .images(kittens(3, from: 2)))
        await waitUntil("page 1 arrives") { !store.state.isLoading }
        XCTAssertEqual(source.calls.map(\.page), [0, 1], "loadMore while loading is ignored")
        XCTAssertEqual(store.state.images.map(\.id), ["k0", "k1", "k2", "k3", "k4"])
    }

    @MainActor func testAShortPageEndsLoadingMore() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        source.answer(call: 1, with: .images(kittens(2)))
        await waitUntil("page 0 arrives") { store.state.images.count == 2 }
        XCTAssertFalse(store.state.canLoadMore)
        await waitUntil("page 0's job has ended") { store.unfinishedJobCount == 0 }
        store.accept(.loadMore)
        XCTAssertEqual(store.unfinishedJobCount, 0, "loadMore started no request")
        XCTAssertFalse(store.state.isLoading)
        XCTAssertEqual(source.calls.count, 1)
    }

    @MainActor func testAPageWithNothingNewEndsLoadingMore() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("page 0 arrives") { store.state.images.count == 3 }
        store.accept(.loadMore)
        source.answer(call: 2, with: .images(kittens(3)))
        await waitUntil("page 1 arrives") { !store.state.isLoading }
        XCTAssertEqual(store.state.images, kittens(3))
        XCTAssertFalse(store.state.canLoadMore)
        await waitUntil("page 1's job has ended") { store.unfinishedJobCount == 0 }
        store.accept(.loadMore)
        XCTAssertEqual(store.unfinishedJobCount, 0, "loadMore started no request")
        XCTAssertFalse(store.state.isLoading)
        XCTAssertEqual(source.calls.count, 2)
    }

    @MainActor func testAFailedPageKeepsTheImagesShownAndRetryRepeatsIt() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("page 0 arrives") { store.state.images.count == 3 }
        store.accept(.loadMore)
        source.answer(call: 2, with: .failure(.httpStatus(500)))
        await waitUntil("the failure is reduced") { store.state.error != nil }
        XCTAssertEqual(store.state.images, kittens(3), "an error never throws away the images shown")

        store.accept(.retry)
        XCTAssertNil(store.state.error)
        source.answer(call: 3, with: .images(kittens(3, from: 3)))
        await waitUntil("the retried page arrives") { store.state.images.count == 6 }
        XCTAssertEqual(source.calls.map(\.page), [0, 1, 1])
    }

    @MainActor func testDisposeInTheMiddleOfARequestReducesNothing() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeKittenStore(dataSource: source, pageSize: 3)
        var states: [KittenState] = []
        _ = store.subscribe(onState: { states.append($0) })
        await waitUntil("the request is made") { source.calls.count == 1 }
        store.dispose()
        await waitUntil("the request is cancelled") { source.cancelledCalls == 1 }
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the cancelled job has ended") { store.unfinishedJobCount == 0 }
        XCTAssertEqual(states.count, 1)
        XCTAssertEqual(store.state.images, [])
    }

    @MainActor func testOnlyWebURLsAreHandedOnToOpenOrCopy() {
        let store = DefaultStoreFactory().makeKittenStore(dataSource: ScriptedKittenSource(), pageSize: 3)
        var labels: [KittenLabel] = []
        _ = store.subscribe(onLabel: { labels.append($0) })
        let web = URL(string: "https://cdn2.thecatapi.com/images/a.jpg")!
        store.accept(.open(web))
        store.accept(.open(URL(string: "file:///etc/passwd")!))
        store.accept(.copy(URL(string: "javascript:alert(1)")!))
        store.accept(.copy(web))
        XCTAssertEqual(labels, [.openURL(web), .copyURL(web)])
        store.dispose()
    }
}
