import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTP
import TestSupport
import XCTest

final class LoopbackHTTPServerTests: XCTestCase {
    func testRecordsTheRequestAndSendsTheContentLengthFramedAnswer() throws {
        let server = try LoopbackHTTPServer { request in
            LoopbackResponse(status: 201, headers: [("X-Echo", request.queryValue("word") ?? "none")], body: Data("hello".utf8))
        }
        let answer = try XCTUnwrap(RawHTTPClient.exchange(
            port: server.port,
            request: "GET /some/path?word=caf%C3%A9&flag HTTP/1.1\r\nHost: x\r\nX-Api-Key: secret\r\n\r\n"
        ))
        let text = String(decoding: answer, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 201 "), text)
        XCTAssertTrue(text.contains("\r\nX-Echo: café\r\n"), text)
        XCTAssertTrue(text.contains("\r\nContent-Length: 5\r\n"), text)
        XCTAssertTrue(text.hasSuffix("\r\n\r\nhello"), text)

        let recorded = server.requests
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.method, "GET")
        XCTAssertEqual(recorded.first?.path, "/some/path")
        XCTAssertEqual(recorded.first?.queryItems, [.init(name: "word", value: "café"), .init(name: "flag", value: nil)])
        XCTAssertEqual(recorded.first?.header("x-api-key"), "secret")
    }

    func testChunkedAndCloseDelimitedFraming() throws {
        let body = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let server = try LoopbackHTTPServer { request in
            LoopbackResponse(body: body, framing: request.path == "/chunked" ? .chunked : .closeDelimited)
        }
        let chunked = try XCTUnwrap(RawHTTPClient.exchange(port: server.port, request: "GET /chunked HTTP/1.1\r\n\r\n"))
        let chunkedText = String(decoding: chunked, as: UTF8.self)
        XCTAssertTrue(chunkedText.contains("Transfer-Encoding: chunked\r\n"))
        XCTAssertFalse(chunkedText.contains("Content-Length"))
        XCTAssertTrue(chunkedText.contains("\r\n\r\n1000\r\n"), "first chunk of 4096 bytes")
        XCTAssertTrue(chunkedText.hasSuffix("\r\n0\r\n\r\n"))

        let plain = try XCTUnwrap(RawHTTPClient.exchange(port: server.port, request: "GET /plain HTTP/1.1\r\n\r\n"))
        let headEnd = try XCTUnwrap(plain.firstRange(of: Array("\r\n\r\n".utf8)))
        XCTAssertFalse(String(decoding: plain[..<headEnd.lowerBound], as: UTF8.self).contains("Content-Length"))
        XCTAssertEqual(Data(plain[headEnd.upperBound...]), body)
    }

    func testStopEndsHangingConnectionsAndRefusesNewOnes() throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data(repeating: 1, count: 100), ending: .hangAfter(bytes: 10))
        }
        let port = server.port
        let finished = expectation(description: "hanging exchange ends when the server stops")
        Thread {
            _ = RawHTTPClient.exchange(port: port, request: "GET / HTTP/1.1\r\n\r\n", timeoutSeconds: 10)
            finished.fulfill()
        }.start()
        waitUntil("the request reached the server") { !server.requests.isEmpty }
        XCTAssertEqual(server.requests.count, 1)

        let started = Date()
        server.stop()
        wait(for: [finished], timeout: 2)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertNil(RawHTTPClient.exchange(port: port, request: "GET / HTTP/1.1\r\n\r\n"))
    }

    func testADribbleSendsTheBodyThenSpacesOneByteAtATimeWithoutEnding() throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data("[]".utf8), framing: .closeDelimited, ending: .dribbleForever(every: 0.005))
        }
        let started = Date()
        let answer = try XCTUnwrap(RawHTTPClient.exchange(port: server.port, request: "GET / HTTP/1.1\r\n\r\n", maxBytes: 100))
        let elapsed = Date().timeIntervalSince(started)
        let text = String(decoding: answer, as: UTF8.self)
        let headEnd = try XCTUnwrap(text.range(of: "\r\n\r\n"))
        let body = text[headEnd.upperBound...]
        XCTAssertTrue(body.hasPrefix("[] "), text)
        XCTAssertTrue(body.dropFirst(2).allSatisfy { $0 == " " }, text)
        let bytes = body.utf8.count
        XCTAssertGreaterThan(bytes, 2, "it went on after the body")
        XCTAssertGreaterThanOrEqual(elapsed, Double(bytes - 1) * 0.005 * 0.9, "one byte each interval, not all at once")

        let stopStarted = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(stopStarted), 2)
    }

    func testServesManyParallelFetches() async throws {
        let server = try LoopbackHTTPServer { request in
            LoopbackResponse(body: Data("thumbnail \(request.path)".utf8))
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 6
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }

        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<200 {
                group.addTask {
                    let (data, _) = try await session.data(from: server.url("/thumb/\(index)"))
                    return (index, String(decoding: data, as: UTF8.self))
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        XCTAssertEqual(bodies.count, 200)
        XCTAssertEqual(bodies[123], "thumbnail /thumb/123")
        XCTAssertEqual(Set(server.requests.map(\.path)).count, 200)
    }

    /// A server made to keep connections alive answers request after request on one connection,
    /// as a CDN does, and closes it when the client asks; by default every answer closes.
    func testKeepsTheConnectionForTheNextRequestWhenMadeTo() throws {
        let twoRequests = "GET /first HTTP/1.1\r\nHost: x\r\n\r\nGET /second HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        let kept = try LoopbackHTTPServer(keepsConnectionsAlive: true) { request in
            LoopbackResponse(body: Data("answer \(request.path)".utf8))
        }
        let both = String(decoding: try XCTUnwrap(RawHTTPClient.exchange(port: kept.port, request: twoRequests)), as: UTF8.self)
        XCTAssertTrue(both.hasPrefix("HTTP/1.1 200 "), both)
        XCTAssertTrue(both.contains("answer /first"), both)
        XCTAssertTrue(both.hasSuffix("Connection: close\r\n\r\nanswer /second"), "only the last answer closes: \(both)")
        XCTAssertEqual(both.components(separatedBy: "Connection: close").count, 2, both)
        XCTAssertEqual(kept.requests.map(\.path), ["/first", "/second"])

        let closing = try LoopbackHTTPServer { request in LoopbackResponse(body: Data("answer \(request.path)".utf8)) }
        let one = String(decoding: try XCTUnwrap(RawHTTPClient.exchange(port: closing.port, request: twoRequests)), as: UTF8.self)
        XCTAssertTrue(one.hasSuffix("Connection: close\r\n\r\nanswer /first"), one)
        XCTAssertEqual(closing.requests.map(\.path), ["/first"])
    }

    /// A body that ends with the connection (or a fault) closes even a kept-alive server's connection.
    func testAKeptAliveServerStillClosesAfterACloseDelimitedBody() throws {
        let server = try LoopbackHTTPServer(keepsConnectionsAlive: true) { _ in
            LoopbackResponse(body: Data("to the end".utf8), framing: .closeDelimited)
        }
        let answer = String(decoding: try XCTUnwrap(RawHTTPClient.exchange(port: server.port, request: "GET / HTTP/1.1\r\n\r\n")), as: UTF8.self)
        XCTAssertTrue(answer.hasSuffix("Connection: close\r\n\r\nto the end"), answer)
    }
}
