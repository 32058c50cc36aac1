import Outbox
import XCTest

final class OutboxListingTests: XCTestCase {
    private struct Page: OutboxListingPage {
        var totalCount: Int?
        var entryCount: Int
    }

    private struct Failure: Error, Equatable {
        var reason: String
    }

    /// Reads pages from `pages` (a failure where one is nil), counting what was taken.
    private func read(_ pages: [Page?], pageSize: Int = 2, maximumPages: Int = 10, takeUpTo: Int = .max) async -> (Result<Bool, Failure>, taken: Int, asked: Int) {
        var taken = 0
        var asked = 0
        let result = await OutboxListing.read(
            pageSize: pageSize, maximumPages: maximumPages, cancelled: Failure(reason: "cancelled"),
            page: { index, _ -> Result<Page, Failure> in
                asked += 1
                guard index < pages.count, let page = pages[index] else { return .failure(Failure(reason: "page \(index)")) }
                return .success(page)
            },
            take: { page in
                guard taken < takeUpTo else { return false }
                taken += page.entryCount
                return true
            })
        return (result, taken, asked)
    }

    func testACountThatHeldAndWasReachedIsEvidence() async {
        let (result, taken, asked) = await read([Page(totalCount: 3, entryCount: 2), Page(totalCount: 3, entryCount: 1)])
        XCTAssertEqual(try result.get(), true)
        XCTAssertEqual(taken, 3)
        XCTAssertEqual(asked, 2)
    }

    func testACountThatMovedIsNotEvidence() async {
        let (result, _, _) = await read([Page(totalCount: 4, entryCount: 2), Page(totalCount: 3, entryCount: 1)])
        XCTAssertEqual(try result.get(), false)
    }

    func testFewerEntriesThanCountedIsNotEvidence() async {
        let (result, _, asked) = await read([Page(totalCount: 5, entryCount: 2), Page(totalCount: 5, entryCount: 1)])
        XCTAssertEqual(try result.get(), false)
        XCTAssertEqual(asked, 2)
    }

    /// TheCatAPI counts pages in entries of the size asked; a server or proxy with a smaller cap
    /// than ours may count them in its own size, or in the size asked (leaving out the rest of
    /// each): both are read whole, to their end, once the first page showed the cap.
    func testAServerThatAnswersFewerAPageThanAskedIsReadWhole() async {
        for countsInItsOwnSize in [true, false] {
            for withACount in [true, false] {
                let records = 60, cap = 25
                var asks: [String] = []
                var taken = 0
                let result = await OutboxListing.read(
                    pageSize: 100, maximumPages: 10, cancelled: Failure(reason: "cancelled"),
                    page: { index, limit -> Result<Page, Failure> in
                        asks.append("\(index)x\(limit)")
                        let start = index * (countsInItsOwnSize ? min(limit, cap) : limit)
                        let entries = max(0, min(records - start, min(limit, cap)))
                        return .success(Page(totalCount: withACount ? records : nil, entryCount: entries))
                    },
                    take: { page in
                        taken += page.entryCount
                        return true
                    })
                let label = "counts in its own size: \(countsInItsOwnSize), with a count: \(withACount)"
                XCTAssertEqual(try result.get(), true, label)
                XCTAssertEqual(taken, records, label)
                XCTAssertEqual(asks, ["0x100", "1x25", "2x25"], label)
            }
        }
    }

    func testWithoutACountAShortFirstPageIsTheLastOnlyWhenTheNextAtItsSizeIsEmpty() async {
        let (result, _, asked) = await read([Page(totalCount: nil, entryCount: 1), Page(totalCount: nil, entryCount: 0)])
        XCTAssertEqual(try result.get(), true)
        XCTAssertEqual(asked, 2)
    }

    func testAShortFirstPageThatReachedItsCountIsTheLast() async {
        let (result, _, asked) = await read([Page(totalCount: 1, entryCount: 1)])
        XCTAssertEqual(try result.get(), true)
        XCTAssertEqual(asked, 1, "nothing more is asked for")
    }

    func testACountThatAppearsAfterTheFirstPageIsNotEvidence() async {
        let (result, _, _) = await read([Page(totalCount: nil, entryCount: 2), Page(totalCount: 3, entryCount: 1)])
        XCTAssertEqual(try result.get(), false)
    }

    func testWithoutACountAShortPageIsEvidence() async {
        let (result, _, asked) = await read([Page(totalCount: nil, entryCount: 2), Page(totalCount: nil, entryCount: 0)])
        XCTAssertEqual(try result.get(), true)
        XCTAssertEqual(asked, 2)
    }

    func testRunningOutOfPagesIsNotEvidence() async {
        let full = Page(totalCount: nil, entryCount: 2)
        let (result, _, asked) = await read(Array(repeating: full, count: 5), maximumPages: 3)
        XCTAssertEqual(try result.get(), false)
        XCTAssertEqual(asked, 3)
    }

    func testAFailedPageFailsTheWholeListing() async {
        let (result, _, _) = await read([Page(totalCount: nil, entryCount: 2), nil])
        XCTAssertEqual(result, .failure(Failure(reason: "page 1")))
    }

    func testATakerThatStopsLeavesTheListingIncomplete() async {
        let (result, taken, asked) = await read([Page(totalCount: 4, entryCount: 2), Page(totalCount: 4, entryCount: 2)], takeUpTo: 1)
        XCTAssertEqual(try result.get(), false)
        XCTAssertEqual(taken, 2)
        XCTAssertEqual(asked, 2)
    }
}
