import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import Locking
import LoopbackHTTP
import TestSupport
import XCTest

/// Thumbnails served by a loopback server appear in bound rows; failures show the placeholder;
/// closing the window with loads in flight is clean.
final class ThumbnailTests: XCTestCase {
    private static func server(delay: TimeInterval = 0) throws -> LoopbackHTTPServer {
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let small = try Fixtures.thumbnail("kitten-4x3.png")
        let broken = try Fixtures.thumbnail("not-an-image.png")
        return try LoopbackHTTPServer { request in
            if request.path.hasPrefix("/missing") { return .status(404) }
            let body = request.path.hasPrefix("/broken") ? broken : request.path.hasPrefix("/small") ? small : png
            return LoopbackResponse(headers: [("Content-Type", "image/png")], body: body, delayBeforeHeaders: delay)
        }
    }

    private static func rows(_ server: LoopbackHTTPServer, _ paths: [String]) -> [PictureRow] {
        paths.enumerated().map { PictureRow(id: "\($0.offset)", url: server.url($0.element)) }
    }

    func testBoundRowsShowTheirThumbnailsAndFailuresShowThePlaceholder() throws {
        try MainActor.assumeIsolated {
            let server = try Self.server()
            defer { server.stop() }
            let harness = try WindowHarness()
            defer { harness.close() }
            let paths = ["/a.png", "/small.png", "/broken.png", "/missing.png", "/b.png"]
            harness.render(ListingModel(rows: Self.rows(server, paths)))
            let list = harness.view.list
            let settled = MainContext.wait(until: { list.boundRows.count == 5 && list.boundRows.allSatisfy { $0.thumbnailState != .empty } })
            XCTAssertTrue(settled, "every row got a thumbnail or a placeholder")
            let states = Dictionary(uniqueKeysWithValues: list.boundRows.compactMap { row in row.url.map { ($0.path, row.thumbnailState) } })
            XCTAssertEqual(states["/a.png"], .loaded)
            XCTAssertEqual(states["/small.png"], .loaded)
            XCTAssertEqual(states["/b.png"], .loaded)
            XCTAssertEqual(states["/broken.png"], .failed)
            XCTAssertEqual(states["/missing.png"], .failed)
            harness.screenshot("thumbnails")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }

    func testTheLoaderBoundsConcurrencyAndCancelsWaitingAndRunningRequests() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let server = try Self.server(delay: 0.3)
            defer { server.stop() }
            var configuration = ThumbnailLoader.Configuration()
            configuration.maxConcurrentLoads = 3
            let loader = ThumbnailLoader(configuration: configuration)
            var results: [Int: Bool] = [:]
            var tickets: [ThumbnailLoader.Ticket] = []
            for index in 0..<10 {
                let ticket = loader.load(server.url("/t\(index).png")) { result in
                    if case .loaded = result { results[index] = true } else { results[index] = false }
                }
                tickets.append(try XCTUnwrap(ticket))
            }
            XCTAssertEqual(loader.runningCount, 3)
            XCTAssertEqual(loader.pendingCount, 10)
            loader.cancel(tickets[0])
            loader.cancel(tickets[9])
            XCTAssertEqual(loader.pendingCount, 8)
            XCTAssertTrue(MainContext.wait(until: { results.count == 8 && loader.runningCount == 0 }, timeout: .seconds(10)))
            XCTAssertNil(results[0], "a cancelled running request never completes")
            XCTAssertNil(results[9], "a cancelled waiting request never completes")
            XCTAssertEqual(results.values.filter { $0 }.count, 8)
            XCTAssertLessThanOrEqual(server.requests.count, 9, "the cancelled waiting request was never sent")
            XCTAssertEqual(loader.cachedCount, 8)

            var cached = false
            XCTAssertNil(loader.load(server.url("/t1.png")) { if case .loaded = $0 { cached = true } }, "served from the cache")
            XCTAssertTrue(cached)
            var refused = false
            XCTAssertNil(loader.load(try XCTUnwrap(URL(string: "file:///etc/passwd"))) { if case .failed = $0 { refused = true } })
            XCTAssertTrue(refused, "only http and https")
        }
    }

    func testABodyOverTheCapFails() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let server = try Self.server()
            defer { server.stop() }
            var configuration = ThumbnailLoader.Configuration()
            configuration.maxBodyBytes = 1_000
            let loader = ThumbnailLoader(configuration: configuration)
            var outcome: Bool?
            loader.load(server.url("/big.png")) { if case .loaded = $0 { outcome = true } else { outcome = false } }
            XCTAssertTrue(MainContext.wait(until: { outcome != nil }))
            XCTAssertEqual(outcome, false)
        }
    }

    func testAnErrorStatusIsAFailedDownloadEvenWhenItsBodyIsAPicture() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { request in
                LoopbackResponse(status: request.path.hasPrefix("/gone") ? 410 : 200, headers: [("Content-Type", "image/png")], body: png)
            }
            defer { server.stop() }
            let loader = ThumbnailLoader()
            XCTAssertEqual(Self.load(server.url("/gone.png"), with: loader), .failed(.downloadFailed))
            XCTAssertEqual(Self.load(server.url("/here.png"), with: loader), .loaded, "the same body with 200 is a thumbnail")
            XCTAssertEqual(loader.cachedCount, 1)
            XCTAssertEqual(loader.runningCount, 0)
        }
    }

    func testAPictureThatKeepsDribblingFailsAtTheTotalDeadline() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let server = try LoopbackHTTPServer { _ in
                LoopbackResponse(headers: [("Content-Type", "image/png")], body: Data([0x89]), framing: .closeDelimited,
                                 ending: .dribbleForever(every: 0.02))
            }
            defer { server.stop() }
            var configuration = ThumbnailLoader.Configuration()
            configuration.timeout = 0.3
            configuration.totalDeadline = 0.5
            let started = Date()
            XCTAssertEqual(Self.load(server.url("/slow.png"), with: ThumbnailLoader(configuration: configuration)), .failed(.downloadFailed))
            let elapsed = Date().timeIntervalSince(started)
            XCTAssertGreaterThanOrEqual(elapsed, 0.45, "bytes kept arriving, so the idle timeout never fired")
            XCTAssertLessThan(elapsed, 3)
        }
    }

    func testClosingTheWindowWhileThumbnailsLoadIsClean() throws {
        try MainActor.assumeIsolated {
            let server = try Self.server(delay: 0.5)
            defer { server.stop() }
            let loader = ThumbnailLoader()
            weak var weakView: MainWindow?
            var warnings: [String] = []
            do {
                let harness = try WindowHarness(thumbnails: loader)
                weakView = harness.view
                harness.render(ListingModel(isLoading: true, rows: Self.rows(server, (0..<60).map { "/slow\($0).png" })))
                XCTAssertTrue(MainContext.wait(until: { loader.runningCount > 0 }))
                XCTAssertGreaterThan(loader.pendingCount, 0)
                harness.close()
                XCTAssertEqual(loader.pendingCount, 0, "closing cancels every request")
                warnings = harness.newWarnings
            }
            XCTAssertNil(weakView, "nothing keeps the Swift window alive after close")
            XCTAssertTrue(MainContext.wait(until: { loader.runningCount == 0 }), "the cancelled downloads end")
            XCTAssertEqual(loader.pendingCount, 0, "and none starts after them")
            XCTAssertEqual(warnings, [])
        }
    }

    func testAThumbnailSavedOnDiskLoadsInTheNextRunWithoutTheNetwork() throws {
        try Self.withOnePictureOnDisk { configuration, server, url in
            server.stop()
            XCTAssertEqual(
                Self.load(url, with: ThumbnailLoader(configuration: configuration)), .loaded, "loaded from disk while the server is gone")
            XCTAssertEqual(server.requests.count, 1)
            let saved = try XCTUnwrap(configuration.diskCache?.data(for: url))
            XCTAssertNotNil(RawThumbnail.texture(saved, width: 96, height: 72),
                            "the disk holds the decoded thumbnail's pixels, not the 320x240 download")
        }
    }

    /// The app holds downloads until its first frame: disk-cached thumbnails still load, and
    /// nothing reaches the network until `releaseDownloads()`, after which a held request that
    /// was cancelled meanwhile is never sent.
    func testHeldDownloadsWaitForTheReleaseAndTheDiskCacheDoesNot() throws {
        try Self.withOnePictureOnDisk { configuration, server, cachedURL in

            let loader = ThumbnailLoader(configuration: configuration)
            loader.holdDownloads()
            var fresh: Bool?
            loader.load(server.url("/fresh.png")) { result in
                if case .loaded = result { fresh = true } else { fresh = false }
            }
            let dropped = try XCTUnwrap(loader.load(server.url("/dropped.png")) { _ in XCTFail("a cancelled request completed") })
            XCTAssertEqual(Self.load(cachedURL, with: loader), .loaded, "the disk cache is read while downloads are held")
            XCTAssertNil(fresh)
            XCTAssertEqual(server.requests.count, 1, "no download started while held")

            loader.cancel(dropped)
            loader.releaseDownloads()
            XCTAssertTrue(MainContext.wait(until: { fresh != nil && loader.runningCount == 0 }))
            XCTAssertEqual(fresh, true)
            XCTAssertEqual(server.requests.map(\.path), ["/cached.png", "/fresh.png"])
        }
    }

    /// A replay downloads nothing: a thumbnail on disk shows, any other fails in words at once.
    func testALoaderThatDownloadsNothingShowsTheDiskCacheAndConnectsNowhere() throws {
        try Self.withOnePictureOnDisk { configuration, server, cachedURL in
            var configuration = configuration
            configuration.downloadsPictures = false
            let loader = ThumbnailLoader(configuration: configuration)
            XCTAssertEqual(Self.load(cachedURL, with: loader), .loaded, "the disk cache is read")
            XCTAssertEqual(Self.load(server.url("/other.png"), with: loader), .failed(.notDownloadedInReplay))
            XCTAssertEqual(loader.runningCount, 0)
            XCTAssertEqual(server.requests.map(\.path), ["/cached.png"], "only the first loader downloaded")
        }
    }

    func testAnHTMLAnswerIsNeverCachedAndTheNextLaunchShowsTheRealPicture() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-disk-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = diskCache
            // A captive portal answers 200 with a web page, until the network is back.
            let portalIsUp = Locked(true)
            let (page, picture) = (try Fixtures.data("error-page.html"), try Fixtures.thumbnail("kitten-320x240.png"))
            let server = try LoopbackHTTPServer { _ in
                let body = portalIsUp.withLock { $0 } ? page : picture
                return LoopbackResponse(headers: [("Content-Type", "image/png")], body: body)
            }
            defer { server.stop() }
            let url = server.url("/kitten.png")

            XCTAssertEqual(Self.load(url, with: ThumbnailLoader(configuration: configuration)), .failed(.refused(.notAnImage)))
            diskCache.flush()
            XCTAssertNil(diskCache.data(for: url), "nothing saved for a failed decode")

            portalIsUp.withLock { $0 = false }
            XCTAssertEqual(Self.load(url, with: ThumbnailLoader(configuration: configuration)), .loaded, "the second launch")
            XCTAssertEqual(server.requests.count, 2)
        }
    }

    func testADamagedCacheFileIsDeletedAndThePictureFetchedAgain() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-disk-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 2 << 20)
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = diskCache
            configuration.maxBodyBytes = 300_000
            let server = try Self.server()
            defer { server.stop() }
            let damaged = server.url("/a.png"), oversized = server.url("/b.png"), gone = server.url("/missing.png")
            diskCache.store(try Fixtures.thumbnail("kitten-320x240-truncated.png"), for: damaged)
            diskCache.store(try Fixtures.thumbnail("kitten-640x480.png"), for: oversized)
            diskCache.store(try Fixtures.thumbnail("not-an-image.png"), for: gone)
            diskCache.flush()

            let loader = ThumbnailLoader(configuration: configuration)
            XCTAssertEqual(Self.load(damaged, with: loader), .loaded)
            XCTAssertEqual(Self.load(oversized, with: loader), .loaded, "a file larger than any download is not read")
            XCTAssertEqual(Self.load(gone, with: loader), .failed(.downloadFailed))
            XCTAssertEqual(server.requests.count, 3, "all fetched again")
            diskCache.flush()
            XCTAssertNil(diskCache.data(for: gone), "deleted, even though the network could not replace it")
            for url in [damaged, oversized] {
                let saved = try XCTUnwrap(diskCache.data(for: url))
                XCTAssertNotNil(RawThumbnail.texture(saved, width: 96, height: 72), "the file was replaced by the decoded thumbnail")
            }
        }
    }

    private enum Outcome: Equatable {
        case loaded
        case failed(PictureLoadError)
    }

    /// Loads `url` and spins the main loop until the result arrives.

    /// Runs `body` on the main thread with a loader configuration whose disk cache (in a folder
    /// of its own) holds the thumbnail of `/cached.png`, downloaded once from `server`.
    private static func withOnePictureOnDisk(
        _ body: @MainActor (ThumbnailLoader.Configuration, LoopbackHTTPServer, URL) throws -> Void
    ) throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-disk-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var configuration = ThumbnailLoader.Configuration()
            configuration.diskCache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
            let server = try server()
            defer { server.stop() }
            let cachedURL = server.url("/cached.png")
            XCTAssertEqual(load(cachedURL, with: ThumbnailLoader(configuration: configuration)), .loaded)
            configuration.diskCache?.flush()
            XCTAssertEqual(server.requests.count, 1)
            try body(configuration, server, cachedURL)
        }
    }

    @MainActor
    private static func load(_ url: URL, with loader: ThumbnailLoader) -> Outcome? {
        var outcome: Outcome?
        loader.load(url) { result in
            switch result {
            case .loaded: outcome = .loaded
            case .failed(let failure): outcome = .failed(failure)
            }
        }
        XCTAssertTrue(MainContext.wait(until: { outcome != nil }))
        return outcome
    }
}
