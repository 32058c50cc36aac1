import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// The data source against a real HTTP server on 127.0.0.1.
final class SoupListingDataSourceTests: XCTestCase {
    private static let searchPath = "/v1/images/search"

    private func dataSource(
        _ server: LoopbackHTTPServer,
        path: String = searchPath,
        apiKey: String? = nil,
        timeout: TimeInterval = 0.5,
        totalDeadline: TimeInterval = 30,
        maxBodyBytes: Int = 64 * 1024,
        clock: any TimerClock = SystemClock()
    ) -> SoupListingDataSource {
        SoupListingDataSource(
            configuration: TheCatAPIConfiguration(
                endpoint: server.url(path), apiKey: apiKey.map { APIKey($0) }, timeout: timeout, totalDeadline: totalDeadline,
                maxBodyBytes: maxBodyBytes
            ),
            clock: clock)
    }

    private func serving(_ fixture: String) throws -> LoopbackHTTPServer {
        let body = try Fixtures.data(fixture)
        return try LoopbackHTTPServer { _ in .json(body) }
    }

    private func load(from server: LoopbackHTTPServer, limit: Int = 10, page: Int = 0) async -> ListingLoadResult {
        await dataSource(server).load(limit: limit, page: page)
    }

    // MARK: answers

    func testRealAnswerGivesTheTenImagesAndAsksForLimitAndPageOnce() async throws {
        let server = try serving("thecatapi-page.json")
        let result = await dataSource(server).load(limit: 10, page: 3)

        guard case .images(let images, let skipped, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(skipped, .none)
        XCTAssertEqual(images.count, 10)
        XCTAssertEqual(images.first, KittenImage(
            id: "2ff", url: try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/2ff.jpg")), width: 500, height: 374
        ))
        XCTAssertEqual(images.last?.id, "cr6")
        XCTAssertEqual(images[4].url.absoluteString, "https://cdn2.thecatapi.com/images/d1k.png")

        let requests = server.requests
        XCTAssertEqual(requests.count, 1)
        XCTAssertEqual(requests.first?.method, "GET")
        XCTAssertEqual(requests.first?.path, Self.searchPath)
        XCTAssertEqual(requests.first?.queryValue("limit"), "10")
        XCTAssertEqual(requests.first?.queryValue("page"), "3")
        XCTAssertEqual(requests.first?.header("accept"), "application/json")
        XCTAssertNil(requests.first?.header("x-api-key"))
    }

    func testRequestsCarryOurUserAgentAndNoAcceptLanguage() async throws {
        let server = try serving("thecatapi-page.json")
        _ = await load(from: server)
        let request = try XCTUnwrap(server.requests.first)
        let versionFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/VERSION")
        let version = try String(contentsOf: versionFile, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(version.isEmpty)
        XCTAssertEqual(request.header("user-agent"), "Kittens/\(version)", "the version in data/VERSION")
        XCTAssertNil(request.header("accept-language"))
    }

    func testAPIKeyIsSentWhenConfiguredAndEndpointQueryIsKept() async throws {
        let server = try serving("thecatapi-page.json")
        let source = dataSource(server, path: Self.searchPath + "?mime_types=jpg&limit=99", apiKey: "live_abc123")
        let result = await source.load(limit: 5, page: 0)
        guard case .images = result else { return XCTFail("no images") }

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.header("x-api-key"), "live_abc123")
        XCTAssertEqual(request.queryItems, [
            .init(name: "mime_types", value: "jpg"), .init(name: "limit", value: "5"), .init(name: "page", value: "0"),
            .init(name: "order", value: "ASC"),
        ], "with a key, the listing is in ascending order")
    }

    func testEmptyAPIKeyIsNotSent() async throws {
        let server = try serving("thecatapi-page.json")
        let result = await dataSource(server, apiKey: "").load(limit: 5, page: 0)
        guard case .images = result else { return XCTFail("\(result)") }
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertNil(server.requests.first?.header("x-api-key"))
    }

    func testRequestDescriptionForLogsHasTheURLButNeverTheKey() throws {
        let server = try serving("thecatapi-page.json")
        let source = dataSource(server, apiKey: "live_abc123")
        let line = source.describeRequest(limit: 5, page: 2)
        XCTAssertEqual(line, server.url(Self.searchPath + "?limit=5&page=2").absoluteString)
        let request = try XCTUnwrap(source.request(limit: 5, page: 2))
        XCTAssertFalse("\(request)".contains("live_abc123"), "\(request)")
        XCTAssertFalse(String(reflecting: request).contains("live_abc123"))
        var dumped = ""
        dump(request, to: &dumped)
        XCTAssertFalse(dumped.contains("live_abc123"), dumped)
        XCTAssertTrue("\(request)".contains("x-api-key: <redacted>"), "\(request)")
    }

    func testEntriesWithBadURLsAreSkippedAndCounted() async throws {
        let result = await load(from: try serving("mixed-urls.json"), limit: 12)
        guard case .images(let images, let skipped, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.map(\.id), ["ok1", "ok2", "ok3"])
        XCTAssertEqual(skipped, SkippedEntries(notWebURL: 8, tooLongURL: 1))
    }

    func testOneBadEntryDoesNotDiscardThePage() async throws {
        let result = await load(from: try serving("bad-entries.json"), limit: 14)
        guard case .images(let images, let skipped, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.map(\.id), ["good1", "good2", "good3"])
        XCTAssertEqual(skipped, SkippedEntries(wrongType: 7, missingField: 3, tooLongURL: 1))
    }

    func testAnAnswerWithEntriesButNoneUsableCouldNotBeRead() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data(#"[1, {"id":"x","url":"file:///etc/passwd"}]"#.utf8)) }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.malformed("no usable entry (1 of the wrong type, 1 with a URL that is not http or https)")))
        XCTAssertEqual(result.failureMessage, "TheCatAPI sent an answer that could not be read.")
    }

    func testALongerAnswerGivesOnePageOfAtMostLimitImages() async throws {
        let result = await load(from: try serving("thecatapi-page.json"), limit: 4)
        guard case .images(let images, let skipped, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.map(\.id), ["2ff", "a9j", "bpc", "MTYwODk3Mg"])
        XCTAssertEqual(skipped, .none)
    }

    func testDuplicateURLsAreDroppedKeepingTheFirst() async throws {
        let result = await load(from: try serving("duplicates.json"))
        guard case .images(let images, let skipped, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.map(\.id), ["a", "b", "c"])
        XCTAssertEqual(skipped, SkippedEntries(duplicate: 2))
    }

    // MARK: HTTP status

    func testErrorStatusesAreTyped() async throws {
        for code in [404, 500] {
            let server = try LoopbackHTTPServer { _ in .status(code) }
            let result = await load(from: server)
            XCTAssertEqual(result, .failure(.httpStatus(code)))
        }
    }

    func testABusyServerIsTypedWithTheWaitItAsksFor() async throws {
        for (code, retryAfter, seconds) in [(429, "12", 12), (503, " 7\t", 7), (429, "86401", 120), (503, "soon", nil), (429, nil, nil)] as [(Int, String?, Int?)] {
            let server = try LoopbackHTTPServer { _ in
                LoopbackResponse(status: code, headers: retryAfter.map { [(name: "Retry-After", value: $0)] } ?? [], body: Data("busy".utf8))
            }
            let result = await load(from: server)
            XCTAssertEqual(result, .failure(.serverBusy(status: code, retryAfterSeconds: seconds)), "\(code) \(retryAfter ?? "none")")
        }
    }

    func testRetryAfterAsAnHTTPDateIsCountedFromNow() async throws {
        // RFC 9110's example date, and 30 seconds after it.
        let now = Date(timeIntervalSince1970: 784_111_777)
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(status: 503, headers: [("Retry-After", "Sun, 06 Nov 1994 08:50:07 GMT")])
        }
        let source = SoupListingDataSource(
            configuration: TheCatAPIConfiguration(endpoint: server.url(Self.searchPath), timeout: 5), now: { now })
        let result = await source.load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.serverBusy(status: 503, retryAfterSeconds: 30)))
    }

    func testErrorStatusWhoseBodyNeverEndsIsStillTheStatus() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(status: 503, body: Data(repeating: 0x20, count: 10_000), ending: .hangAfter(bytes: 10))
        }
        let result = await dataSource(server, timeout: 5).load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.serverBusy(status: 503, retryAfterSeconds: nil)))
    }

    // MARK: malformed answers

    func testTruncatedJSONIsMalformed() async throws {
        let result = await load(from: try serving("truncated.json"))
        XCTAssertEqual(result, .failure(.malformed("not JSON")))
    }

    func testObjectInsteadOfArrayIsMalformed() async throws {
        let result = await load(from: try serving("object-not-array.json"))
        XCTAssertEqual(result, .failure(.malformed("not a JSON array")))
    }

    func testHTMLPageIsMalformed() async throws {
        let result = await load(from: try serving("error-page.html"))
        XCTAssertEqual(result, .failure(.malformed("not JSON")))
    }

    func testNonUTF8BytesAreMalformed() async throws {
        let result = await load(from: try serving("not-utf8.json"))
        XCTAssertEqual(result, .failure(.malformed("not UTF-8")))
    }

    func testBodyShorterThanAdvertisedIsUnreachable() async throws {
        let body = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: body, framing: .advertisedLength(body.count + 500))
        }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.unreachable))
    }

    func testEndpointThatIsNotHTTPIsMalformedAndSendsNothing() async throws {
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: try XCTUnwrap(URL(string: "ftp://127.0.0.1/x"))))
        let result = await source.load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.malformed("endpoint is not an absolute http(s) URL")))
    }

    // MARK: size cap

    func testBodyOverTheCapWithContentLengthIsTooLarge() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data(repeating: 0x20, count: 200 * 1024)) }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.tooLarge(limitBytes: 64 * 1024)))
    }

    func testBodyOverTheCapWithoutLengthIsTooLarge() async throws {
        for framing in [LoopbackResponse.Framing.closeDelimited, .chunked] {
            let server = try LoopbackHTTPServer { _ in
                LoopbackResponse(body: Data(repeating: 0x20, count: 200 * 1024), framing: framing)
            }
            let result = await load(from: server)
            XCTAssertEqual(result, .failure(.tooLarge(limitBytes: 64 * 1024)), "\(framing)")
        }
    }

    /// libsoup inflates a gzip body as it is read: 16 KB on the wire, 16 MiB inflated, is
    /// stopped at the cap on the inflated bytes, whatever the `Content-Length` says.
    func testGzipBombIsTooLargeOnceInflatedPastTheCap() async throws {
        let bomb = try Fixtures.data("gzip-bomb-16MiB.json.gz")
        XCTAssertLessThan(bomb.count, 64 * 1024, "within the cap on the wire")
        for framing in [LoopbackResponse.Framing.contentLength, .chunked] {
            let server = try LoopbackHTTPServer { _ in
                LoopbackResponse(headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")], body: bomb, framing: framing)
            }
            let result = await load(from: server)
            XCTAssertEqual(result, .failure(.tooLarge(limitBytes: 64 * 1024)), "\(framing)")
        }
    }

    func testBodyOfExactlyTheCapIsAccepted() async throws {
        let body = try Fixtures.data("duplicates.json")
        for framing in [LoopbackResponse.Framing.contentLength, .closeDelimited, .chunked] {
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: body, framing: framing) }
            let result = await dataSource(server, maxBodyBytes: body.count).load(limit: 10, page: 0)
            guard case .images(let images, _, _, _) = result else { return XCTFail("\(framing): \(result)") }
            XCTAssertEqual(images.count, 3, "\(framing)")
        }
    }

    func testCapIsEnforcedWhileReadingNotAtTheEnd() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data(repeating: 0x20, count: 200 * 1024), framing: .chunked, ending: .hangAfter(bytes: 100 * 1024))
        }
        // On a clock that never moves, no timeout can end the load: only the cap.
        let result = await dataSource(server, timeout: 5, clock: ManualClock()).load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.tooLarge(limitBytes: 64 * 1024)))
    }

    // MARK: transport faults

    func testAnswerSlowerThanTheTimeoutTimesOut() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 5)
        }
        let clock = ManualClock()
        let source = dataSource(server, clock: clock)
        let load = Task { await source.load(limit: 10, page: 0) }
        await waitUntil("the request reached the server") { !server.requests.isEmpty }
        clock.advance(by: .milliseconds(500))
        let result = await load.value
        XCTAssertEqual(result, .failure(.timeout))
    }

    /// Loads page 0, cancelled after `seconds` so that a load that would never end fails the test
    /// with `.cancelled` instead of hanging it.
    private func loadCancelled(after seconds: Double, from source: SoupListingDataSource) async -> ListingLoadResult {
        let load = Task { await source.load(limit: 10, page: 0) }
        let watchdog = Task {
            try await Task.sleep(for: .seconds(seconds))
            load.cancel()
        }
        defer { watchdog.cancel() }
        return await load.value
    }

    func testTheTotalDeadlineIsThirtySecondsByDefault() {
        XCTAssertEqual(TheCatAPIConfiguration().totalDeadline, 30)
        XCTAssertEqual(SoupListingDataSource().limits.totalDeadline, .seconds(30))
    }

    func testAnAnswerThatKeepsDribblingTimesOutAtTheTotalDeadline() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data("[".utf8), framing: .closeDelimited, ending: .dribbleForever(every: 0.02))
        }
        let started = Date()
        let result = await loadCancelled(after: 10, from: dataSource(server, timeout: 0.3, totalDeadline: 0.5))
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result, .failure(.timeout))
        XCTAssertGreaterThanOrEqual(elapsed, 0.45)
        XCTAssertLessThan(elapsed, 3)
    }

    func testADribbleKeepsTheIdleTimerFromFiringSoOnlyTheDeadlineEndsIt() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data("[".utf8), framing: .chunked, ending: .dribbleForever(every: 0.02))
        }
        let started = Date()
        let result = await loadCancelled(after: 10, from: dataSource(server, timeout: 0.5, totalDeadline: 1.5))
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result, .failure(.timeout))
        XCTAssertGreaterThanOrEqual(elapsed, 1.45, "three idle timeouts passed without the idle timer firing")
        XCTAssertLessThan(elapsed, 4.5)
    }

    func testBodyThatStopsHalfwayTimesOut() async throws {
        let body = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: body, ending: .hangAfter(bytes: 100)) }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.timeout))
    }

    func testConnectionResetMidBodyIsUnreachable() async throws {
        let body = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: body, ending: .resetAfter(bytes: 200)) }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.unreachable))
    }

    func testConnectionRefusedIsUnreachable() async throws {
        let server = try LoopbackHTTPServer { _ in .status(200) }
        server.stop()
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.unreachable))
    }

    func testUnknownHostIsHostNotFound() async throws {
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(
            endpoint: try XCTUnwrap(URL(string: "http://kittens.invalid/v1/images/search")), timeout: 5))
        let result = await source.load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.hostNotFound))
    }

    // MARK: redirects

    func testRedirectLoopEndsWithTooManyRedirects() async throws {
        let server = try LoopbackHTTPServer { request in .redirect(to: request.path + "?again") }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.tooManyRedirects))
        XCTAssertEqual(server.requests.count, TheCatAPIConfiguration().maxRedirects + 1)
    }

    func testAConfiguredRedirectLimitAboveTheCeilingIsHeldToTheCeiling() async throws {
        let server = try LoopbackHTTPServer { request in .redirect(to: request.path + "?again") }
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(
            endpoint: server.url(Self.searchPath), timeout: 2, maxRedirects: 1_000
        ))
        let result = await source.load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.tooManyRedirects))
        XCTAssertLessThan(server.requests.count, 1_000)
        XCTAssertEqual(server.requests.count, DownloadLimits.redirectCeiling + 1)
    }

    func testASingleRedirectIsFollowed() async throws {
        let body = try Fixtures.data("duplicates.json")
        let server = try LoopbackHTTPServer { request in
            request.path == "/moved" ? .json(body) : .redirect(to: "/moved", status: 301)
        }
        let result = await load(from: server)
        guard case .images(let images, _, _, _) = result else { return XCTFail("no images") }
        XCTAssertEqual(images.count, 3)
        XCTAssertEqual(server.requests.map(\.path), [Self.searchPath, "/moved"])
    }

    func testEveryRedirectStatusIsFollowedAsAGet() async throws {
        let body = try Fixtures.data("duplicates.json")
        for status in [301, 302, 303, 307, 308] {
            let server = try LoopbackHTTPServer { request in
                request.path == "/moved" ? .json(body) : .redirect(to: "/moved", status: status)
            }
            let result = await load(from: server)
            guard case .images = result else { return XCTFail("\(status): \(result)") }
            XCTAssertEqual(server.requests.map(\.method), ["GET", "GET"], "\(status)")
        }
    }

    func testRedirectWithoutLocationIsItsStatus() async throws {
        let server = try LoopbackHTTPServer { _ in .status(302) }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.httpStatus(302)))
    }

    func testRedirectToAnotherSchemeIsMalformed() async throws {
        let server = try LoopbackHTTPServer { _ in .redirect(to: "ftp://127.0.0.1/kittens") }
        let result = await load(from: server)
        XCTAssertEqual(result, .failure(.malformed("redirect without a usable http(s) location")))
        XCTAssertEqual(server.requests.count, 1)
    }

    // MARK: cancellation

    func testCancellingASlowLoadYieldsCancelledQuicklyAndClosesTheConnection() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 5) }
        let source = dataSource(server, timeout: 5, clock: ManualClock())
        let load = Task { await source.load(limit: 10, page: 0) }
        await waitUntil("the request reached the server") { !server.requests.isEmpty }
        XCTAssertEqual(server.requests.count, 1, "the request reached the server before the cancellation")

        load.cancel()
        let result = await load.value
        XCTAssertEqual(result, .cancelled, "on a clock that never moves, only the cancel ends the load")

        let stopStarted = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(stopStarted), 1, "the client closed its connection, no thread waits out the delay")
    }

    func testLoadInAnAlreadyCancelledTaskSendsNothing() async throws {
        let server = try serving("thecatapi-page.json")
        let source = dataSource(server)
        let load = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await source.load(limit: 10, page: 0)
        }
        let result = await load.value
        XCTAssertEqual(result, .cancelled)
        XCTAssertEqual(server.requests.count, 0)
    }
}

extension ListingLoadResult {
    /// The user's words for a failure, or nil.
    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
