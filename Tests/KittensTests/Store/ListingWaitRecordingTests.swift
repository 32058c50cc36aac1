import Foundation
import Kittens
import XCTest

/// A recorded state keeps the wait before the automatic try and whether it was offline; a
/// recording from before them decodes without either, and a wait no store schedules is dropped.
final class ListingWaitRecordingTests: XCTestCase {
    func testARecordedStateKeepsItsWaitAndOfflineAndAnOlderOneHasNeither() throws {
        var state = ListingState(pageSize: 3)
        state.error = .serverBusy(status: 429, retryAfterSeconds: 12)
        state.failedRequest = .refresh
        state.retryInSeconds = 12
        state.isOffline = true
        let encoded = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(ListingState.self, from: encoded), state)
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        object.removeValue(forKey: "retryInSeconds")
        object.removeValue(forKey: "isOffline")
        let older = try JSONDecoder().decode(ListingState.self, from: JSONSerialization.data(withJSONObject: object))
        XCTAssertNil(older.retryInSeconds)
        XCTAssertFalse(older.isOffline)
        object["retryInSeconds"] = ListingBusyRetry.maximumSeconds + 1
        XCTAssertNil(try JSONDecoder().decode(ListingState.self, from: JSONSerialization.data(withJSONObject: object)).retryInSeconds)
    }
}
