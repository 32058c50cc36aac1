import Foundation
import Glibc
import TestSupport
import XCTest
@testable import KittensSupport

final class BoundedFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try SpecialFiles.makeFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testARegularFileUpToTheLimitIsReadWhole() throws {
        let file = folder.appendingPathComponent("key")
        try Data("0123456789".utf8).write(to: file)
        XCTAssertEqual(try BoundedFile.read(at: file, limit: 10), Data("0123456789".utf8))
        XCTAssertEqual(try BoundedFile.read(atPath: file.path, limit: 1_000), Data("0123456789".utf8))
        try Data().write(to: file)
        XCTAssertEqual(try BoundedFile.read(at: file, limit: 0), Data())
    }

    func testOneByteOverTheLimitIsRefused() throws {
        let file = folder.appendingPathComponent("key")
        try Data("0123456789".utf8).write(to: file)
        XCTAssertEqual(refusal(file, limit: 9), .tooLarge(limit: 9))
        XCTAssertEqual(refusal(file, limit: 0), .tooLarge(limit: 0))
        XCTAssertEqual(FileRefusal.tooLarge(limit: 9).description, "it is larger than 9 bytes")
    }

    func testAMissingFileIsMissing() {
        XCTAssertEqual(refusal(folder.appendingPathComponent("nothing")), .missing)
    }

    func testALinkIsNeverFollowedEvenToAGoodFile() throws {
        let target = folder.appendingPathComponent("target")
        try Data("fine".utf8).write(to: target)
        let link = folder.appendingPathComponent("link")
        try SpecialFiles.makeLink(at: link, to: target.path)
        XCTAssertEqual(refusal(link), .symbolicLink)
        XCTAssertEqual(FileRefusal.symbolicLink.description, "it is a symbolic link, which is never followed")
    }

    func testANamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let pipe = folder.appendingPathComponent("pipe")
        try SpecialFiles.makeNamedPipe(at: pipe)
        let result = SpecialFiles.withoutBlocking(on: pipe) { refusal(pipe) }
        XCTAssertEqual(result, .notRegularFile(.namedPipe))
        XCTAssertEqual(FileRefusal.notRegularFile(.namedPipe).description,
                       "it is a named pipe (FIFO), not a regular file")
    }

    func testAFolderIsRefused() {
        XCTAssertEqual(refusal(folder), .notRegularFile(.directory))
    }

    func testADeviceThatNeverEndsIsRefusedBeforeReading() {
        XCTAssertEqual(refusal(URL(fileURLWithPath: "/dev/zero"), limit: 1 << 30), .notRegularFile(.characterDevice))
        XCTAssertEqual(refusal(URL(fileURLWithPath: "/dev/null")), .notRegularFile(.characterDevice))
    }

    func testAPathThroughAFileIsUnreadableWithTheSystemsReason() throws {
        let file = folder.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let refused = refusal(file.appendingPathComponent("inside"))
        XCTAssertEqual(refused, .unreadable(errno: ENOTDIR))
        XCTAssertEqual(refused?.description, "it cannot be read (Not a directory)")
    }
}

/// Why `BoundedFile` refused `url`, or nil if it read it.
private func refusal(_ url: URL, limit: Int = 100) -> FileRefusal? {
    do {
        _ = try BoundedFile.read(at: url, limit: limit)
        return nil
    } catch {
        return error
    }
}
