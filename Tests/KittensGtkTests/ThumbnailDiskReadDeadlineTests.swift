import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// A saved thumbnail whose read runs past its deadline (a busy machine, not a bad file) is
/// kept on disk: the next start shows it from there.
final class ThumbnailDiskReadDeadlineTests: XCTestCase {
    func testASavedThumbnailThatReadsTooSlowlyIsKeptForTheNextRead() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-disk-deadline-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let saved = try Fixtures.thumbnail("kitten-320x240.png")
            // The network has nothing: only the disk can show the picture.
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(status: 404, body: Data()) }
            defer { server.stop() }
            let url = server.url("/cat.png")
            let diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
            diskCache.store(saved, for: url)
            diskCache.flush()
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = diskCache

            let clock = ManualClock()
            let queue = BoundedWorkQueue(label: "test.thumbnail-disk-deadline", width: 1, clock: clock)
            let gate = DecodeGate(slow: saved)
            defer { gate.release.signal() }
            let slowLoader = ThumbnailLoader(configuration: configuration, decodeQueue: queue) { decoder, data in
                gate.pass(data) { decoder.decode(data) }
            }
            var slow: ThumbnailLoader.Result?
            slowLoader.load(url) { slow = $0 }
            XCTAssertTrue(MainContext.wait(until: { gate.started }), "the read of the saved thumbnail started")
            clock.advance(by: queue.deadline)
            XCTAssertTrue(MainContext.wait(until: { slow != nil }))
            guard case .failed = slow else { return XCTFail("with the read too slow and no network, nothing shows: \(String(describing: slow))") }
            gate.release.signal()
            XCTAssertTrue(MainContext.wait(until: { gate.returned && queue.abandonedCount == 0 }))
            diskCache.flush()
            XCTAssertNotNil(diskCache.data(for: url), "the saved thumbnail is still on disk")

            let nextStart = ThumbnailLoader(configuration: configuration)
            var shown: ThumbnailLoader.Result?
            nextStart.load(url) { shown = $0 }
            XCTAssertTrue(MainContext.wait(until: { shown != nil }))
            guard case .loaded = shown else { return XCTFail("the next start shows it from the disk, not \(String(describing: shown))") }
        }
    }
}
