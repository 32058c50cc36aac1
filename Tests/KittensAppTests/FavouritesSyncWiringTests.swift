import CGLib
import CGtk
import Foundation
import Kittens
import Logging
@testable import KittensApp
@testable import KittensGtk
import TestSupport
import XCTest

/// The app wired as it runs, against a TheCatAPI that keeps favourites as documented
/// (`FakeTheCatAPI`): the cases that lost favourites or brought them back, seen from the window
/// and the server. Each fails on the favourites store before issue 24.
final class FavouritesSyncWiringTests: InProcessAppTestCase {
    private static let key = "test-key"

    /// Opens the app with the key, waits for the listing and the first sync, selects the row.
    @MainActor private static func openSynced(
        _ api: FakeTheCatAPI, folder: URL, storage: SettingsStorage? = nil
    ) throws -> (run: AppWiring, window: MainWindow) {
        let (run, window) = try openKeyedApp(endpoint: api.url("/v1/images/search"), folder: folder, storage: storage)
        XCTAssertTrue(MainContext.wait(until: { window.list.rows.count == 1 }), "the listing loaded")
        XCTAssertTrue(MainContext.wait(until: { api.count("GET") > 0 && !run.favourites.state.isSyncing }), "synced")
        window.list.select(0)
        return (run, window)
    }

    @MainActor private static func toggle(_ window: MainWindow) {
        gtk_widget_activate_action_variant(kittens_widget(window.window), "win.toggle-favourite", nil)
    }

