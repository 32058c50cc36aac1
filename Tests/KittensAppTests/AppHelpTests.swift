import Foundation
@testable import KittensApp
import KittensGtk
import XCTest

/// Which manual F1 opens: a checkout's pages when the app runs from one, else the installed one.
final class AppHelpTests: XCTestCase {
    func testRunFromThisCheckoutHelpIsTheCheckoutsPages() throws {
        let data = try XCTUnwrap(AppDataFolder.url(environment: [:]), "the checkout's data folder")
        XCTAssertEqual(AppHelp.location(dataFolder: data), .folder(data.appendingPathComponent("help/C").path))
        XCTAssertTrue(AppHelp.location(dataFolder: data).uri.hasPrefix("ghelp:/"), "an absolute path, as yelp needs")
        XCTAssertTrue(FileManager.default.fileExists(atPath: data.appendingPathComponent("help/C/index.page").path))
    }

    func testAnInstalledDataFolderWithoutPagesGivesTheInstalledManual() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-help-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(AppHelp.location(dataFolder: folder), .installed)
        XCTAssertEqual(AppHelp.location(dataFolder: nil).uri, "help:org.kittensforlinux.Kittens")
    }
}
