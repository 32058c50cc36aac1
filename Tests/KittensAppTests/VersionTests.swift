import Foundation
import Kittens
import KittensSupport
import TestSupport
import XCTest

/// The version has one home, data/VERSION: the app, `kittens --version` and the metainfo's
/// newest release all say what it says.
final class VersionTests: XCTestCase {
    private static func versionFile() throws -> String {
        let text = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("data/VERSION"), encoding: .utf8)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testTheAppsVersionIsTheVersionFile() throws {
        let version = try Self.versionFile()
        XCTAssertFalse(version.isEmpty)
        XCTAssertNotNil(version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression), version)
        XCTAssertEqual(KittensVersion.current, version)
    }

    func testKittensDashDashVersionPrintsIt() throws {
        let run = try KittensProcess(arguments: ["--version"], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines), try Self.versionFile())
    }

    func testTheMetainfosNewestReleaseIsTheVersion() throws {
        let metainfo = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("data/org.kittensforlinux.Kittens.metainfo.xml"), encoding: .utf8)
        let releases = try XCTUnwrap(metainfo.range(of: "<releases>").map { metainfo[$0.upperBound...] })
        let newest = try XCTUnwrap(
            releases.range(of: #"<release[^>]*\sversion="([^"]+)""#, options: .regularExpression).map { String(releases[$0]) })
        let version = try XCTUnwrap(newest.split(separator: "\"").dropFirst().first.map(String.init))
        XCTAssertEqual(version, try Self.versionFile(), "AppStream lists the newest release first: add a <release> for the new version")
    }
}
