import Kittens
import KittensApp
import Logging
import MVI
import TestSupport
import XCTest

/// The app's binding of the preferences store (`Binder.bindSettings`): what Preferences saves
/// reaches the settings of the listing's next request, and only while the binder runs.
final class PreferencesBindingTests: XCTestCase {
    @MainActor func testASavedPageSizeAndKeyReachTheNextRequestWhileTheBinderRuns() async throws {
        let preferences = DefaultStoreFactory().makePreferencesStore(
            settings: RunSettings(savedPageSize: 10), keyStore: MemoryKeyStore(),
            writer: PreferencesFile(directory: try temporaryFolder()))
        defer { preferences.dispose() }
        let live = LiveSettings(RunSettings(savedPageSize: 10))
        var keys: [String?] = []
        let binder = Binder()
        binder.bindSettings(of: preferences, to: live, logger: Logger(label: "test"), onKeyChange: { keys.append($0) })
        binder.start()
        await waitUntil("the keyring answered") { preferences.state.keyring == .available }

        preferences.accept(.editKey("live_saved"))
        preferences.accept(.editPageSize(25))
        preferences.accept(.save)
        await waitUntil("the save ended") { preferences.state.outcome == .saved && preferences.unfinishedJobCount == 0 }
        XCTAssertEqual(live.pageSize, 25, "the next request asks for the saved page size")
        XCTAssertEqual(live.current.apiKey, "live_saved")
        XCTAssertEqual(keys, ["live_saved"], "the data source is given the new key once")

        binder.stop()
        preferences.accept(.editKey(""))
        preferences.accept(.editPageSize(40))
        preferences.accept(.save)
        await waitUntil("the second save ended") {
            preferences.state.settings.savedPageSize == 40 && !preferences.state.isSaving && preferences.unfinishedJobCount == 0
        }
        XCTAssertEqual(live.pageSize, 25, "nothing flows while the binder is stopped")
        XCTAssertEqual(keys, ["live_saved"])

        binder.start()
        XCTAssertEqual(live.pageSize, 40, "starting again delivers the settings of now")
        XCTAssertEqual(keys, ["live_saved", nil])
    }
}
