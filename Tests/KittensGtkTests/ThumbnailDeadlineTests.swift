import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// A thumbnail whose decode runs past its deadline fails as too slow at once, the picture
/// behind it decodes in its slot, and what the slow decode returns later is never shown or cached.
final class ThumbnailDeadlineTests: XCTestCase {
    func testASlowDecodeFailsAsTooSlowAndItsLateResultIsNeitherShownNorCached() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-deadline-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let slowBytes = try Fixtures.thumbnail("kitten-4x3.png"), fastBytes = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { request in
                LoopbackResponse(headers: [("Content-Type", "image/png")], body: request.path.hasPrefix("/slow") ? slowBytes : fastBytes)
            }
            defer { server.stop() }
            let diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = diskCache
            let clock = ManualClock()
            let queue = BoundedWorkQueue(label: "test.thumbnail-deadline", width: 1, clock: clock)
            let gate = DecodeGate(slow: slowBytes)
            // A failed test still lets the slow decode end.
            defer { gate.release.signal() }
            let loader = ThumbnailLoader(configuration: configuration, decodeQueue: queue) { decoder, data in
                gate.pass(data) { decoder.decode(data) }
            }

            var slowResults: [ThumbnailLoader.Result] = []
            var fast: ThumbnailLoader.Result?
            let slowURL = server.url("/slow.png"), fastURL = server.url("/fast.png")
            loader.load(slowURL) { slowResults.append($0) }
            XCTAssertTrue(MainContext.wait(until: { gate.started }), "the slow decode started")
            loader.load(fastURL) { fast = $0 }
            XCTAssertTrue(MainContext.wait(until: { queue.waitingCount == 1 }), "the next picture waits for the only slot")

            // The slow decode, the item running, passes its deadline.
            clock.advance(by: queue.deadline)
            XCTAssertTrue(MainContext.wait(until: { !slowResults.isEmpty && fast != nil }))
            guard case .failed(.refused(.tooSlow)) = slowResults.first else {
                return XCTFail("the slow picture is refused as too slow, not \(slowResults)")
            }
            XCTAssertEqual(slowResults.first?.message, "The picture could not be read: it took too long to decode.")
            guard case .loaded = fast else { return XCTFail("the picture behind it decoded in its slot, not \(String(describing: fast))") }
            XCTAssertFalse(gate.returned, "while the slow decode still ran")

            gate.release.signal()
            XCTAssertTrue(MainContext.wait(until: { gate.returned && queue.abandonedCount == 0 }))
            MainContext.handlePendingEvents()
            diskCache.flush()
            XCTAssertEqual(slowResults.count, 1, "the late result is not shown")
            XCTAssertEqual(loader.cachedCount, 1, "nor kept in memory")
            XCTAssertNil(diskCache.data(for: slowURL), "nor saved on disk")
            XCTAssertNotNil(diskCache.data(for: fastURL))
        }
    }
}

extension ThumbnailLoader.Result {
    /// The words the user reads for a failure; nil for a thumbnail.
    fileprivate var message: String? {
        guard case .failed(let failure) = self else { return nil }
        return failure.message
    }
}
