import Foundation
import KittensGtk
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

    private func setUsed(_ url: URL, secondsAgo: Int) throws {
        let file = folder.appendingPathComponent(ThumbnailDiskCache.fileName(for: url))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-Double(secondsAgo))], ofItemAtPath: file.path)
    }
}
