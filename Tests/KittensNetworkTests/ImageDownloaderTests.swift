import Foundation
@testable import KittensNetwork
import Locking
import LoopbackHTTP
import TestSupport
import XCTest

/// Picture downloads: whole bytes, a 4 MiB cap by default, typed failures, a completion that
/// runs once, and as many downloads at once as the caller starts.
final class ImageDownloaderTests: XCTestCase {
    private static func fetch(_ downloader: ImageDownloader, _ url: URL) async -> Result<Data, DownloadError> {
        await withCheckedContinuation { continuation in
            _ = downloader.start(url) { continuation.resume(returning: $0) }
        }
    }

    func testPictureBytesArriveWholeAndTheRequestAsksForAnImage() async throws {
        let picture = try Fixtures.data("thumbnails/kitten-640x480.png")
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: picture) }
        let result = await Self.fetch(ImageDownloader(), server.url("/kitten.png"))
        XCTAssertEqual(result.body, picture)
        XCTAssertEqual(server.requests.first?.header("accept"), "image/*")
        XCTAssertNil(server.requests.first?.header("x-api-key"))
    }

    func testDefaultCapIsFourMebibytesWhileReading() async throws {
        let cap = 4 * 1024 * 1024
        XCTAssertEqual(ImageDownloader.defaultLimits.maxBodyBytes, cap)
        let exact = Data(repeating: 7, count: cap)
        let fits = try LoopbackHTTPServer { _ in LoopbackResponse(body: exact, framing: .chunked) }
        let fitting = await Self.fetch(ImageDownloader(), fits.url("/exact.png"))
        XCTAssertEqual(fitting.body?.count, cap)

        let over = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data(repeating: 7, count: cap + 1), framing: .closeDelimited)
        }
        let refused = await Self.fetch(ImageDownloader(), over.url("/bomb.png"))
        XCTAssertEqual(refused.error, .tooLarge(limitBytes: cap))
    }

    func testMissingPictureIsItsStatus() async throws {
        let server = try LoopbackHTTPServer { _ in .status(404) }
        let result = await Self.fetch(ImageDownloader(), server.url("/gone.png"))
        XCTAssertEqual(result.error, .httpStatus(404))
    }

    func testCancelledDownloadCompletesOnceWithCancelled() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data([1]), delayBeforeHeaders: 60) }
        let downloader = ImageDownloader()
        let completed = expectation(description: "completion")
        let outcomes = Locked<[Result<Data, DownloadError>]>([])
        let handle = downloader.start(server.url("/slow.png")) { outcome in
            outcomes.withLock { $0.append(outcome) }
            completed.fulfill()
        }
        await waitUntil("the request reached the server") { !server.requests.isEmpty }
        downloader.cancel(handle)
        downloader.cancel(handle)
        await fulfillment(of: [completed], timeout: 2)
        XCTAssertEqual(outcomes.withLock { $0.map(\.error) }, [.cancelled])
    }

    /// Each blocking send has a thread of its own and the session's connection limits stay out
    /// of the way: the server answers only once all the requests are in at the same time.
    func testDownloadsStartedTogetherAreInFlightTogether() async throws {
        let count = 12
        let arrived = DispatchGroup()
        for _ in 0..<count { arrived.enter() }
        let server = try LoopbackHTTPServer { _ in
            arrived.leave()
            return arrived.wait(timeout: .now() + 10) == .success ? .json(Data("ok".utf8)) : .status(503)
        }
        let downloader = ImageDownloader(limits: DownloadLimits(maxBodyBytes: 1024, idleTimeout: .seconds(20)))
        let results = await withTaskGroup(of: Result<Data, DownloadError>.self) { group in
            for index in 0..<count {
                group.addTask { await Self.fetch(downloader, server.url("/\(index).png")) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(results.map(\.body), Array(repeating: Data("ok".utf8), count: count))
    }
}
