import Foundation
import VersionedJSON
import XCTest

/// A versioned file's frame is read leniently and compared exactly: any bytes at all give a
/// frame or nil, never a trap, and each way of not being this file is told apart.
final class VersionedJSONFileTests: XCTestCase {
    private let notes = VersionedJSONFile(name: "org.example.Notes", version: 2)

    func testAFileOfThisNameAndVersionPasses() throws {
        try notes.check(Data(#"{"format": "org.example.Notes", "version": 2, "notes": []}"#.utf8))
        try VersionedJSONFile(name: "org.example.List.v1").check(Data(#"{"format": "org.example.List.v1", "version": "any"}"#.utf8))
    }

    func testEachWayOfNotBeingThisFileIsToldApart() {
        let cases: [(String, VersionedJSONFile.Mismatch)] = [
            ("not JSON", .unnamed),
            ("[1, 2]", .unnamed),
            (#"{"version": 2}"#, .unnamed),
            (#"{"format": 7, "version": 2}"#, .unnamed),
            (#"{"format": "org.example.Other", "version": 2}"#, .otherName("org.example.Other")),
            (#"{"format": "org.example.Notes", "version": 3}"#, .otherVersion(found: 3)),
            (#"{"format": "org.example.Notes"}"#, .otherVersion(found: nil)),
            (#"{"format": "org.example.Notes", "version": "2"}"#, .otherVersion(found: nil)),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try notes.check(Data(text.utf8)), text) { error in
                XCTAssertEqual(error as? VersionedJSONFile.Mismatch, expected, text)
            }
        }
    }

    func testTheFrameIsReadLeniently() {
        let frame = VersionedJSONFile.frame(of: Data(#"{"format": "org.example.Notes", "version": [2], "more": {}}"#.utf8))
        XCTAssertEqual(frame?.name, "org.example.Notes")
        XCTAssertNil(frame?.version, "a version of the wrong type is none")
        XCTAssertNil(VersionedJSONFile.frame(of: Data("\"org.example.Notes\"".utf8)), "a JSON string has no frame")
    }
}
