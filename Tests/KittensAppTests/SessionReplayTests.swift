import CGLib
import CGtk
import Foundation
import GLibRuntime
import Kittens
@testable import KittensApp
@testable import KittensGtk
import Logging
import LoopbackHTTP
import MVI
import TestSupport
import XCTest

/// The app wired as it runs, in this process: a picture viewed and favourited and Preferences
/// saved, the session exported from the Store Inspector, then replayed as `kittens --replay FILE`
/// does. The replayed window shows the same picture, favourite and Preferences, and writes nothing.
final class SessionReplayTests: InProcessAppTestCase {
    func testAnExportedSessionReplaysTheSamePictureFavouriteAndPreferences() throws {
        let folder = try temporaryFolder()
        let png = try Fixtures.thumbnail("kitten-320x240.png")
        let images = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        let page = try JSONSerialization.data(withJSONObject: (0..<3).map { index in
            ["id": "k\(index)", "url": images.url("/images/k\(index).png").absoluteString, "width": 320, "height": 240]
        })
        let api = try LoopbackHTTPServer { _ in .json(page) }
        let exported = folder.appendingPathComponent("session.json")
        try MainActor.assumeIsolated {
            let application = try Self.registeredApplication()
            var configuration = KittensConfiguration()
            configuration.endpoint = api.url("/v1/images/search")

            let keyring = MemoryKeyStore()
            let run = AppWiring(
                configuration: configuration, kind: .live, keyStore: keyring,
                storage: .fileOnly(SettingsFile(directory: folder.appendingPathComponent("config"))), logger: Logger(label: "test"))
            let window = run.openWindow(in: application)
            run.presentWindow()
            run.firstFramePainted()
            let kittens = try XCTUnwrap(run.kittens.travel?.recording)
            XCTAssertTrue(MainContext.wait(until: { kittens.latestState.images.count == 3 }), "the first page arrived")

            let viewer = try XCTUnwrap(run.viewer.travel?.recording)
            window.onViewerEvent?(.showPicture(id: "k0"))
            window.onViewerEvent?(.showNextPicture)
            XCTAssertTrue(MainContext.wait(until: { viewer.latestState.viewedImageID == "k1" && viewer.latestState.picture == .shown }), "the second picture is shown")
            let shownPicture = try XCTUnwrap(window.viewer.shown)
            XCTAssertEqual(shownPicture.imageID, "k1")
            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.toggle-favourite", nil)
            XCTAssertTrue(MainContext.wait(until: { window.favouritesPage.list.rows.map(\.id) == ["k1"] }), "the Favourites view lists it")

            window.onOpenPreferences?()
            let preferencesWindow = try XCTUnwrap(run.preferences.window)
            XCTAssertTrue(MainContext.wait(until: { run.preferences.store.state.keyring == .available }), "the keyring answered")
            gtk_editable_set_text(kittens_editable(preferencesWindow.parts[.keyEntry]), "live_typed_in_preferences")
            gtk_spin_button_set_value(kittens_spin_button(preferencesWindow.parts[.pageSizeButton]), 12)
            preferencesWindow.save()
            XCTAssertTrue(MainContext.wait(until: { run.preferences.store.state.outcome == .saved }), "Preferences were saved")
            let shownPreferences = (
                key: preferencesWindow.keyText, pageSize: preferencesWindow.pageSizeValue, status: preferencesWindow.statusText)
            XCTAssertEqual(shownPreferences.pageSize, 12)

            window.onOpenInspector?()
            let message = try XCTUnwrap(try XCTUnwrap(run.inspector).exportAndWait(to: exported))
            XCTAssertTrue(message.hasPrefix("Saved "), message)
            run.stop()
            gtk_window_destroy(window.window)

            let session = try ReplayFile.recording(atPath: exported.path)
            configuration.replayFile = exported.path
            // As `--replay-network`: without it a replay downloads no picture (ReplayTests).
            configuration.replayDownloadsPictures = true
            let replayKeyring = CountingKeyStore(base: MemoryKeyStore())
            let replayConfig = folder.appendingPathComponent("replay-config")
            let replay = AppWiring(
                configuration: configuration, kind: .replay(session), keyStore: replayKeyring,
                storage: .fileOnly(SettingsFile(directory: replayConfig)), logger: Logger(label: "test"))
            let replayWindow = replay.openWindow(in: application)
            replay.presentWindow()
            defer {
                replay.stop()
                gtk_window_destroy(replayWindow.window)
            }
            XCTAssertNotNil(replay.inspector, "the inspector opens over a replay")
            XCTAssertEqual(replayWindow.viewer.shown, shownPicture, "the same picture, in the viewer")
            XCTAssertTrue(
                MainContext.wait(until: { replayWindow.viewer.shownPicture != nil }), "its picture is downloaded and shown again")
            XCTAssertEqual(replayWindow.favouritesPage.list.rows.map(\.id), ["k1"], "the same favourite, in the Favourites view")
            XCTAssertTrue(replayWindow.isSelectedRowFavourite, "and its heart")
            XCTAssertEqual(replay.favourites.state.favourites, [], "the replay's own favourites store holds nothing")

            replayWindow.onOpenPreferences?()
            let replayedPreferences = try XCTUnwrap(replay.preferences.window)
            XCTAssertTrue(MainContext.waitForFrame(of: UnsafeMutableRawPointer(replayedPreferences.window)))
            XCTAssertEqual(replayedPreferences.pageSizeValue, shownPreferences.pageSize)
            XCTAssertEqual(replayedPreferences.statusText, shownPreferences.status)
            XCTAssertEqual(shownPreferences.key, "live_typed_in_preferences")
            XCTAssertEqual(replayedPreferences.keyText, "not-recorded", "a key was set; the recording does not know it")
            XCTAssertEqual(replayKeyring.writes, 0, "a replay stores no key")
            XCTAssertFalse(FileManager.default.fileExists(atPath: replayConfig.path), "a replay writes no preferences file")
        }
        XCTAssertFalse(try String(contentsOf: exported, encoding: .utf8).contains("live_typed"), "no key in the file")
    }
}
