import CSoup
import Foundation
import Glibc
import Kittens
import KittensNetwork
import LoopbackHTTP
import TestSupport
import XCTest

/// A proxy named by the environment is used, as GIO's default resolver finds it: outside a
/// GNOME session, GIO uses glib-networking's libproxy resolver, which reads `http_proxy` (and
/// `no_proxy`) on every lookup, for every host, 127.0.0.1 and localhost included.
final class ProxyTests: XCTestCase {
    /// In a GNOME session (`XDG_CURRENT_DESKTOP` naming GNOME when GIO first resolves a proxy)
    /// GIO takes the proxy from the desktop's settings and ignores `http_proxy`, so these tests
    /// would not test what they say.
    override func setUpWithError() throws {
        let resolver = UnsafeMutableRawPointer(g_proxy_resolver_get_default())
        let name = resolver.flatMap { g_type_name_from_instance($0.assumingMemoryBound(to: GTypeInstance.self)) }
            .map { String(cString: $0) } ?? "none"
        guard name != "GProxyResolverGnome" else {
            throw TestEnvironmentError(description: "GIO's proxy resolver is GNOME's, which ignores http_proxy: "
                + "run the tests with XDG_CURRENT_DESKTOP unset")
        }
    }

    private static let variables = ["http_proxy", "HTTP_PROXY", "https_proxy", "no_proxy", "NO_PROXY"]

    /// Runs `body` with `http_proxy` set and the other proxy variables unset, restoring them after.
    private func withProxy(_ proxy: String, _ body: () async throws -> Void) async rethrows {
        let saved = Self.variables.map { ($0, getenv($0).map { String(cString: $0) }) }
        for name in Self.variables { unsetenv(name) }
        setenv("http_proxy", proxy, 1)
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        try await body()
    }

    func testHTTPProxyFromTheEnvironmentCarriesTheRequestForAHostItCannotResolve() async throws {
        let body = try Fixtures.data("duplicates.json")
        let proxy = try LoopbackHTTPServer { _ in .json(body) }
        try await withProxy("http://127.0.0.1:\(proxy.port)") {
            let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(
                endpoint: try XCTUnwrap(URL(string: "http://kittens.invalid/v1/images/search")), apiKey: "live_abc123", timeout: 5))
            let result = await source.load(limit: 3, page: 1)
            guard case .images(let images, _, _, _) = result else { return XCTFail("\(result)") }
            XCTAssertEqual(images.count, 3)
        }
        let request = try XCTUnwrap(proxy.requests.first)
        XCTAssertEqual(proxy.requests.count, 1)
        XCTAssertEqual(request.target, "http://kittens.invalid/v1/images/search?limit=3&page=1&order=ASC", "the absolute form, as to a proxy")
        XCTAssertEqual(request.header("host"), "kittens.invalid")
        XCTAssertEqual(request.header("x-api-key"), "live_abc123", "the proxy does not change the origin")
    }

    func testNoProxyFromTheEnvironmentIsHonoured() async throws {
        let body = try Fixtures.data("duplicates.json")
        let proxy = try LoopbackHTTPServer { _ in .status(502) }
        let server = try LoopbackHTTPServer { _ in .json(body) }
        await withProxy("http://127.0.0.1:\(proxy.port)") {
            setenv("no_proxy", "127.0.0.1", 1)
            let result = await SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/direct"), timeout: 5))
                .load(limit: 3, page: 0)
            guard case .images = result else { return XCTFail("\(result)") }
        }
        XCTAssertEqual(proxy.requests.count, 0)
        XCTAssertEqual(server.requests.map(\.target), ["/direct?limit=3&page=0"])
    }
}
