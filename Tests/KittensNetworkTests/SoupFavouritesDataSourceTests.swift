import Foundation
import Kittens
import KittensSupport
import KittensNetwork
import LoopbackHTTP
import TestSupport
import XCTest

/// TheCatAPI's favourites against a real HTTP server on 127.0.0.1, in TheCatAPI's shapes, with faults.
final class SoupFavouritesDataSourceTests: XCTestCase {
    private static let subID = "kittens-0123456789abcdef"

    private func dataSource(_ server: LoopbackHTTPServer, apiKey: String = "live_key", base: String = "/v1") -> SoupFavouritesDataSource {
        SoupFavouritesDataSource(configuration: TheCatAPIAccountConfiguration(
            api: TheCatAPIConfiguration(
                base: TheCatAPIBase(url: server.url(base))!, apiKey: APIKey(apiKey), timeout: 2, totalDeadline: 10, maxBodyBytes: 64 * 1024),
            subID: Self.subID))
    }

    private func answering(_ status: Int, _ body: String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in .json(Data(body.utf8), status: status) }
    }

    // MARK: POST

    func testAddPostsTheImageAndSubIDAsJSONWithTheKeyAndReadsTheNewID() async throws {
        let server = try answering(200, #"{"message":"SUCCESS","id":232355}"#)
        let result = await dataSource(server).addFavourite(imageID: "9ccXTANkb")
        XCTAssertEqual(try result.get(), .created(remoteID: "232355"))

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(request.path, "/v1/favourites")
        XCTAssertEqual(request.header("x-api-key"), "live_key")
        XCTAssertEqual(request.header("content-type"), "application/json")
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.body) as? [String: String])
        XCTAssertEqual(body, ["image_id": "9ccXTANkb", "sub_id": Self.subID])
    }

    func testAddAnswered400Or401Or500IsThatStatus() async throws {
        for status in [400, 401, 500] {
            let server = try answering(status, #"{"message":"nope"}"#)
            let result = await dataSource(server).addFavourite(imageID: "abc")
            XCTAssertEqual(result.failure?.error, .httpStatus(status), "status \(status)")
        }
    }

    func testAddAnsweredWithAMalformedBodyIsMalformed() async throws {
        for body in ["<html>oops</html>", #"{"message":"SUCCESS"}"#, #"{"message":"FAILED","id":1}"#, #"{"id":"a/b"}"#, "[]"] {
            let server = try answering(200, body)
            let result = await dataSource(server).addFavourite(imageID: "abc")
            guard case .malformed? = result.failure?.error else { return XCTFail("\(body): \(result)") }
        }
    }

    func testAPostIsNotSentAgainToARedirectsAddress() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/v1/favourites" ? .redirect(to: "/elsewhere", status: 307) : .json(Data(#"{"id":1}"#.utf8))
        }
        let result = await dataSource(server).addFavourite(imageID: "abc")
        XCTAssertEqual(result.failure?.error, .httpStatus(307))
        XCTAssertEqual(server.requests.map(\.path), ["/v1/favourites"])
    }

    func testAnUnsafeImageIDIsNotSent() async throws {
        let server = try answering(200, #"{"id":1}"#)
        let result = await dataSource(server).addFavourite(imageID: #"a","sub_id":"x"#)
        guard case .malformed? = result.failure?.error else { return XCTFail("\(result)") }
        XCTAssertEqual(server.requests.count, 0)
    }

    func testOfflineIsUnreachable() async throws {
        let server = try answering(200, "{}")
        let source = dataSource(server)
        server.stop()
        let result = await source.addFavourite(imageID: "abc")
        XCTAssertEqual(result.failure?.error, .unreachable)
    }

    // MARK: DELETE

    func testRemoveDeletesTheFavouriteByItsID() async throws {
        let server = try answering(200, #"{"message":"SUCCESS"}"#)
        let result = await dataSource(server).removeFavourite(remoteID: "232355")
        XCTAssertNil(result.failure)
        XCTAssertEqual(server.requests.map(\.method), ["DELETE"])
        XCTAssertEqual(server.requests.first?.path, "/v1/favourites/232355")
        XCTAssertEqual(server.requests.first?.header("x-api-key"), "live_key")
    }

    func testA404IsAFailureForTheStoreToCheckWithAListingAsIsARefusedKey() async throws {
        // A wrong API base answers 404 too: only a listing says the favourite is gone (issue #34, item 4).
        let gone = try answering(404, #"{"message":"NOT_FOUND"}"#)
        let removedAlready = await dataSource(gone).removeFavourite(remoteID: "1")
        XCTAssertEqual(removedAlready.failure?.error, .httpStatus(404))
        let refused = try answering(401, #"{"message":"AUTHENTICATION_ERROR"}"#)
        let notRemoved = await dataSource(refused).removeFavourite(remoteID: "1")
        XCTAssertEqual(notRemoved.failure?.error, .httpStatus(401))
    }

    // MARK: GET

    func testABaseWithAQueryKeepsItOnEveryRequestAndTheSubIDIsAddedToIt() async throws {
        let server = try LoopbackHTTPServer { request in
            switch request.method {
            case "POST": .json(Data(#"{"message":"SUCCESS","id":7}"#.utf8))
            case "DELETE": .json(Data(#"{"message":"SUCCESS"}"#.utf8))
            default: .json(Data("[]".utf8))
            }
        }
        let source = dataSource(server, base: "/v1?x=1")
        _ = try await source.listPage(0, limit: 100).get().records
        _ = try await source.addFavourite(imageID: "abc").get()
        _ = try await source.removeFavourite(remoteID: "7").get()

        XCTAssertEqual(server.requests.map(\.method), ["GET", "POST", "DELETE"])
        XCTAssertEqual(server.requests.map(\.path), ["/v1/favourites", "/v1/favourites", "/v1/favourites/7"])
        XCTAssertEqual(server.requests.map { $0.queryValue("x") }, ["1", "1", "1"], "the base's query is kept")
        XCTAssertEqual(server.requests.first?.queryValue("sub_id"), Self.subID)
    }

    func testAPageAsksForItsLimitAndNumberAndReadsTheCount() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(status: 200, headers: [("Content-Type", "application/json"), ("Pagination-Count", "250")], body: Data("[]".utf8))
        }
        let page = try await dataSource(server).listPage(2, limit: 500).get()
        XCTAssertEqual(page.totalCount, 250)
        XCTAssertEqual(server.requests.first?.queryValue("page"), "2")
        XCTAssertEqual(server.requests.first?.queryValue("limit"), "100", "TheCatAPI's cap")
        for garbage in ["-1", "1e3", "12345678901", "", "ten"] {
            let odd = try LoopbackHTTPServer { _ in LoopbackResponse(status: 200, headers: [("Content-Type", "application/json"), ("Pagination-Count", garbage)], body: Data("[]".utf8)) }
            let oddPage = try await dataSource(odd).listPage(0, limit: 100).get()
            XCTAssertNil(oddPage.totalCount, garbage)
        }
    }

    func testADuplicateFavouriteIsAlreadyThereAndAnotherRefusalStaysOne() async throws {
        let duplicate = try answering(400, "DUPLICATE_FAVOURITE - favourites are unique for account + image_id + sub_id")
        let already = await dataSource(duplicate).addFavourite(imageID: "abc")
        XCTAssertEqual(try already.get(), .alreadyThere)
        let other = try answering(400, "INVALID_IMAGE_ID")
        let refused = await dataSource(other).addFavourite(imageID: "abc")
        XCTAssertEqual(refused.failure, AccountRequestFailure(.httpStatus(400)))
    }

    func testRetryAfterInSecondsOrAsADateComesWithTheFailureAndAnythingElseIsLeftOut() async throws {
        let cases: [(String, Int?)] = [("120", 120), ("999999", 86_400), ("Wed, 21 Oct 2015 07:28:00 GMT", 0), ("Fri, 01 Jan 9999 00:00:00 GMT", 86_400), ("soon", nil)]
        for (value, expected) in cases {
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(status: 429, headers: [("Content-Type", "application/json"), ("Retry-After", value)], body: Data("{}".utf8)) }
            let result = await dataSource(server).addFavourite(imageID: "abc")
            XCTAssertEqual(result.failure, AccountRequestFailure(.httpStatus(429), retryAfterSeconds: expected), value)
        }
    }

    func testListAsksForOurSubIDKeepsEveryIDOfADuplicateCountsEveryEntryAndKeepsAFavouriteWhosePictureIsGone() async throws {
        let server = try answering(200, """
            [
              {"id": 10, "user_id": "u", "image_id": "abc", "sub_id": "\(Self.subID)", "created_at": "2023-01-02T00:00:00.000Z",
               "image": {"id": "abc", "url": "https://cdn2.thecatapi.com/images/abc.jpg"}},
              {"id": 11, "image_id": "gone", "sub_id": "\(Self.subID)", "created_at": "2023-01-03T00:00:00.000Z", "image": {}},
              {"id": 9, "image_id": "abc", "sub_id": "\(Self.subID)", "created_at": "2023-01-01T00:00:00.000Z",
               "image": {"id": "abc", "url": "https://cdn2.thecatapi.com/images/abc.jpg"}},
              {"id": 12, "image_id": "bad", "image": {"url": "javascript:alert(1)"}},
              {"image_id": "noid"},
              "nonsense"
            ]
            """)
        let page = try await dataSource(server).listPage(0, limit: 100).get()
        let favourites = page.records
        XCTAssertEqual(server.requests.first?.method, "GET")
        XCTAssertEqual(server.requests.first?.path, "/v1/favourites")
        XCTAssertEqual(server.requests.first?.queryValue("sub_id"), Self.subID)
        XCTAssertEqual(server.requests.first?.header("x-api-key"), "live_key")

        XCTAssertEqual(favourites.map(\.imageID), ["abc", "gone", "abc", "bad"], "every id of a picture kept twice, bad entries skipped")
        XCTAssertEqual(favourites.map(\.remoteID), ["10", "11", "9", "12"])
        XCTAssertEqual(page.entryCount, 6, "the entries no client can use count for whether the page was short")
        XCTAssertEqual(favourites[0].url?.absoluteString, "https://cdn2.thecatapi.com/images/abc.jpg")
        XCTAssertNil(favourites[1].url, "the picture is gone; the favourite stays")
        XCTAssertNil(favourites[3].url, "an address that is not a web URL is not kept")
        XCTAssertEqual(favourites[1].created, Date(timeIntervalSince1970: 1_672_704_000))
    }

    func testListNotAnArrayIsMalformedAPageOfUnusableEntriesIsAPageAndAnEmptyListIsNone() async throws {
        for body in ["{}", "not json"] {
            let server = try answering(200, body)
            let result = await dataSource(server).listPage(0, limit: 100)
            guard case .malformed? = result.failure?.error else { return XCTFail("\(body): \(result)") }
        }
        // One unusable favourite on the server must not stop every sync (issue #34, item 2).
        let unusable = try answering(200, #"[{"id": "x"}]"#)
        let page = try await dataSource(unusable).listPage(0, limit: 100).get()
        XCTAssertEqual(page.records, [])
        XCTAssertEqual(page.entryCount, 1)
        let empty = try answering(200, "[]")
        let none = try await dataSource(empty).listPage(0, limit: 100).get().records
        XCTAssertEqual(none, [])
    }

    func testTheKeyGoesToTheBaseOriginOnly() async throws {
        let other = try answering(200, "[]")
        let server = try LoopbackHTTPServer { _ in .redirect(to: other.url("/v1/favourites").absoluteString) }
        _ = await dataSource(server).listPage(0, limit: 100)
        XCTAssertEqual(server.requests.first?.header("x-api-key"), "live_key")
        XCTAssertEqual(other.requests.count, 1)
        XCTAssertNil(other.requests.first?.header("x-api-key"))
    }

    func testWithoutAKeyNothingIsSent() async throws {
        let server = try answering(200, "[]")
        let result = await dataSource(server, apiKey: "").listPage(0, limit: 100)
        XCTAssertEqual(result.failure?.error, .httpStatus(401))
        XCTAssertEqual(server.requests.count, 0)
    }
}
