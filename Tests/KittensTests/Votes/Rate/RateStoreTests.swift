import Kittens
import Locking
import MVI
import MVITesting
import XCTest

typealias RateTestStore = TestStore<RateExecutor, RateReducer>

/// The Rate page's store as the app makes it, asking for pages of `pageSize` pictures.
@MainActor
private func makeRateTestStore(pageSize: Int = 6, file: StaticString = #filePath, line: UInt = #line) -> RateTestStore {
    TestStore(
        initialState: RateState(pageSize: pageSize),
        bootstrapper: NoBootstrapper<Never>(),
        executor: RateExecutor(pictures: ScriptedKittenSource()),
        reducer: RateReducer(),
        file: file, line: line)
}

/// One picture at a time: a vote or a skip shows the next at once, pictures wait ahead, none is
/// shown twice, and Ctrl+Z walks votes back.
final class RateStoreTests: XCTestCase {
    @MainActor private func started(_ store: RateTestStore, with pictures: [KittenImage]) {
        store.start()
        store.send(.pageShown) { $0.loadingPage = 0 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(pictures))
        store.receive(.loaded(page: 0, pictures, entries: pictures.count, isLastPage: pictures.count < 6)) {
            $0.answered = pictures.count
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.queue = pictures
            $0.listed = Set(pictures.map(\.id))
            $0.canLoadMore = pictures.count >= 6
        }
    }

    @MainActor func testALikeIsAVoteUpAndTheNextPictureShowsAtOnce() async {
        let store = makeRateTestStore()
        started(store, with: kittens(6))
        store.send(.like) {
            $0.queue = Array(kittens(6).dropFirst())
            $0.passed = ["k0"]
            $0.votes = [RateVote(picture: kittens(1)[0], value: .up)]
            $0.votesGiven = 1
        }
        store.receiveLabel(.voted(RateVote(picture: kittens(1)[0], value: .up)))
        XCTAssertEqual(store.state.shown?.id, "k1")
        store.send(.notForMe) {
            $0.queue = Array(kittens(6).dropFirst(2))
            $0.passed = ["k0", "k1"]
            $0.votes.append(RateVote(picture: kittens(2)[1], value: .down))
            $0.votesGiven = 2
            $0.loadingPage = 1
        }
        store.receiveLabel(.voted(RateVote(picture: kittens(2)[1], value: .down)))
        XCTAssertEqual(store.state.queue.count, 4, "fewer than five wait: the next page is on its way")
        store.complete(job: .ratePictures, with: ListingLoadResult.cancelled)
        store.receive(.loadAbandoned) { $0.loadingPage = nil }
        store.finish()
    }

