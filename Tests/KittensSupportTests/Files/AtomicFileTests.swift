import Foundation
import Glibc
import TestSupport
import XCTest
@testable import KittensSupport

final class AtomicFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try SpecialFiles.makeFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func testTheFileIsReplacedWholeAndOnlyItsOwnerMayReadIt() throws {
        let file = folder.appendingPathComponent("list.json")
        try Data("old".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        try AtomicFile.write(Data("new".utf8), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data("new".utf8))
        XCTAssertEqual(try mode(file), 0o600)
        XCTAssertEqual(try names(), ["list.json"], "no temporary file is left behind")
    }

    func testADocumentGetsTheModeOfAnyNewFileUnderTheUmask() throws {
        let file = folder.appendingPathComponent("cat.jpg")
        let previous = umask(0o027)
        defer { umask(previous) }
        try AtomicFile.write(Data("picture".utf8), to: file, access: .document)
        XCTAssertEqual(try mode(file), 0o640)
        XCTAssertEqual(try names(), ["cat.jpg"])
    }

    func testMissingFoldersAreCreatedForTheOwnerOnly() throws {
        let file = folder.appendingPathComponent("a/b/list.json")
        try AtomicFile.write(Data("x".utf8), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data("x".utf8))
        XCTAssertEqual(try mode(folder.appendingPathComponent("a")), 0o700)
        XCTAssertEqual(try mode(folder.appendingPathComponent("a/b")), 0o700)
    }

    func testALinkInThePlaceOfTheFileIsReplacedAndItsTargetLeftAlone() throws {
        let target = folder.appendingPathComponent("precious")
        try Data("keep me".utf8).write(to: target)
        let file = folder.appendingPathComponent("list.json")
        try SpecialFiles.makeLink(at: file, to: target.path)
        try AtomicFile.write(Data("list".utf8), to: file)
        XCTAssertEqual(try Data(contentsOf: target), Data("keep me".utf8))
        XCTAssertEqual(try BoundedFile.read(at: file, limit: 100), Data("list".utf8), "a regular file now, not a link")
    }

    func testANamedPipeInThePlaceOfTheFileIsReplacedWithoutBlocking() throws {
        let file = folder.appendingPathComponent("list.json")
        try SpecialFiles.makeNamedPipe(at: file)
        let outcome = SpecialFiles.withoutBlocking(on: file) { () -> String in
            do {
                try AtomicFile.write(Data("list".utf8), to: file)
                return "written"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(outcome, "written")
        XCTAssertEqual(try BoundedFile.read(at: file, limit: 100), Data("list".utf8))
    }

    func testTemporariesLeftByACrashGoAtTheNextWriteThatAsksAndNothingElseDoes() throws {
        let file = folder.appendingPathComponent("list.json")
        let stale = [".list.json.0123456789abcdef.tmp", ".list.json.ffffffffffffffff.tmp"]
        let others = [".other.json.0123456789abcdef.tmp", "notes.tmp", ".list.json.backup.tmp", ".list.json.0123456789ABCDEF.tmp"]
        for name in stale + others {
            try Data("half".utf8).write(to: folder.appendingPathComponent(name))
        }
        try AtomicFile.write(Data("one".utf8), to: file)
        XCTAssertEqual(try names(), (stale + others + ["list.json"]).sorted(), "not removed unless asked")
        try AtomicFile.write(Data("two".utf8), to: file, removingStaleTemporaries: true)
        XCTAssertEqual(try names(), (others + ["list.json"]).sorted())
        XCTAssertEqual(try Data(contentsOf: file), Data("two".utf8))
    }

    func testTheTemporaryNamePatternIsExact() {
        XCTAssertTrue(AtomicFile.isTemporary(".a.json.00000000000000ff.tmp", of: "a.json"))
        XCTAssertFalse(AtomicFile.isTemporary(".a.json.00000000000000ff.tmp", of: "b.json"))
        XCTAssertFalse(AtomicFile.isTemporary(".a.json.0ff.tmp", of: "a.json"))
        XCTAssertFalse(AtomicFile.isTemporary("a.json.00000000000000ff.tmp", of: "a.json"))
        XCTAssertFalse(AtomicFile.isTemporary(".a.json.00000000000000ff", of: "a.json"))
    }

    func testAFailedRenameLeavesTheOldContentsAndNoTemporary() throws {
        let file = folder.appendingPathComponent("list.json")
        try FileManager.default.createDirectory(at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: file)) { error in
            XCTAssertEqual((error as? FileWriteFailure)?.step, .rename)
            XCTAssertTrue("\(error)".hasPrefix("could not move it into place ("), "\(error)")
        }
        XCTAssertEqual(try names(), ["list.json"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.appendingPathComponent("inside").path))
    }

    func testAFileWhereAFolderShouldBeIsASentenceNotACrash() throws {
        let blocker = folder.appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: blocker)
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: blocker.appendingPathComponent("list.json"))) { error in
            XCTAssertEqual(error as? FileWriteFailure, FileWriteFailure(step: .openFolder, errno: ENOTDIR))
            XCTAssertEqual("\(error)", "could not open its folder (Not a directory)")
        }
    }
}
