import Kittens
import KittensApp
import XCTest

/// Which of the key and page size this run's options fix, over what Preferences saved.
final class RunSettingsOptionTests: XCTestCase {
    private func settings(_ arguments: [String], _ environment: [String: String] = [:]) throws -> RunSettings {
        try KittensCommand.parse(arguments).resolve(environment: environment).runSettings
    }

    func testWithoutOptionsTheSavedKeyAndPageSizeApply() throws {
        var settings = try settings([])
        XCTAssertNil(settings.keyOverride)
        XCTAssertNil(settings.pageSizeOverride)
        settings.savedKey = "live_saved"
        settings.savedPageSize = 30
        XCTAssertEqual(settings.apiKey, "live_saved")
        XCTAssertEqual(settings.pageSize, 30)
    }

    func testTheCommandLineWinsOverTheSavedValues() throws {
        var settings = try settings(["--api-key", "live_flag", "--page-size", "10"])
        settings.savedKey = "live_saved"
        settings.savedPageSize = 30
        XCTAssertEqual(settings.apiKey, "live_flag")
        XCTAssertEqual(settings.pageSize, 10, "an explicit --page-size equal to the default still wins")
    }

    func testTheEnvironmentWinsOverTheSavedValues() throws {
        var settings = try settings([], ["KITTENS_API_KEY": "live_environment", "KITTENS_PAGE_SIZE": "4"])
        settings.savedKey = "live_saved"
        settings.savedPageSize = 30
        XCTAssertEqual(settings.apiKey, "live_environment")
        XCTAssertEqual(settings.pageSize, 4)
    }

    func testAKeyFileWinsOverTheSavedKey() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-key-\(UUID().uuidString)")
        try Data("live_from_file\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var settings = try settings([], ["KITTENS_API_KEY_FILE": file.path])
        settings.savedKey = "live_saved"
        XCTAssertEqual(settings.apiKey, "live_from_file")
    }

    func testWithNothingSavedTheStandardPageSizeApplies() throws {
        XCTAssertEqual(try settings([]).pageSize, 10)
        XCTAssertNil(try settings([]).apiKey)
    }
}
