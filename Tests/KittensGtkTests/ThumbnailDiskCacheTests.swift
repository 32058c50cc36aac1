import KittensPictures
import Foundation
import Glibc
import KittensGtk
import Locking
import XCTest

final class ThumbnailDiskCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-thumbs-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func url(_ index: Int) -> URL { URL(string: "https://cdn2.thecatapi.com/images/k\(index).jpg")! }

    func testStoredBytesComeBackForTheSameURLOnly() {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        cache.store(Data("tabby".utf8), for: url(1))
        cache.flush()
        XCTAssertEqual(cache.data(for: url(1)), Data("tabby".utf8))
        XCTAssertNil(cache.data(for: url(2)))
        XCTAssertEqual(ThumbnailDiskCache(directory: folder).data(for: url(1)), Data("tabby".utf8), "kept between runs")
    }

    func testTheFirstFrameOfAnAnimationComesBackMarkedSo() throws {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        cache.store(Data("moving".utf8), isAnimated: true, for: url(1))
        cache.store(Data("still".utf8), for: url(2))
        cache.flush()
        let reread = ThumbnailDiskCache(directory: folder)
        let moving = try XCTUnwrap(reread.saved(for: url(1)))
        XCTAssertEqual(moving.data, Data("moving".utf8))
        XCTAssertTrue(moving.isAnimated)
        let still = try XCTUnwrap(reread.saved(for: url(2)))
        XCTAssertEqual(still.data, Data("still".utf8))
        XCTAssertFalse(still.isAnimated)
    }

    func testEachScaleFactorHasItsOwnFile() throws {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        cache.store(Data("small".utf8), for: url(1))
        cache.store(Data("sharp".utf8), for: url(1), scale: 2)
        cache.flush()
        XCTAssertEqual(cache.data(for: url(1)), Data("small".utf8))
        XCTAssertEqual(cache.data(for: url(1), scale: 2), Data("sharp".utf8))
        XCTAssertNil(cache.data(for: url(1), scale: 3))
        XCTAssertNotEqual(ThumbnailDiskCache.fileName(for: url(1)), ThumbnailDiskCache.fileName(for: url(1), scale: 2))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 2)
        cache.remove(for: url(1), scale: 2)
        cache.flush()
        XCTAssertNil(cache.data(for: url(1), scale: 2))
        XCTAssertEqual(cache.data(for: url(1)), Data("small".utf8), "removing the 2x file keeps the 1x one")
    }

    func testFileNamesAreHashesNotURLs() throws {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        let tricky = URL(string: "https://example.org/../../etc/passwd?x=/y")!
        cache.store(Data([1, 2, 3]), for: tricky)
        cache.flush()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(names, [ThumbnailDiskCache.fileName(for: tricky)])
        XCTAssertEqual(names.first?.count, 32)
        XCTAssertTrue(names.first?.allSatisfy(\.isHexDigit) ?? false)
    }

    func testAFileHoldingAnotherURLIsAMiss() throws {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        cache.store(Data("one".utf8), for: url(1))
        cache.flush()
        let file = folder.appendingPathComponent(ThumbnailDiskCache.fileName(for: url(1)))
        try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent(ThumbnailDiskCache.fileName(for: url(2))))
        XCTAssertNil(cache.data(for: url(2)))
        try Data("garbage".utf8).write(to: file)
        XCTAssertNil(cache.data(for: url(1)))
    }

    func testARemovedFileIsAMissAndOthersStay() throws {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        cache.store(Data("one".utf8), for: url(1))
        cache.store(Data("two".utf8), for: url(2))
        cache.remove(for: url(1))
        cache.remove(for: url(3))
        cache.flush()
        XCTAssertNil(cache.data(for: url(1)))
        XCTAssertEqual(cache.data(for: url(2)), Data("two".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [ThumbnailDiskCache.fileName(for: url(2))])
    }

    func testAFileWrittenByTheFirstVersionHoldingDownloadedBytesIsAMiss() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = Data("KITTENS-THUMBNAIL-1\n\(url(1).absoluteString)\n".utf8) + Data([0xFF, 0xD8, 0xFF])
        try old.write(to: folder.appendingPathComponent(ThumbnailDiskCache.fileName(for: url(1))))
        XCTAssertNil(ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20).data(for: url(1)))
    }

    func testTheFolderStaysUnderItsBudgetAndTheLeastRecentlyUsedGoFirst() throws {
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 10_000)
        let picture = Data(repeating: 7, count: 1_000)
        for index in 0..<5 {
            cache.store(picture, for: url(index))
            cache.flush()
            try setUsed(url(index), secondsAgo: 100 - index)
        }
        XCTAssertNotNil(cache.data(for: url(0)), "reading the oldest makes it the most recently used")
        for index in 5..<20 {
            cache.store(picture, for: url(index))
            cache.flush()
            try setUsed(url(index), secondsAgo: 50 - index)
        }
        let sizes = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
            .map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }
        XCTAssertLessThanOrEqual(sizes.reduce(0, +), 10_000)
        XCTAssertNotNil(cache.data(for: url(19)), "the newest stays")
        XCTAssertNil(cache.data(for: url(1)), "the least recently used went first")
        XCTAssertNotNil(cache.data(for: url(0)), "the oldest file survives because it was read recently")
    }

    /// What the cache itself writes for `url`: the header, then `payload`.
    private func cacheFile(_ url: URL, _ payload: Data) -> Data {
        Data("KITTENS-THUMBNAIL-2\n\(url.absoluteString)\n".utf8) + payload
    }

    private func file(for url: URL) -> URL {
        folder.appendingPathComponent(ThumbnailDiskCache.fileName(for: url))
    }

    func testALinkInTheFolderIsNeverFollowedAndGoes() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try cacheFile(url(1), Data("secret".utf8)).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: file(for: url(1)), withDestinationURL: elsewhere)
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        XCTAssertNil(cache.saved(for: url(1)), "what the link points at is not read")
        cache.flush()
        var status = stat()
        XCTAssertEqual(lstat(file(for: url(1)).path, &status), -1, "the link is unlinked")
        XCTAssertEqual(try Data(contentsOf: elsewhere), cacheFile(url(1), Data("secret".utf8)), "its target is left alone")
    }

    func testANamedPipeInTheFolderIsAMissAtOnce() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pipe = file(for: url(1))
        XCTAssertEqual(mkfifo(pipe.path, 0o600), 0)
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        let answered = DispatchSemaphore(value: 0)
        let hit = Locked<Bool?>(nil)
        let address = url(1)
        DispatchQueue.global().async {
            hit.withLock { $0 = cache.saved(for: address) != nil }
            answered.signal()
        }
        let result = answered.wait(timeout: .now() + 5)
        if result == .timedOut {
            // Frees the reader blocked opening the pipe, so that the failed test ends.
            let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        XCTAssertEqual(result, .success, "reading the cache never waits for a writer")
        XCTAssertEqual(hit.withLock { $0 }, false)
        cache.flush()
        XCTAssertFalse(FileManager.default.fileExists(atPath: pipe.path), "the pipe is unlinked")
    }

    func testAFileOverTheCapIsAMissAndGoes() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let big = file(for: url(1))
        try cacheFile(url(1), Data("huge".utf8)).write(to: big)
        // A gigabyte, sparse: it costs no disk, and the old code mapped all of it.
        XCTAssertEqual(truncate(big.path, 1 << 30), 0)
        let cache = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20)
        XCTAssertNil(cache.saved(for: url(1)), "a file over the cap is never read")
        cache.flush()
        XCTAssertFalse(FileManager.default.fileExists(atPath: big.path), "and is unlinked")

        let small = ThumbnailDiskCache(directory: folder, maxBytes: 1 << 20, maxFileBytes: 200)
        small.store(Data(repeating: 1, count: 50), for: url(2))
        small.store(Data(repeating: 2, count: 200), for: url(3))
        small.flush()
        XCTAssertEqual(small.data(for: url(2)), Data(repeating: 1, count: 50))
        XCTAssertNil(small.data(for: url(3)), "what would be over the cap is not stored")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file(for: url(3)).path))
    }

    private func setUsed(_ url: URL, secondsAgo: Int) throws {
        let file = folder.appendingPathComponent(ThumbnailDiskCache.fileName(for: url))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-Double(secondsAgo))], ofItemAtPath: file.path)
    }
}
