import Kittens
import KittensSupport
import KittensApp
import Logging
import MVI
import TestSupport
import XCTest

/// The app's bindings of the preferences store (`Binder.bindSettings`, `Binder.bindPageSize`):
/// what Preferences saves reaches the listing's next request, and only while the binder runs.
final class PreferencesBindingTests: XCTestCase {
    /// Fails every load with the limit it was asked for, so that the store's error says it.
    private struct LimitEcho: ListingDataSource {
        func load(limit: Int, page: Int) async -> ListingLoadResult {
            .failure(.malformed("limit \(limit)"))
        }
    }

    /// The limit the store's next request asks the data source for.
    @MainActor private func limitOfTheNextRequest(_ store: any ListingStore) async -> ListingLoadError? {
        store.accept(.refresh)
        await waitUntil("the request ended") { !store.state.isLoading }
        return store.state.error
    }

    @MainActor func testASavedPageSizeAndKeyReachTheNextRequestWhileTheBinderRuns() async throws {
        let preferences = DefaultStoreFactory().makePreferencesStore(
            settings: RunSettings(savedPageSize: 10), keyStore: MemoryKeyStore(),
            writer: SettingsFile(directory: try temporaryFolder()))
        defer { preferences.dispose() }
        let live = LiveSettings(RunSettings(savedPageSize: 10))
        let store = DefaultStoreFactory().makeListingStore(
            dataSource: LimitEcho(), pageSize: live.current.pageSize)
        defer { store.dispose() }
        var keys: [APIKey?] = []
        let binder = Binder()
        binder.bindSettings(of: preferences, to: live, logger: Logger(label: "test"), onKeyChange: { keys.append($0) })
        binder.bindPageSize(of: preferences, to: store)
        binder.start()
        await waitUntil("the keyring answered") { preferences.state.keyring == .available }
        let first = await limitOfTheNextRequest(store)
        XCTAssertEqual(first, .malformed("limit 10"))

        preferences.accept(.editKey("live_saved"))
        preferences.accept(.editPageSize(25))
        preferences.accept(.save)
        await waitUntil("the save ended") { preferences.state.outcome == .saved && preferences.unfinishedJobCount == 0 }
        let afterSave = await limitOfTheNextRequest(store)
        XCTAssertEqual(afterSave, .malformed("limit 25"), "the next request asks for the saved page size")
        XCTAssertEqual(live.current.apiKey, "live_saved")
        XCTAssertEqual(keys, ["live_saved"], "the data source is given the new key once")

        binder.stop()
        preferences.accept(.editKey(""))
        preferences.accept(.editPageSize(40))
        preferences.accept(.save)
        await waitUntil("the second save ended") {
            preferences.state.settings.savedPageSize == 40 && !preferences.state.isSaving && preferences.unfinishedJobCount == 0
        }
        let whileStopped = await limitOfTheNextRequest(store)
        XCTAssertEqual(whileStopped, .malformed("limit 25"), "nothing flows while the binder is stopped")
        XCTAssertEqual(keys, ["live_saved"])

        binder.start()
        XCTAssertEqual(store.state.pageSize, 40, "starting again delivers the settings of now")
        let afterRestart = await limitOfTheNextRequest(store)
        XCTAssertEqual(afterRestart, .malformed("limit 40"))
        XCTAssertEqual(keys, ["live_saved", nil])
    }
}
