import Kittens
@testable import KittensApp
import XCTest

/// The app's data source is made after the first frame; loads asked for before then wait for it.
final class DeferredDataSourceTests: XCTestCase {
    private struct PageNumberSource: KittenDataSource {
        func load(limit: Int, page: Int) async -> KittenLoadResult {
            .failure(.malformed("page \(page) of \(limit)"))
        }
    }

    func testALoadAskedBeforeTheSourceExistsWaitsForItAndGetsItsAnswer() async {
        let deferred = DeferredDataSource()
        let load = Task { await deferred.load(limit: 10, page: 3) }
        while deferred.waitingLoadCount == 0 { await Task.yield() }
        deferred.provide(PageNumberSource())
        let result = await load.value
        XCTAssertEqual(result, .failure(.malformed("page 3 of 10")))
    }

    func testALoadAfterTheSourceExistsGoesStraightToIt() async {
        let deferred = DeferredDataSource()
        deferred.provide(PageNumberSource())
        let result = await deferred.load(limit: 5, page: 0)
        XCTAssertEqual(result, .failure(.malformed("page 0 of 5")))
    }

    func testALoadCancelledWhileWaitingEndsCancelledWithoutReachingTheSource() async {
        let deferred = DeferredDataSource()
        let load = Task { await deferred.load(limit: 10, page: 0) }
        while deferred.waitingLoadCount == 0 { await Task.yield() }
        load.cancel()
        deferred.provide(PageNumberSource())
        let result = await load.value
        XCTAssertEqual(result, .cancelled)
    }
}