    @MainActor func testASkipIsNoVoteAndTheSkippedPictureIsNotShownAgain() async {
        let store = makeRateTestStore()
        started(store, with: kittens(6))
        store.send(.skip) {
            $0.queue = Array(kittens(6).dropFirst())
            $0.passed = ["k0"]
        }
        // Fewer than five wait: the next page is asked for, and it repeats k0.
        store.send(.skip) {
            $0.queue = Array(kittens(6).dropFirst(2))
            $0.passed = ["k0", "k1"]
            $0.loadingPage = 1
        }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(6, from: 0)))
        store.receive(.loaded(page: 1, kittens(6), entries: 6, isLastPage: false)) {
            $0.answered = 12
            $0.loadingPage = nil
            $0.nextPage = 2
            $0.pagesWithNothingNew = 1
        }
        XCTAssertEqual(store.state.queue.map(\.id), ["k2", "k3", "k4", "k5"], "nothing passed or waiting comes twice")
        // Still fewer than five wait: the next page is asked for at once.
        store.receive(.loadStarted(page: 2)) { $0.loadingPage = 2 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(2, from: 10)))
        store.receive(.loaded(page: 2, kittens(2, from: 10), entries: 2, isLastPage: true)) {
            $0.answered = 14
            $0.loadingPage = nil
            $0.nextPage = 3
            $0.canLoadMore = false
            $0.queue += kittens(2, from: 10)
            $0.listed.formUnion(["k10", "k11"])
            $0.pagesWithNothingNew = 0
        }
        store.finish()
    }

    @MainActor func testUndoWithdrawsTheNewestVoteAndShowsItsPictureAgain() async {
        let store = makeRateTestStore()
        started(store, with: kittens(6))
        store.send(.like) {
            $0.queue = Array(kittens(6).dropFirst())
            $0.passed = ["k0"]
            $0.votes = [RateVote(picture: kittens(1)[0], value: .up)]
            $0.votesGiven = 1
        }
        store.receiveLabel(.voted(RateVote(picture: kittens(1)[0], value: .up)))
        store.send(.undoLastVote) {
            $0.queue = kittens(6)
            $0.passed = []
            $0.votes = []
            $0.votesGiven = 0
        }
        store.receiveLabel(.withdrawn(RateVote(picture: kittens(1)[0], value: .up)))
        store.send(.undoLastVote)
        store.finish()
    }

    @MainActor func testNewFiltersDropThePicturesWaitingAndSearchAgain() async {
        let store = makeRateTestStore()
        started(store, with: kittens(6))
        let gifs = ListingFilters(mimeTypes: .animated)
        store.send(.useFilters(gifs)) {
            $0.filters = gifs
            $0.queue = []
            $0.listed = []
            $0.nextPage = 0
            $0.answered = 0
            $0.loadingPage = 0
        }
        store.send(.useFilters(gifs))
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(6, from: 50)))
        store.receive(.loaded(page: 0, kittens(6, from: 50), entries: 6, isLastPage: false)) {
            $0.answered = 6
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.queue = kittens(6, from: 50)
            $0.listed = Set(kittens(6, from: 50).map(\.id))
        }
        store.finish()
    }

    /// The listing's filters and the votes read from the file reach the store when the window
    /// opens: before the page shows they are kept, and nothing is asked for until it does.
    @MainActor func testFiltersAndVotesBeforeThePageShowsAskForNothingUntilItDoes() async {
        let store = makeRateTestStore()
        store.start()
        let gifs = ListingFilters(mimeTypes: .animated)
        store.send(.useFilters(gifs)) { $0.filters = gifs }
        store.send(.rated(["k0": .up])) { $0.passed = ["k0"] }
        XCTAssertEqual(store.runningJobs, [], "nothing is asked for")
        store.send(.pageShown) { $0.loadingPage = 0 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(6)))
        store.receive(.loaded(page: 0, kittens(6), entries: 6, isLastPage: false)) {
            $0.answered = 6
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.queue = Array(kittens(6).dropFirst())
            $0.listed = Set(kittens(6).map(\.id))
        }
        store.finish()
    }

    @MainActor func testPicturesRatedBeforeAreNotShown() async {
        let store = makeRateTestStore()
        started(store, with: kittens(6))
        store.send(.rated(["k0": .up, "k3": .down, "elsewhere": .up])) {
            $0.passed = ["k0", "k3", "elsewhere"]
            $0.queue = [kittens(6)[1], kittens(6)[2], kittens(6)[4], kittens(6)[5]]
            $0.loadingPage = 1
        }
        store.send(.rated(["k0": .up]))
        store.complete(job: .ratePictures, with: ListingLoadResult.cancelled)
        store.receive(.loadAbandoned) { $0.loadingPage = nil }
        store.finish()
    }

    @MainActor func testAFailedSearchSaysWhyAndRetryAsksAgain() async {
        let store = makeRateTestStore()
        store.start()
        store.send(.pageShown) { $0.loadingPage = 0 }
        store.send(.pageShown)
        store.complete(job: .ratePictures, with: ListingLoadResult.failure(.timeout))
        store.receive(.loadFailed(.timeout)) {
            $0.loadingPage = nil
            $0.error = .timeout
        }
        store.send(.skip)
        store.send(.like)
        store.send(.retry) {
            $0.loadingPage = 0
            $0.error = nil
        }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(6)))
        store.receive(.loaded(page: 0, kittens(6), entries: 6, isLastPage: false)) {
            $0.answered = 6
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.queue = kittens(6)
            $0.listed = Set(kittens(6).map(\.id))
        }
        store.finish()
    }
    /// Without a key TheCatAPI answers a search in random order, page or no page: once every
    /// picture it has was rated, it answers full pages of them for ever. Three pages in a row
    /// with no picture it had not answered before end the search, and the page says so.
    @MainActor func testASearchThatAnswersOnlyPicturesItAnsweredBeforeEndsAfterThreePages() async {
        let store = makeRateTestStore()
        store.start()
        store.send(.rated(liked(kittens(6).map(\.id)))) { $0.passed = Set(kittens(6).map(\.id)) }
        store.send(.pageShown) { $0.loadingPage = 0 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(6)))
        store.receive(.loaded(page: 0, kittens(6), entries: 6, isLastPage: false)) {
            $0.answered = 6
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.listed = Set(kittens(6).map(\.id))
        }
        for page in 1...3 {
            store.receive(.loadStarted(page: page)) { $0.loadingPage = page }
            store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(6).reversed()))
            store.receive(.loaded(page: page, kittens(6).reversed(), entries: 6, isLastPage: false)) {
                $0.answered = 6 * (page + 1)
                $0.loadingPage = nil
                $0.nextPage = page + 1
                $0.pagesWithNothingNew = page
                $0.canLoadMore = page < 3
            }
        }
        XCTAssertEqual(store.runningJobs, [], "nothing more is asked for")
        XCTAssertEqual(RateModel(store.state).placeholder, .noMore)
        store.send(.like)
        store.send(.skip)
        store.finish()
    }

    /// Without a key TheCatAPI answers 10 pictures drawn at random whatever the limit: a page
    /// shorter than asked does not end the search.
    @MainActor func testAPageDrawnAtRandomShorterThanAskedEndsNothing() async {
        let store = makeRateTestStore()
        store.start()
        store.send(.pageShown) { $0.loadingPage = 0 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(3), drawnAtRandom: true))
        store.receive(.loaded(page: 0, kittens(3), entries: 3, isLastPage: false)) {
            $0.answered = 3
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.queue = kittens(3)
            $0.listed = Set(kittens(3).map(\.id))
        }
        store.receive(.loadStarted(page: 1)) { $0.loadingPage = 1 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images([], drawnAtRandom: true))
        store.receive(.loaded(page: 1, [], entries: 0, isLastPage: true)) {
            $0.loadingPage = nil
            $0.nextPage = 2
            $0.canLoadMore = false
            $0.pagesWithNothingNew = 1
        }
        store.finish()
    }

    /// In TheCatAPI's fixed order (a key's default) the search would walk, page by page, past
    /// every picture rated before at each start: unless an order was chosen, the Rate page draws
    /// at random. An order chosen in the filters is kept.
    @MainActor func testTheSearchIsDrawnAtRandomUnlessAnOrderWasChosen() async {
        let source = FiltersRecordingSource()
        let store = TestStore(
            initialState: RateState(pageSize: 6), bootstrapper: NoBootstrapper<Never>(),
            executor: RateExecutor(pictures: source), reducer: RateReducer())
        store.exhaustivity = .off
        store.start()
        store.send(.pageShown)
        await store.run(job: .ratePictures)
        let gifs = ListingFilters(mimeTypes: .animated)
        store.send(.useFilters(gifs))
        await store.run(job: .ratePictures)
        let newest = ListingFilters(order: .descending)
        store.send(.useFilters(newest))
        await store.run(job: .ratePictures)
        XCTAssertEqual(source.filters, [
            ListingFilters(order: .random), ListingFilters(mimeTypes: .animated, order: .random), newest,
        ])
        store.finish()
    }

    /// One entry of a page that cannot be shown (not a web URL) leaves five pictures of six: the
    /// page was whole, so the search goes on; only a page short of entries, or the count
    /// reached, ends it.
    @MainActor func testAPageWithAnUnusableEntryDoesNotEndTheSearch() async {
        let store = makeRateTestStore()
        store.start()
        store.send(.pageShown) { $0.loadingPage = 0 }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(5), skipped: SkippedEntries(notWebURL: 1)))
        store.receive(.loaded(page: 0, kittens(5), entries: 6, isLastPage: false)) {
            $0.answered = 6
            $0.loadingPage = nil
            $0.nextPage = 1
            $0.queue = kittens(5)
            $0.listed = Set(kittens(5).map(\.id))
        }
        XCTAssertTrue(store.state.canLoadMore)
        store.send(.skip) {
            $0.queue = Array(kittens(5).dropFirst())
            $0.passed = ["k0"]
            $0.loadingPage = 1
        }
        store.complete(job: .ratePictures, with: ListingLoadResult.images(kittens(2, from: 6), totalCount: 20))
        store.receive(.loaded(page: 1, kittens(2, from: 6), entries: 2, isLastPage: false)) {
            $0.answered = 8
            $0.loadingPage = nil
            $0.nextPage = 2
            $0.queue += kittens(2, from: 6)
            $0.listed.formUnion(["k6", "k7"])
        }
        XCTAssertTrue(store.state.canLoadMore, "a short page of a search that counts 20 pictures, 8 of them answered")
        store.finish()
    }
}

/// A search that answers nothing and keeps the filters each request asked with.
private final class FiltersRecordingSource: ListingDataSource {
    private let asked = Locked<[ListingFilters]>([])

    var filters: [ListingFilters] { asked.withLock { $0 } }

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    func load(limit: Int, page: Int, filters: ListingFilters) async -> ListingLoadResult {
        asked.withLock { $0.append(filters) }
        return .images([])
    }
}