    func testAllTwoHundredAndFiftyFavouritesOfTheServerAreListed() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        api.seed(key: Self.key, subID: "", imageIDs: (0..<250).map { "fav\($0)" })
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(api, folder: folder)
            defer { run.stop() }
            XCTAssertTrue(
                MainContext.wait(until: { window.favouritesPage.list.rows.count == 250 }),
                "the Favourites page lists \(window.favouritesPage.list.rows.count)")
            XCTAssertEqual(run.favourites.state.favourites.count, 250)
            XCTAssertEqual(api.favourites(key: Self.key).count, 250, "none was removed at the server either")
            window.close()
        }
    }

    /// Refresh reads the listing and the favourites again (`StoreConnections`): a favourite added
    /// elsewhere appears without waiting for the next run.
    func testRefreshAlsoReadsTheFavouritesAddedElsewhere() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(api, folder: folder)
            defer { run.stop() }
            api.seed(key: Self.key, subID: "", imageIDs: ["elsewhere"])
            XCTAssertFalse(run.favourites.state.favourites.contains { $0.imageID == "elsewhere" })
            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.refresh", nil)
            XCTAssertTrue(
                MainContext.wait(until: { run.favourites.state.favourites.contains { $0.imageID == "elsewhere" } }),
                "Refresh read the server's favourites")
            window.close()
        }
    }

    func testAFavouriteRemovedWhileItsAddIsOnTheWayIsRemovedAtTheServer() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(api, folder: folder)
            defer { run.stop() }
            api.holdAnswers(to: "POST")
            Self.toggle(window)
            XCTAssertTrue(MainContext.wait(until: { api.heldAnswers == 1 }), "the POST reached the server; its answer waits")
            XCTAssertEqual(api.favourites(key: Self.key).map(\.imageID), ["cat1"])
            Self.toggle(window)
            XCTAssertFalse(window.isSelectedRowFavourite, "the heart empties at once")
            api.releaseAnswers()
            XCTAssertTrue(
                MainContext.wait(until: { api.favourites(key: Self.key).isEmpty }),
                "the DELETE followed with the id the POST answered; the server keeps \(api.favourites(key: Self.key))")
            XCTAssertTrue(MainContext.wait(until: { run.favourites.state.outbox.isEmpty }))
            XCTAssertFalse(window.isSelectedRowFavourite)
            window.close()
        }
    }

    func testAnAddTheServerCannotTakeNowStaysAFavouriteAndIsSentAgain() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        api.failNext("POST", status: 503, retryAfter: "1")
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(api, folder: folder)
            defer { run.stop() }
            Self.toggle(window)
            XCTAssertTrue(MainContext.wait(until: { api.count("POST") == 1 && run.favourites.state.serverProblem != nil }), "the POST failed")
            XCTAssertTrue(window.isSelectedRowFavourite, "the heart stays as the user set it")
            XCTAssertEqual(window.favouritesPage.list.rows.map(\.id), ["cat1"])
            XCTAssertTrue(MainContext.wait(until: { api.favourites(key: Self.key).map(\.imageID) == ["cat1"] }), "sent again after the wait")
            XCTAssertEqual(api.count("POST"), 2)
            XCTAssertTrue(window.isSelectedRowFavourite)
            window.close()
        }
    }

    /// The DELETE is late on the wire, and the Undo's POST then meets a server error: the
    /// favourite must not end up gone on both sides, since the user chose Undo.
    func testUndoWhileTheDeleteIsOnItsWayLeavesTheFavouriteAtTheServer() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        api.seed(key: Self.key, subID: "", imageIDs: ["cat1"])
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(api, folder: folder)
            defer { run.stop() }
            XCTAssertTrue(MainContext.wait(until: { window.isSelectedRowFavourite }), "listed by the server")
            api.holdAnswers(to: "DELETE", beforeTheChange: true)
            api.failNext("POST", status: 503)
            Self.toggle(window)
            XCTAssertTrue(MainContext.wait(until: { api.heldAnswers == 1 }), "the DELETE is on its way")
            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.undo-favourite-removal", nil)
            XCTAssertTrue(window.isSelectedRowFavourite, "Undo fills the heart at once")
            api.releaseAnswers()
            XCTAssertTrue(
                MainContext.wait(until: { api.favourites(key: Self.key).map(\.imageID) == ["cat1"] && run.favourites.state.outbox.isEmpty }),
                "added again after the DELETE; the server keeps \(api.favourites(key: Self.key))")
            XCTAssertTrue(window.isSelectedRowFavourite)
            window.close()
        }
    }

    func testAFavouriteConfirmedWhileTheListingIsOnItsWayIsKept() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        api.holdAnswers(to: "GET")
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: api.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            XCTAssertTrue(MainContext.wait(until: { api.heldAnswers == 1 }), "the listing was read; its answer waits")
            api.holdNoMoreAnswers()
            XCTAssertTrue(MainContext.wait(until: { window.list.rows.count == 1 }), "the pictures loaded")
            window.list.select(0)
            Self.toggle(window)
            XCTAssertTrue(MainContext.wait(until: { run.favourites.state.favourite("cat1")?.remoteID != nil }), "confirmed by the server")
            api.releaseAnswers()
            XCTAssertTrue(MainContext.wait(until: { !run.favourites.state.isSyncing }), "the older listing arrived")
            XCTAssertTrue(window.isSelectedRowFavourite, "and did not take the favourite away")
            XCTAssertEqual(run.favourites.state.favourites.map(\.imageID), ["cat1"])
            XCTAssertEqual(api.favourites(key: Self.key).map(\.imageID), ["cat1"])
            window.close()
        }
    }

    /// Three runs sharing the favourites file and the settings (so the `sub_id`): the first
    /// against one API base, the second against another (another account), the third against
    /// the first while it cannot be reached. The first account's favourite is still in the file
    /// for the third run.
    func testAnotherAccountKeepsTheFirstAccountsFavouritesInTheFile() throws {
        let first = try FakeTheCatAPI()
        defer { first.stop() }
        let second = try FakeTheCatAPI()
        defer { second.stop() }
        let folder = try temporaryFolder()
        let backend = g_memory_settings_backend_new()
        defer { g_object_unref(backend) }
        let storage = SettingsStorage.open(
            settingsFile: SettingsFile(directory: folder), logger: Logger(label: "test"), backend: backend)
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(first, folder: folder, storage: storage)
            Self.toggle(window)
            XCTAssertTrue(MainContext.wait(until: { run.favourites.state.favourite("cat1")?.remoteID != nil }), "kept by the first account")
            window.close()
            run.stop()

            let (other, otherWindow) = try Self.openSynced(second, folder: folder, storage: storage)
            XCTAssertEqual(other.favourites.state.favourites.map(\.imageID), [], "the other account has none")
            XCTAssertEqual(second.count("POST"), 0, "and is sent none of the first's")
            otherWindow.close()
            other.stop()

            first.failNext("GET", status: 503, count: 50)
            let (again, againWindow) = try Self.openKeyedApp(endpoint: first.url("/v1/images/search"), folder: folder, storage: storage)
            defer { again.stop() }
            XCTAssertTrue(MainContext.wait(until: { againWindow.favouritesPage.list.rows.map(\.id) == ["cat1"] }), "back from the file, the server unreachable")
            againWindow.close()
        }
    }

    /// Without the GSettings schema (the settings in a file only), the `sub_id` the favourites
    /// file names is used again: the next run is the same account, and lists its favourite.
    func testWithoutTheSchemaTheNextRunIsTheSameAccount() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openSynced(api, folder: folder)
            Self.toggle(window)
            XCTAssertTrue(MainContext.wait(until: { run.favourites.state.favourite("cat1")?.remoteID != nil }))
            let subID = run.session.screen(FavouritesScreen.self).server?.subID
            window.close()
            run.stop()

            api.failNext("GET", status: 503, count: 50)
            let (again, againWindow) = try Self.openKeyedApp(endpoint: api.url("/v1/images/search"), folder: folder)
            defer { again.stop() }
            XCTAssertEqual(again.session.screen(FavouritesScreen.self).server?.subID, subID)
            XCTAssertTrue(MainContext.wait(until: { againWindow.favouritesPage.list.rows.map(\.id) == ["cat1"] }), "the same account's favourite")
            againWindow.close()
        }
    }
}
