import Foundation
import Kittens
import KittensSupport
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

    private let snapshot = ListingSnapshot(
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
            archive.save(ListingSnapshot(images: kittens(count), nextPage: 1, canLoadMore: true, savedAt: Date()))
        }
        archive.flush()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(files, [FileSnapshotArchive.fileName])
        XCTAssertEqual(archive.restore()?.images.count, 5, "saves land in the order they were asked for")
    }

    /// The app prefetches the list at launch: `restore` then gives what was read, once, and
    /// reads the file again after that.
    func testAPrefetchedListIsWhatTheNextRestoreGivesAndOnlyOnce() throws {
        let writer = makeArchive()
        writer.save(snapshot)
        writer.flush()
        let archive = makeArchive()
        archive.prefetch()
        archive.flush()
        try FileManager.default.removeItem(at: archive.fileURL)
        XCTAssertEqual(archive.restore(), snapshot, "read at prefetch, before the file was removed")
        XCTAssertNil(archive.restore(), "the second restore reads the file again")
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
        try big.write(to: savedFile)
        XCTAssertNil(makeArchive().restore())
        XCTAssertEqual(log.warnings, [
            "Ignoring the saved list at \(savedFile.path): it is larger than \(FileSnapshotArchive.maxFileBytes) bytes",
        ])
    }

    func testBadEntriesAreDroppedAloneAndCountedInTheWarning() throws {
        let good = String(decoding: try savedBytes(), as: UTF8.self)
        let damaged = good.replacingOccurrences(
            of: #""url":"https:\/\/cdn2.thecatapi.com\/images\/k1.jpg""#, with: #""url":"javascript:alert(1)""#)
        XCTAssertNotEqual(damaged, good)
        try Data(damaged.utf8).write(to: savedFile)
        log.clear()
        XCTAssertEqual(makeArchive().restore()?.images.map(\.id), ["k0", "k2"])
        XCTAssertEqual(log.warnings, ["Dropped 1 unusable entry of the saved list at \(savedFile.path)"])
    }

    func testALinkIsIgnoredEvenToAGoodListAndTheNextSaveReplacesTheLinkNotItsTarget() throws {
        let elsewhere = try SpecialFiles.makeFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let target = elsewhere.appendingPathComponent("list.json")
        let good = try savedBytes()
        try good.write(to: target)
        try FileManager.default.removeItem(at: savedFile)
        try SpecialFiles.makeLink(at: savedFile, to: target.path)
        log.clear()

        let archive = makeArchive()
        XCTAssertNil(archive.restore())
        XCTAssertEqual(log.warnings, ["Ignoring the saved list at \(savedFile.path): it is a symbolic link, which is never followed"])
        archive.save(ListingSnapshot(images: kittens(1), nextPage: 1, canLoadMore: true, savedAt: Date()))
        archive.flush()
        XCTAssertEqual(try Data(contentsOf: target), good, "the file the link pointed to is untouched")
        XCTAssertEqual(makeArchive().restore()?.images, kittens(1))
    }

    func testANamedPipeIsIgnoredAtOnceAndReplacedByTheNextSave() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try SpecialFiles.makeNamedPipe(at: savedFile)
        let archive = makeArchive()
        let restored = SpecialFiles.withoutBlocking(on: savedFile) { archive.restore() }
        XCTAssertEqual(restored, .some(nil))
        XCTAssertEqual(log.warnings, ["Ignoring the saved list at \(savedFile.path): it is a named pipe (FIFO), not a regular file"])
        archive.save(snapshot)
        archive.flush()
        XCTAssertEqual(makeArchive().restore(), snapshot)
    }

    func testAFolderOrADeviceInItsPlaceIsIgnoredWithAWarning() throws {
        try FileManager.default.createDirectory(at: savedFile, withIntermediateDirectories: true)
        XCTAssertNil(makeArchive().restore())
        XCTAssertEqual(log.warnings, ["Ignoring the saved list at \(savedFile.path): it is a folder, not a regular file"])
        log.clear()

        try FileManager.default.removeItem(at: savedFile)
        try SpecialFiles.makeLink(at: savedFile, to: "/dev/zero")
        XCTAssertNil(makeArchive().restore())
        XCTAssertEqual(log.warnings, ["Ignoring the saved list at \(savedFile.path): it is a symbolic link, which is never followed"])
    }

    func testTheSavedFileIsForItsOwnerOnlyAndCrashLeftoversGoAtTheNextSave() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let leftover = folder.appendingPathComponent(".\(FileSnapshotArchive.fileName).00c0ffee00c0ffee.tmp")
        try Data("{\"format\": ".utf8).write(to: leftover)
        let archive = makeArchive()
        archive.save(snapshot)
        archive.flush()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [FileSnapshotArchive.fileName])
        let mode = try FileManager.default.attributesOfItem(atPath: savedFile.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)
    }

    func testAtMostTheFirstThousandImagesAreSavedAndTheFileStaysUnderItsLimit() throws {
        let archive = makeArchive()
        archive.save(ListingSnapshot(images: kittens(5_000), nextPage: 500, canLoadMore: true, savedAt: Date()))
        archive.flush()
        let restored = makeArchive().restore()
        XCTAssertEqual(restored?.images, kittens(1_000))
        XCTAssertEqual(
            restored?.nextPage, 10,
            "not page 500, which would skip 4,000 pictures: no page of up to 100 pictures before page 10 was cut off")

        let longID = String(repeating: "i", count: 20_000)
        let huge = (0..<1_000).map { KittenImage(id: longID, url: kittens(1, from: $0)[0].url) }
        archive.save(ListingSnapshot(images: huge, nextPage: 100, canLoadMore: true, savedAt: Date()))
        archive.flush()
        let size = try FileManager.default.attributesOfItem(atPath: savedFile.path)[.size] as? NSNumber
        XCTAssertLessThanOrEqual(size?.intValue ?? .max, FileSnapshotArchive.maxFileBytes)
        let kept = makeArchive().restore()?.images ?? []
        XCTAssertFalse(kept.isEmpty, "as many as fit are kept")
        XCTAssertEqual(kept, Array(huge.prefix(kept.count)), "the first ones")
        XCTAssertEqual(makeArchive().restore()?.nextPage, kept.count / 100, "and loading goes on where they end")
        XCTAssertEqual(log.warnings, [])
    }

    private var savedFile: URL { folder.appendingPathComponent(FileSnapshotArchive.fileName) }

    private func savedBytes() throws -> Data {
        let archive = makeArchive()
        archive.save(snapshot)
        archive.flush()
        return try Data(contentsOf: folder.appendingPathComponent(FileSnapshotArchive.fileName))
    }
}
