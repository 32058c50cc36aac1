import Foundation
import Kittens
import XCTest

/// The filters in a recorded state: kept through a recording, and absent in an older-shaped state.
final class ListingFilterRecordingTests: XCTestCase {
    func testTheFiltersRoundTripAndAStateWithoutThemHasNone() throws {
        var state = ListingState(pageSize: 5)
        state.filters = ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true, order: .descending)
        let decoded = try JSONDecoder().decode(ListingState.self, from: try JSONEncoder().encode(state))
        XCTAssertEqual(decoded, state)

        let withoutFilters = Data(#"{"images":[],"nextPage":0,"canLoadMore":false,"pageSize":5}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(ListingState.self, from: withoutFilters).filters, .none)
        let hostile = Data(#"{"images":[],"nextPage":0,"canLoadMore":false,"pageSize":5,"filters":{"breedIDs":["a b","beng","beng"]}}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(ListingState.self, from: hostile).filters.breedIDs, ["beng"])
    }
}
