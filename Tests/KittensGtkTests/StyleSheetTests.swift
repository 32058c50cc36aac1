import CGtk
import Foundation
import KittensGtk
import TestSupport
import XCTest

final class StyleSheetTests: XCTestCase {
    func testTheKittensStyleSheetParsesWithoutErrors() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            var errors: [StyleSheet.ParsingError] = []
            let sheet = StyleSheet.install(from: Fixtures.styleSheet) { errors.append($0) }
            XCTAssertNotNil(sheet)
            XCTAssertEqual(errors.map(\.description), [])
            sheet?.uninstall()
        }
    }

    func testParsingErrorsAreReportedWithTheirLocation() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-broken-\(getpid()).css")
            try Data(".banner { colour: red; }\n.kitten-row { padding: 4px; }\n".utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            var errors: [StyleSheet.ParsingError] = []
            let sheet = StyleSheet.install(from: url) { errors.append($0) }
            defer { sheet?.uninstall() }
            XCTAssertEqual(errors.count, 1)
            XCTAssertTrue(errors.first?.location.contains("kittens-broken") ?? false, "\(errors)")
        }
    }

    func testAMissingFileIsReported() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            var errors: [StyleSheet.ParsingError] = []
            let sheet = StyleSheet.install(from: URL(fileURLWithPath: "/nonexistent/kittens.css")) { errors.append($0) }
            defer { sheet?.uninstall() }
            XCTAssertFalse(errors.isEmpty)
        }
    }
}
