import Foundation
import Kittens
import XCTest

/// The endpoints under an API base, and the base an `--endpoint` implies.
final class TheCatAPIBaseTests: XCTestCase {
    private func base(_ text: String) throws -> TheCatAPIBase {
        try XCTUnwrap(TheCatAPIBase(url: try XCTUnwrap(URL(string: text))))
    }

    func testTheStandardBaseIsTheCatAPIsV1() {
        XCTAssertEqual(TheCatAPIBase.standard.url.absoluteString, "https://api.thecatapi.com/v1")
        XCTAssertEqual(TheCatAPIBase.standard.imagesSearch.absoluteString, "https://api.thecatapi.com/v1/images/search")
        XCTAssertEqual(TheCatAPIBase.standard.breeds.absoluteString, "https://api.thecatapi.com/v1/breeds")
        XCTAssertEqual(TheCatAPIBase.standard.favourites.absoluteString, "https://api.thecatapi.com/v1/favourites")
        XCTAssertEqual(TheCatAPIConfiguration.defaultEndpoint, TheCatAPIBase.standard.imagesSearch)
    }

    func testTrailingSlashesAndTheFragmentAreDroppedAndTheQueryKept() throws {
        let base = try base("http://127.0.0.1:8080/api/v1//?api_key=k#top")
        XCTAssertEqual(base.url.absoluteString, "http://127.0.0.1:8080/api/v1?api_key=k")
        XCTAssertEqual(base.breeds.absoluteString, "http://127.0.0.1:8080/api/v1/breeds?api_key=k")
        XCTAssertEqual(try self.base("https://x.org/").imagesSearch.absoluteString, "https://x.org/images/search")
        XCTAssertEqual(try self.base("https://x.org").favourites.absoluteString, "https://x.org/favourites")
    }

    func testTheServerOfABaseHasNeitherItsQueryNorItsPassword() throws {
        XCTAssertEqual(try base("http://me:secret@127.0.0.1:8080/api/v1/?api_key=k#top").server, "http://127.0.0.1:8080/api/v1")
        XCTAssertEqual(TheCatAPIBase.standard.server, "https://api.thecatapi.com/v1")
        XCTAssertNotEqual(try base("http://127.0.0.1:8080/v1").server, try base("http://127.0.0.1:8081/v1").server)
    }

    func testAnEndpointImpliesTheBaseWithoutImagesSearch() throws {
        func implied(_ text: String) throws -> String {
            try XCTUnwrap(TheCatAPIBase(searchEndpoint: try XCTUnwrap(URL(string: text)))).url.absoluteString
        }
        XCTAssertEqual(try implied("https://api.example.org/v1/images/search?order=RAND"), "https://api.example.org/v1")
        XCTAssertEqual(try implied("https://api.example.org/v1/images/search/"), "https://api.example.org/v1")
        XCTAssertEqual(try implied("http://127.0.0.1:9/images/search"), "http://127.0.0.1:9")
        XCTAssertEqual(try implied("http://127.0.0.1:9/search"), "http://127.0.0.1:9/search", "no images/search: the URL is the base")
    }

    func testTheConfigurationDerivesWhatIsNotGiven() throws {
        let endpoint = try XCTUnwrap(URL(string: "http://127.0.0.1:9/v1/images/search?order=ASC"))
        let fromEndpoint = TheCatAPIConfiguration(endpoint: endpoint)
        XCTAssertEqual(fromEndpoint.endpoint, endpoint)
        XCTAssertEqual(fromEndpoint.base.breeds.absoluteString, "http://127.0.0.1:9/v1/breeds")

        let fromBase = TheCatAPIConfiguration(base: try base("http://127.0.0.1:9/api"))
        XCTAssertEqual(fromBase.endpoint.absoluteString, "http://127.0.0.1:9/api/images/search")

        let both = TheCatAPIConfiguration(endpoint: endpoint, base: try base("https://other.example/v2"))
        XCTAssertEqual(both.endpoint, endpoint)
        XCTAssertEqual(both.base.breeds.absoluteString, "https://other.example/v2/breeds")

        XCTAssertEqual(TheCatAPIConfiguration().base, .standard)
        XCTAssertEqual(TheCatAPIConfiguration().endpoint, TheCatAPIConfiguration.defaultEndpoint)
    }
}
