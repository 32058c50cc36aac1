import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// `--breed`: the real app asks the search for that breed, and fetches the breeds the filter
/// offers after the first frame.
final class BreedFilterAppTests: XCTestCase {
    private static let breeds = Data(#"[{"id":"beng","name":"Bengal"},{"id":"abys","name":"Abyssinian"}]"#.utf8)

    func testTheAppStartsWithTheBreedGivenAndListsTheBreeds() throws {
        try requireDisplay(for: "the kittens app")
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/v1/breeds": .json(Self.breeds)
            case "/v1/images/search": .json(page)
            default: .status(404)
            }
        }
        let app = try KittensProcess(
            arguments: ["--api-base", server.url("/v1").absoluteString, "--breed", "beng", "--log-level", "debug"],
            environment: ["XDG_CACHE_HOME": try temporaryFolder().path])
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 10, loading: no"))
        XCTAssertTrue(app.waitForLog("BreedsStore message: refreshed(2 breeds"))
        app.terminate()
        let log = app.finish().stderr

        let searches = server.requests.filter { $0.path == "/v1/images/search" }
        XCTAssertFalse(searches.isEmpty, log)
        for search in searches {
            XCTAssertEqual(search.queryValue("breed_ids"), "beng")
        }
        XCTAssertEqual(server.requests.filter { $0.path == "/v1/breeds" }.count, 1)
    }

    func testABadBreedExitsWithCode64() throws {
        let app = try KittensProcess(arguments: ["--breed", "a b"])
        let ended = app.finish()
        XCTAssertEqual(ended.status, 64)
        XCTAssertTrue(ended.stderr.contains("--breed must be a breed id of letters, digits"), ended.stderr)
    }
}
