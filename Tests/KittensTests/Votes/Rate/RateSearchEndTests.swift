import Kittens
import MVI
import MVITesting
import XCTest

/// The Rate page says every picture was rated only when the search has no more: not when the
/// server answers an empty page its count contradicts, nor when it answers fewer a page than
/// asked.
final class RateSearchEndTests: XCTestCase {
    @MainActor private func runSearch(_ store: RateTestStore) async {
        while !store.runningJobs.isEmpty { await store.run(job: .ratePictures) }
    }

    @MainActor func testAnEmptyAnswerTheCountContradictsIsAFailureThatRetryMends() async {
        let server = OrderedListingServer()
        server.answerNextEmpty()
        let store = shownRateStore(over: server)
        await runSearch(store)
        XCTAssertEqual(store.state.error, .emptyPage(counted: 70))
        guard case .failed(let words) = RateModel(store.state).placeholder else {
            return XCTFail("the page shows \(String(describing: RateModel(store.state).placeholder)), not the failure")
        }
        XCTAssertEqual(words, ListingLoadError.emptyPage(counted: 70).message)
        store.send(.retry)
        await runSearch(store)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k0")
        store.finish()
    }

    @MainActor func testASearchAnsweredInSmallerPagesThanAskedGoesOnToItsCount() async {
        let server = OrderedListingServer(total: 40, servedPageSize: 5)
        let store = shownRateStore(over: server, rated: liked((0..<35).map { "k\($0)" }))
        await runSearch(store)
        XCTAssertEqual(store.state.queue.map(\.id), ["k35", "k36", "k37", "k38", "k39"])
        XCTAssertEqual(server.answered, (0..<8).map { "20@\($0)" }, "8 pages of 5 hold the 40 pictures the count says")
        store.send(.skip)
        store.send(.skip)
        store.send(.skip)
        store.send(.skip)
        store.send(.skip)
        XCTAssertEqual(RateModel(store.state).placeholder, .noMore)
        store.finish()
    }
}
