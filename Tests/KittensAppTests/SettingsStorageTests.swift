import Foundation
import Kittens
@testable import KittensApp
import KittensGtk
import TestSupport
import XCTest

/// The app's settings in GSettings, over GLib's memory backend (never the user's dconf), with
/// the schema the build compiled: the page size is read and saved there, the window's size
/// round-trips, and `preferences.json` is moved in once.
final class SettingsStorageTests: MemorySettingsTestCase {
    func testTheDefaultsAreTheStandardPageSizeAndWindowSize() throws {
        let storage = try open()
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        XCTAssertEqual(storage.savedPageSize, PageSize.standard)
        XCTAssertEqual(storage.windowSize, WindowSize(width: 720, height: 560, maximized: false))
    }

    func testASavedPageSizeAndWindowSizeAreReadBack() throws {
        let storage = try open()
        try storage.writer.write(StoredPreferences(pageSize: 37))
        storage.saveWindowSize(WindowSize(width: 1003, height: 777, maximized: true))
        XCTAssertEqual(storage.savedPageSize, 37)
        XCTAssertEqual(storage.windowSize, WindowSize(width: 1003, height: 777, maximized: true))
        storage.saveWindowSize(WindowSize(width: 5, height: 99_999, maximized: false))
        XCTAssertEqual(storage.windowSize, WindowSize(width: 360, height: 32767, maximized: false), "clamped to the schema's range")
    }

    func testPreferencesJSONIsMigratedOnceAndThenNotReadAgain() throws {
        let folder = try temporaryFolder()
        let file = SettingsFile(directory: folder)
        try file.write(StoredPreferences(pageSize: 23))
        XCTAssertEqual(try open(file).savedPageSize, 23)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.fileURL.path), "the file was renamed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.fileURL.path + ".migrated"))

        try open(file).writer.write(StoredPreferences(pageSize: 8))
        XCTAssertEqual(try open(file).savedPageSize, 8, "the migrated file is not read again")
    }

    func testAnUnreadableSettingsFileIsSetAsideWithoutChangingTheSettings() throws {
        let folder = try temporaryFolder()
        let file = SettingsFile(directory: folder)
        try Data("not json".utf8).write(to: file.fileURL)
        XCTAssertEqual(try open(file).savedPageSize, PageSize.standard)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.fileURL.path + ".migrated"))
    }
}
