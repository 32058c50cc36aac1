import Foundation
import Kittens
import KittensSupport
import KittensNetwork
import LoopbackHTTP
import TestSupport
import XCTest

/// The API key goes only to the endpoint's own origin (scheme, host and port), whatever the
/// redirects: as pure values, and against servers on 127.0.0.1.
final class RedirectHeaderPolicyTests: XCTestCase {
    private func origin(_ text: String) throws -> Origin {
        try XCTUnwrap(Origin(try XCTUnwrap(URL(string: text))), text)
    }

    // MARK: values

    func testOriginsCompareSchemeHostAndPortWithDefaultPorts() throws {
        XCTAssertEqual(try origin("http://Example.COM/x?y"), Origin(scheme: "http", host: "example.com", port: 80))
        XCTAssertEqual(try origin("https://example.com:443/"), try origin("https://example.com/other"))
        XCTAssertNotEqual(try origin("http://example.com:8080/"), try origin("http://example.com/"))
        XCTAssertNotEqual(try origin("https://example.com/"), try origin("http://example.com/"))
        XCTAssertNotEqual(try origin("http://127.0.0.1/"), try origin("http://localhost/"))
        XCTAssertEqual(try origin("http://[::1]:8080/").host, "::1")
        XCTAssertNil(Origin(try XCTUnwrap(URL(string: "ftp://example.com/"))))
        XCTAssertNil(Origin(try XCTUnwrap(URL(string: "file:///etc/passwd"))))
    }

    func testPolicyRefusesHTTPSToHTTPAndCountsRedirects() throws {
        let policy = RedirectPolicy(maxRedirects: 2)
        let secure = try origin("https://api.example.com/")
        let plain = try origin("http://api.example.com/")
        XCTAssertEqual(policy.refusal(from: secure, to: plain, followed: 0), .insecureRedirect)
        XCTAssertNil(policy.refusal(from: plain, to: secure, followed: 0), "an upgrade to https is followed")
        XCTAssertNil(policy.refusal(from: secure, to: try origin("https://cdn.example.com/"), followed: 1))
        XCTAssertEqual(policy.refusal(from: secure, to: secure, followed: 2), .tooManyRedirects)
        XCTAssertEqual(policy.refusal(from: secure, to: nil, followed: 0), .unusableRedirect)
    }

    func testOriginOnlyHeadersAreLeftOutEverywhereElse() throws {
        let request = DownloadRequest(url: try XCTUnwrap(URL(string: "https://api.example.com/search")), headers: [
            .init(name: "Accept", value: "application/json"),
            .init(name: "x-api-key", value: "live_abc123", scope: .originOnly),
        ])
        let start = try origin("https://api.example.com/search")
        XCTAssertEqual(request.headers(to: start, startedAt: start).map(\.name), ["Accept", "x-api-key"])
        for elsewhere in ["https://cdn.example.com/", "https://api.example.com:8443/", "http://api.example.com/"] {
            XCTAssertEqual(request.headers(to: try origin(elsewhere), startedAt: start).map(\.name), ["Accept"], elsewhere)
        }
    }

    func testFieldsThatCouldSplitTheRequestAreNeverSent() throws {
        let url = try XCTUnwrap(URL(string: "https://api.example.com/"))
        let request = DownloadRequest(url: url, headers: [
            .init(name: "x-api-key", value: "live\r\nX-Injected: 1"),
            .init(name: "Bad Name", value: "v"),
            .init(name: "Evil:", value: "v"),
            .init(name: "", value: "v"),
            .init(name: "Accept", value: "application/json"),
        ])
        let start = try origin("https://api.example.com/")
        XCTAssertEqual(request.headers(to: start, startedAt: start).map(\.name), ["Accept"])
    }

    func testAKeyWithALineBreakNeverReachesTheServer() async throws {
        let server = try serving("duplicates.json")
        let result = await SoupListingDataSource(configuration: TheCatAPIConfiguration(
            endpoint: server.url("/v1/images/search"), apiKey: "live\r\nX-Injected: 1", timeout: 5)).load(limit: 3, page: 0)
        guard case .images = result else { return XCTFail("\(result)") }
        XCTAssertNil(server.requests.first?.header("x-api-key"))
        XCTAssertNil(server.requests.first?.header("x-injected"))
    }

    // MARK: on the wire

    private static let key = "live_abc123"

    private func load(_ endpoint: URL) async -> ListingLoadResult {
        await SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: endpoint, apiKey: APIKey(Self.key), timeout: 5))
            .load(limit: 10, page: 0)
    }

    /// A server whose `/start` redirects to `target(port)` (its own port given) and whose other
    /// paths answer with the fixture.
    private func redirecting(to target: @escaping @Sendable (String) -> String) throws -> LoopbackHTTPServer {
        let body = try Fixtures.data("duplicates.json")
        return try LoopbackHTTPServer { request in
            let port = request.header("host")?.split(separator: ":").last.map(String.init) ?? ""
            return request.path == "/start" ? .redirect(to: target(port)) : .json(body)
        }
    }

    func testKeyIsNotSentAfterARedirectToAnotherHost() async throws {
        let server = try redirecting { port in "http://localhost:\(port)/landing" }
        let result = await load(server.url("/start"))
        guard case .images = result else { return XCTFail("\(result)") }
        let requests = server.requests
        XCTAssertEqual(requests.map(\.path), ["/start", "/landing"])
        XCTAssertEqual(requests.first?.header("x-api-key"), Self.key)
        XCTAssertNil(requests.last?.header("x-api-key"), "localhost is another origin than 127.0.0.1")
        XCTAssertEqual(requests.last?.header("accept"), "application/json", "other fields still follow")
    }

    func testKeyIsNotSentAfterARedirectToAnotherPort() async throws {
        let other = try serving("duplicates.json")
        let server = try redirecting { _ in other.url("/landing").absoluteString }
        let result = await load(server.url("/start"))
        guard case .images = result else { return XCTFail("\(result)") }
        XCTAssertEqual(server.requests.first?.header("x-api-key"), Self.key)
        XCTAssertEqual(other.requests.map(\.path), ["/landing"])
        XCTAssertNil(other.requests.first?.header("x-api-key"))
    }

    func testKeyStaysOnARedirectWithinTheOrigin() async throws {
        let server = try redirecting { port in "http://127.0.0.1:\(port)/landing" }
        let result = await load(server.url("/start"))
        guard case .images = result else { return XCTFail("\(result)") }
        XCTAssertEqual(server.requests.map { $0.header("x-api-key") }, [Self.key, Self.key])
    }

    private func serving(_ fixture: String) throws -> LoopbackHTTPServer {
        let body = try Fixtures.data(fixture)
        return try LoopbackHTTPServer { _ in .json(body) }
    }
}
