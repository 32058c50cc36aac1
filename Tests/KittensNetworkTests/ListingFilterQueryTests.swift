import Foundation
import Kittens
import KittensNetwork
import XCTest

/// The listing's filters in the search request's query.
final class ListingFilterQueryTests: XCTestCase {
    private func url(_ filters: ListingFilters, endpoint: String = "https://api.thecatapi.com/v1/images/search") throws -> String {
        let configuration = TheCatAPIConfiguration(endpoint: try XCTUnwrap(URL(string: endpoint)))
        return try XCTUnwrap(SoupListingDataSource.request(configuration: configuration, limit: 10, page: 2, filters: filters)).url.absoluteString
    }

    func testEachFilterBecomesItsQueryItem() throws {
        XCTAssertEqual(try url(.none), "https://api.thecatapi.com/v1/images/search?limit=10&page=2")
        XCTAssertEqual(try url(ListingFilters(breedIDs: ["beng", "abys"], mimeTypes: .still, hasBreeds: true, order: .ascending)),
                       "https://api.thecatapi.com/v1/images/search?limit=10&page=2&breed_ids=beng,abys&mime_types=jpg,png&has_breeds=1&order=ASC")
        XCTAssertEqual(try url(ListingFilters(mimeTypes: .animated, order: .random)),
                       "https://api.thecatapi.com/v1/images/search?limit=10&page=2&mime_types=gif&order=RAND")
    }

    func testABreedIDIsPercentEncodedSoItCannotAddAQueryItem() throws {
        XCTAssertEqual(try url(ListingFilters(breedIDs: ["a&api_key=x", "b,c", "r\u{E9}x", "#top"])),
                       "https://api.thecatapi.com/v1/images/search?limit=10&page=2&breed_ids=a%26api_key%3Dx,b%2Cc,r%C3%A9x,%23top")
    }

    func testTheEndpointsOwnItemsStayUnlessAFilterSetsThem() throws {
        let endpoint = "http://127.0.0.1:9/search?order=RAND&sub_id=me%20too"
        XCTAssertEqual(try url(.none, endpoint: endpoint), "http://127.0.0.1:9/search?order=RAND&sub_id=me%20too&limit=10&page=2")
        XCTAssertEqual(try url(ListingFilters(order: .descending), endpoint: endpoint),
                       "http://127.0.0.1:9/search?sub_id=me%20too&limit=10&page=2&order=DESC")
    }
}
