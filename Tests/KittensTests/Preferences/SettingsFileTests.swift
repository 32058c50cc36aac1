import Foundation
import Kittens
import KittensSupport
import TestSupport
import XCTest

/// The preferences file: written atomically, read as hostile input.
final class SettingsFileTests: XCTestCase {
    private var folder = URL(fileURLWithPath: "/")
    private var file: SettingsFile { SettingsFile(directory: folder) }

    override func setUpWithError() throws {
        folder = try SpecialFiles.makeFolder().appendingPathComponent("kittens")
    }

    func testAWrittenPageSizeReadsBackFromAPrivateFile() throws {
        XCTAssertEqual(file.read(), StoredPreferences(), "nothing set before anything is saved")
        try file.write(StoredPreferences(pageSize: 42))
        XCTAssertEqual(file.read().pageSize, 42)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        XCTAssertEqual((folderAttributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }

    func testUnusableContentsCountAsNothingSet() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for contents in ["", "not json", "[1, 2]", #"{"pageSize": 0}"#, #"{"pageSize": 101}"#, #"{"pageSize": "20"}"#,
                         #"{"pageSize": 99999999999999999999}"#] {
            try Data(contents.utf8).write(to: file.fileURL)
            XCTAssertNil(file.read().pageSize, contents)
        }
        try Data(#"{"pageSize": 20, "future": true}"#.utf8).write(to: file.fileURL)
        XCTAssertEqual(file.read().pageSize, 20, "unknown keys are ignored")
    }

    func testAFileOverTheLimitALinkOrAPipeIsIgnoredWithoutBlocking() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let padded = #"{"pageSize": 20}"# + String(repeating: " ", count: SettingsFile.maxFileBytes)
        try Data(padded.utf8).write(to: file.fileURL)
        XCTAssertNil(file.read().pageSize, "a file over the limit is not read")

        try FileManager.default.removeItem(at: file.fileURL)
        let target = folder.appendingPathComponent("elsewhere.json")
        try Data(#"{"pageSize": 20}"#.utf8).write(to: target)
        try SpecialFiles.makeLink(at: file.fileURL, to: target.path)
        XCTAssertNil(file.read().pageSize, "a link is not followed")
        try file.write(StoredPreferences(pageSize: 30))
        XCTAssertEqual(file.read().pageSize, 30, "writing replaces the link")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), #"{"pageSize": 20}"#, "and leaves its target alone")

        try FileManager.default.removeItem(at: file.fileURL)
        try SpecialFiles.makeNamedPipe(at: file.fileURL)
        let file = self.file
        let read = SpecialFiles.withoutBlocking(on: file.fileURL) { file.read() }
        XCTAssertEqual(read, StoredPreferences())
    }
}
