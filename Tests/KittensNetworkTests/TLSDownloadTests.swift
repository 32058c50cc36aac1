import Foundation
import Kittens
import KittensSupport
import KittensNetwork
import LoopbackHTTP
import TestSupport
import XCTest

/// `https` on 127.0.0.1 through a TLS front with a certificate made for the test: trusted when
/// the client is given it, refused otherwise, and never left for plain `http` by a redirect.
final class TLSDownloadTests: XCTestCase {
    private static let key = "live_abc123"
    private static let searchPath = "/v1/images/search"

    private func source(_ endpoint: URL, trusting front: TLSLoopback?) throws -> SoupListingDataSource {
        let anchors = try front.map { try TrustAnchors(pemFile: $0.certificateFile) }
        return SoupListingDataSource(
            configuration: TheCatAPIConfiguration(endpoint: endpoint, apiKey: APIKey(Self.key), timeout: 5),
            downloader: BoundedDownloader.Configuration(trustAnchors: anchors)
        )
    }

    func testHTTPSWithATrustedCertificateLoadsAndSendsTheKey() async throws {
        let body = try Fixtures.data("thecatapi-page.json")
        let backend = try LoopbackHTTPServer { _ in .json(body) }
        let front = try TLSLoopback(backend: backend)
        let result = try await source(front.url(Self.searchPath), trusting: front).load(limit: 10, page: 1)
        guard case .images(let images, _, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.count, 10)
        XCTAssertEqual(backend.requests.first?.header("x-api-key"), Self.key)
        XCTAssertEqual(backend.requests.first?.queryValue("page"), "1")
    }

    func testCertificateNotTrustedIsASecureConnectionFailureAndSendsNothing() async throws {
        let backend = try LoopbackHTTPServer { _ in .json(Data("[]".utf8)) }
        let front = try TLSLoopback(backend: backend)
        let result = try await source(front.url(Self.searchPath), trusting: nil).load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.secureConnectionFailed))
        XCTAssertEqual(backend.requests.count, 0, "no request went over a connection that was not trusted")
    }

    func testRedirectFromHTTPSToHTTPIsRefusedAndNothingIsSentOverHTTP() async throws {
        let plain = try LoopbackHTTPServer { _ in .json(Data("[]".utf8)) }
        let backend = try LoopbackHTTPServer { _ in .redirect(to: plain.url("/downgraded").absoluteString) }
        let front = try TLSLoopback(backend: backend)
        let result = try await source(front.url(Self.searchPath), trusting: front).load(limit: 10, page: 0)
        XCTAssertEqual(result, .failure(.insecureRedirect))
        XCTAssertEqual(backend.requests.count, 1)
        XCTAssertEqual(plain.requests.count, 0)
    }

    func testRedirectFromHTTPToHTTPSIsFollowedWithoutTheKey() async throws {
        let body = try Fixtures.data("duplicates.json")
        let backend = try LoopbackHTTPServer { _ in .json(body) }
        let front = try TLSLoopback(backend: backend)
        let plain = try LoopbackHTTPServer { _ in .redirect(to: front.url("/secure").absoluteString) }
        let result = try await source(plain.url(Self.searchPath), trusting: front).load(limit: 10, page: 0)
        guard case .images(let images, _, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.count, 3)
        XCTAssertEqual(plain.requests.first?.header("x-api-key"), Self.key)
        XCTAssertEqual(backend.requests.map(\.path), ["/secure"])
        XCTAssertNil(backend.requests.first?.header("x-api-key"), "https://127.0.0.1:other-port is another origin")
    }

    func testTrustAnchorsFromAMissingFileAreAnError() {
        XCTAssertThrowsError(try TrustAnchors(pemFile: "/nonexistent/kittens-anchors.pem"))
    }
}
