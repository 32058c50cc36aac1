import Foundation
import Kittens
import KittensSupport
import KittensNetwork
import LoopbackHTTP
import TestSupport
import XCTest

/// `SoupFavouritesDataSource` against `FakeTheCatAPI`, TheCatAPI's favourites as documented:
/// pages, duplicates, 404s, accounts, and the fake's faults on command.
final class SoupFavouritesAgainstFakeTheCatAPITests: XCTestCase {
    private static let key = "live_key"
    private static let subID = "kittens-0123456789abcdef"

    private var api: FakeTheCatAPI!

    override func setUpWithError() throws {
        api = try FakeTheCatAPI(keys: [Self.key, "other_key"])
    }

    override func tearDown() {
        api.stop()
        api = nil
    }

    private func source(key: String = key, subID: String = subID) -> SoupFavouritesDataSource {
        SoupFavouritesDataSource(configuration: TheCatAPIAccountConfiguration(
            api: TheCatAPIConfiguration(
                base: TheCatAPIBase(url: api.url("/v1"))!, apiKey: APIKey(key), timeout: 5, totalDeadline: 20, maxBodyBytes: 1024 * 1024),
            subID: subID))
    }

    func testTwoHundredFiftyFavouritesAreThreePagesOfAHundredAHundredAndFiftyEachWithTheTotal() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: (0..<250).map { "fav\($0)" })
        var pages: [FavouritesPage] = []
        for page in 0..<4 { pages.append(try await source().listPage(page, limit: 100).get()) }

        XCTAssertEqual(pages.map(\.records.count), [100, 100, 50, 0])
        XCTAssertEqual(pages.map(\.totalCount), [250, 250, 250, 250])
        XCTAssertEqual(pages.flatMap(\.records).map(\.imageID), (0..<250).map { "fav\($0)" }, "each once, in the server's order")
        let gets = api.requests.filter { $0.method == "GET" }
        XCTAssertEqual(gets.map { $0.queryValue("page") }, ["0", "1", "2", "3"])
        XCTAssertEqual(Set(gets.map { $0.queryValue("limit") }), ["100"])
        XCTAssertEqual(Set(gets.map { $0.queryValue("sub_id") }), [Self.subID])
    }

    func testAPictureFavouritedTwiceIsAlreadyThereAndTheServerKeepsOne() async throws {
        guard case .created(let remoteID) = try await source().addFavourite(imageID: "abc").get() else { return XCTFail("not created") }
        let again = try await source().addFavourite(imageID: "abc").get()
        XCTAssertEqual(again, .alreadyThere)
        XCTAssertEqual(api.favourites(key: Self.key, subID: Self.subID).map { String($0.id) }, [remoteID])
    }

    func testAccountsAreKeyAndSubIDAndDoNotSeeOrRemoveEachOthersFavourites() async throws {
        _ = try await source().addFavourite(imageID: "mine").get()
        _ = try await source(key: "other_key").addFavourite(imageID: "theirs").get()
        _ = try await source(subID: "kittens-fedcba9876543210").addFavourite(imageID: "elsewhere").get()
        let theirsForUs = try await source().addFavourite(imageID: "theirs").get()
        XCTAssertEqual(theirsForUs, .created(remoteID: "1003"), "another account's picture is no duplicate")

        let ours = try await source().listPage(0, limit: 100).get().records.map(\.imageID)
        XCTAssertEqual(ours, ["mine", "theirs"])
        let theirs = try await source(key: "other_key").listPage(0, limit: 100).get().records.map(\.imageID)
        XCTAssertEqual(theirs, ["theirs"])
        let othersID = try XCTUnwrap(api.favourites(key: "other_key").first?.id)
        let removingTheirs = await source().removeFavourite(remoteID: String(othersID)).failure
        XCTAssertEqual(removingTheirs?.error, .httpStatus(404), "not ours: 404, which the store checks with a listing")
        XCTAssertEqual(api.favourites(key: "other_key").map(\.imageID), ["theirs"], "the other account keeps it")
        XCTAssertEqual(api.favourites(key: Self.key).map(\.imageID), ["mine", "elsewhere", "theirs"])
    }

    func testRemovingTakesTheFavouriteOffTheServerAndRemovingItAgainIsA404() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: ["a", "b"])
        let id = try XCTUnwrap(api.favourites(key: Self.key).first?.id)
        let removed = await source().removeFavourite(remoteID: String(id)).failure
        XCTAssertNil(removed)
        let removedAgain = await source().removeFavourite(remoteID: String(id)).failure
        XCTAssertEqual(removedAgain?.error, .httpStatus(404), "the store checks a 404 with a listing")
        XCTAssertEqual(api.favourites(key: Self.key).map(\.imageID), ["b"])
        XCTAssertEqual(api.count("DELETE"), 2)
    }

    func testAnUnknownKeyIsRefusedAndChangesNothing() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: ["a"])
        let wrong = source(key: "live_wrong")
        let listed = await wrong.listPage(0, limit: 100).failure?.error
        XCTAssertEqual(listed, .httpStatus(401))
        let added = await wrong.addFavourite(imageID: "b").failure?.error
        XCTAssertEqual(added, .httpStatus(401))
        let removed = await wrong.removeFavourite(remoteID: "1000").failure?.error
        XCTAssertEqual(removed, .httpStatus(401))
        XCTAssertEqual(api.favourites(key: Self.key).map(\.imageID), ["a"])
        XCTAssertEqual(api.favourites(key: "live_wrong"), [])
    }

    func testAFailureOnCommandCarriesRetryAfterChangesNothingAndTheNextRequestIsAnswered() async throws {
        api.failNext(nil, status: 503, retryAfter: "30")
        api.failNext("POST", status: 429, retryAfter: Self.httpDate(secondsFromNow: 3_600))
        let unavailable = await source().listPage(0, limit: 100).failure
        XCTAssertEqual(unavailable, AccountRequestFailure(.httpStatus(503), retryAfterSeconds: 30))
        let limited = await source().addFavourite(imageID: "a").failure
        XCTAssertEqual(limited?.error, .httpStatus(429))
        XCTAssertEqual(limited?.retryAfterSeconds.map { (3_500...3_600).contains($0) }, true, "\(String(describing: limited))")
        XCTAssertEqual(api.favourites(key: Self.key), [])
        let addedLater = try await source().addFavourite(imageID: "a").get()
        XCTAssertEqual(addedLater, .created(remoteID: "1000"))
    }

    func testAnAnswerHeldAfterTheChangeLetsAListingSeeTheFavouriteBeforeTheAddHearsOfIt() async throws {
        api.holdAnswers(to: "POST")
        let adder = source()
        let adding = Task { await adder.addFavourite(imageID: "a") }
        waitForOneHeldAnswer(api)
        let listedMeanwhile = try await source().listPage(0, limit: 100).get().records.map(\.imageID)
        XCTAssertEqual(listedMeanwhile, ["a"])
        api.releaseAnswers()
        let added = try await adding.value.get()
        XCTAssertEqual(added, .created(remoteID: "1000"))
    }

    func testARequestHeldBeforeTheChangeIsNotOnTheServerUntilReleased() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: ["a"])
        api.holdAnswers(to: "DELETE", beforeTheChange: true)
        let remover = source()
        let removing = Task { await remover.removeFavourite(remoteID: "1000") }
        waitForOneHeldAnswer(api)
        let listedMeanwhile = try await source().listPage(0, limit: 100).get().records.map(\.imageID)
        XCTAssertEqual(listedMeanwhile, ["a"])
        api.releaseAnswers()
        let removed = await removing.value.failure
        XCTAssertNil(removed)
        XCTAssertEqual(api.favourites(key: Self.key), [])
    }

    func testTheFakePagesAsTheCatAPIWithItsHeadersAndCapsTheLimit() async throws {
        api.seed(key: Self.key, subID: Self.subID, imageIDs: (0..<150).map { "fav\($0)" })
        let downloader = BoundedDownloader()
        let limits = DownloadLimits(maxBodyBytes: 1024 * 1024)
        let headerNames = ["Pagination-Count", "Pagination-Page", "Pagination-Limit"]
        func get(_ query: String) async throws -> (entries: [[String: Any]], headers: [String: String]) {
            let request = DownloadRequest(url: api.url("/v1/favourites?sub_id=\(Self.subID)&\(query)"), headers: [
                DownloadRequest.Header(name: "x-api-key", value: Self.key),
            ])
            let answer = try await downloader.download(request, limits: limits, capturingHeaders: headerNames).get()
            return (try XCTUnwrap(JSONSerialization.jsonObject(with: answer.body) as? [[String: Any]]), answer.headers)
        }

        let capped = try await get("limit=500&page=1")
        XCTAssertEqual(capped.entries.count, 50)
        XCTAssertEqual(capped.headers, ["pagination-count": "150", "pagination-page": "1", "pagination-limit": "100"])
        let first = try XCTUnwrap(capped.entries.first)
        XCTAssertEqual(Set(first.keys), ["id", "user_id", "image_id", "sub_id", "created_at", "image"])
        XCTAssertEqual(first["image_id"] as? String, "fav100")
        XCTAssertEqual((first["image"] as? [String: String])?["id"], "fav100")

        let small = try await get("limit=7&page=3")
        XCTAssertEqual(small.entries.compactMap { $0["image_id"] as? String }, (21..<28).map { "fav\($0)" })
        let ids = small.entries.compactMap { $0["id"] as? Int }
        XCTAssertEqual(ids, ids.sorted(), "ordered by id")
        let pastTheEnd = try await get("limit=100&page=9").entries.count
        XCTAssertEqual(pastTheEnd, 0, "past the end is an empty page")
    }

    /// Waits until the fake holds one request or answer.
    private nonisolated func waitForOneHeldAnswer(_ api: FakeTheCatAPI) {
        XCTAssertTrue(Waiting.check { api.heldAnswers == 1 }, "timed out waiting for a held answer")
    }

    private static func httpDate(secondsFromNow seconds: TimeInterval) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: Date().addingTimeInterval(seconds))
    }
}
