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
            page: { index -> Result<Page, Failure> in
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
        let (result, _, _) = await read([Page(totalCount: 5, entryCount: 2), Page(totalCount: 5, entryCount: 1)])
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
