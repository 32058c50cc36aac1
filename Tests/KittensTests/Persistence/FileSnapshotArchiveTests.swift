import Foundation
import Kittens
import Logging
import TestSupport
import XCTest

final class FileSnapshotArchiveTests: XCTestCase {
    private var folder: URL!
    private var log: LogLines!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-archive-\(UUID().uuidString)")
        log = LogLines()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeArchive() -> FileSnapshotArchive {
        let log = log!
        return FileSnapshotArchive(directory: folder, logger: Logger(label: "test") { _ in log.handler })
    }

    private let snapshot = KittenSnapshot(
        images: kittens(3), nextPage: 1, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 1_800_000_000))

    func testASavedListComesBackInTheNextRun() {
        let archive = makeArchive()
        archive.save(snapshot)
        archive.flush()
        XCTAssertEqual(makeArchive().restore(), snapshot)
        XCTAssertEqual(log.warnings, [])
    }

    func testSavingLeavesOnlyTheFinishedFileBehind() throws {
        let archive = makeArchive()
        for count in 1...5 {
            archive.save(KittenSnapshot(images: kittens(count), nextPage: 1, canLoadMore: true, savedAt: Date()))
        }
        archive.flush()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(files, [FileSnapshotArchive.fileName])
        XCTAssertEqual(archive.restore()?.images.count, 5, "saves land in the order they were asked for")
    }

    func testNoFileIsNoListAndNoWarning() {
        XCTAssertNil(makeArchive().restore())
        XCTAssertEqual(log.warnings, [])
    }

    func testUnusableFilesAreIgnoredWithAWarningAndReplacedByTheNextSave() throws {
        let good = try savedBytes()
        let unusable: [(String, Data)] = [
            ("empty", Data()),
            ("truncated", good.prefix(good.count / 2)),
            ("corrupt", Data([0xFF, 0x00, 0x7B, 0x22, 0xC3])),
            ("foreign JSON", Data(#"{"hello": "world"}"#.utf8)),
            ("another format", Data(String(decoding: good, as: UTF8.self)
                .replacingOccurrences(of: "snapshot.v1", with: "snapshot.v9").utf8)),
            ("a file: URL", Data(String(decoding: good, as: UTF8.self)
                .replacingOccurrences(of: "https:", with: "file:").utf8)),
        ]
        for (name, bytes) in unusable {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bytes.write(to: folder.appendingPathComponent(FileSnapshotArchive.fileName))
            let archive = makeArchive()
            XCTAssertNil(archive.restore(), name)
            XCTAssertEqual(log.warnings.count, 1, "\(name): \(log.warnings)")
            XCTAssertTrue(log.warnings.first?.hasPrefix("Ignoring the saved list at ") ?? false, name)
            archive.save(snapshot)
            archive.flush()
            XCTAssertEqual(makeArchive().restore(), snapshot, "\(name) is replaced by the next save")
            log.clear()
        }
    }

    func testAnOversizedFileIsNotRead() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let big = Data(repeating: 0x20, count: FileSnapshotArchive.maxFileBytes + 1)
        try big.write(to: folder.appendingPathComponent(FileSnapshotArchive.fileName))
        XCTAssertNil(makeArchive().restore())
        XCTAssertEqual(log.warnings.count, 1)
    }

    private func savedBytes() throws -> Data {
        let archive = makeArchive()
        archive.save(snapshot)
        archive.flush()
        return try Data(contentsOf: folder.appendingPathComponent(FileSnapshotArchive.fileName))
    }
}

final class CacheDirectoryTests: XCTestCase {
    func testXDGCacheHomeWinsWhenAbsolute() {
        XCTAssertEqual(CacheDirectory.url(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"]).path,
                       "/var/cache/me/kittens")
    }

    func testHomeDotCacheOtherwise() {
        XCTAssertEqual(CacheDirectory.url(environment: ["HOME": "/home/me"]).path, "/home/me/.cache/kittens")
        XCTAssertEqual(CacheDirectory.url(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/me"]).path,
                       "/home/me/.cache/kittens")
        XCTAssertEqual(CacheDirectory.url(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"]).path,
                       "/home/me/.cache/kittens")
    }
}
