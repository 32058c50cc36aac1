import CGtk
import Foundation
import Kittens
import KittensSupport
import KittensApp
@testable import KittensGtk
import KittensKeyring
import LoopbackHTTP
import TestSupport
import XCTest

/// The Preferences window in a real window under Xvfb, with a real keyring of the tests' own
/// (`TestKeyring`) and a loopback TheCatAPI: what is saved lands in the keyring and the
/// preferences file, shows again when the window reopens, and is sent with the next request.
/// libsecret talks to the process's one session bus, so each test runs its body in a child
/// process of the test bundle on the bus it needs.
final class PreferencesWindowTests: XCTestCase {
    private var service = ""
    private var configFolder = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        try requireDisplay(for: "the Preferences window")
        service = "kittens-test-\(UUID().uuidString)"
        configFolder = try temporaryFolder()
    }

    override func tearDown() {
        if ChildTestProcess.isChild, let keyring = try? KeyringBus.inChild() {
            _ = try? keyring.secretTool(["clear", "service", service])
        }
    }

    override class func tearDown() {
        TestKeyring.stopShared()
        super.tearDown()
    }

    func testAKeySavedInPreferencesIsInTheKeyringShowsOnReopeningAndGoesWithTheNextRequest() throws {
        guard try runsInChildWithTestKeyring() else { return }
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let harness = try PreferencesHarness(service: service, configFolder: configFolder)
            defer { harness.finish() }
            XCTAssertEqual(harness.refresh()?.header("x-api-key"), nil, "no key before one is saved")

            harness.openWindow()
            XCTAssertEqual(String(cString: gtk_window_get_title(harness.window?.window)), "Preferences")
            XCTAssertEqual(harness.window?.statusText, "The key is kept in the keyring.")
            harness.save(key: "live_typed_in_preferences", pageSize: 25)
            XCTAssertEqual(harness.window?.statusText, "Saved. The next refresh uses these settings.")
            harness.screenshot("preferences-saved")

            XCTAssertEqual(Self.readBack(service), "live_typed_in_preferences", "the key is in the keyring")
            XCTAssertEqual(try KeyringBus.inChild().secretTool(["lookup", "service", service]).text, "live_typed_in_preferences",
                           "secret-tool finds it there too")
            let file = try String(contentsOf: configFolder.appendingPathComponent("preferences.json"), encoding: .utf8)
            XCTAssertTrue(file.contains("\"pageSize\" : 25"), file)
            XCTAssertFalse(file.contains("live_typed_in_preferences"), "the key is never in the preferences file")

            let request = harness.refresh()
            XCTAssertEqual(request?.header("x-api-key"), "live_typed_in_preferences", "the next request sends the new key")
            XCTAssertEqual(request?.queryValue("limit"), "25", "and the new page size")

            harness.closeWindow()
            harness.openWindow()
            XCTAssertEqual(harness.window?.keyText, "live_typed_in_preferences", "reopening shows the saved key")
            XCTAssertEqual(gtk_spin_button_get_value_as_int(kittens_spin_button(harness.window!.parts[.pageSizeButton])), 25)
        }
    }

    func testTwoQuickSavesMakeOneKeyringWriteAndOneFileWrite() throws {
        guard try runsInChildWithTestKeyring() else { return }
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let harness = try PreferencesHarness(service: service, configFolder: configFolder)
            defer { harness.finish() }
            harness.openWindow()
            let window = try XCTUnwrap(harness.window)
            let noticesBefore = harness.notices.count
            gtk_editable_set_text(kittens_editable(window.parts[.keyEntry]), "live_first_save")
            gtk_spin_button_set_value(kittens_spin_button(window.parts[.pageSizeButton]), 15)
            window.save()
            gtk_editable_set_text(kittens_editable(window.parts[.keyEntry]), "live_second_save")
            gtk_spin_button_set_value(kittens_spin_button(window.parts[.pageSizeButton]), 16)
            window.save()
            harness.waitForTheSave(noticesBefore: noticesBefore)

            XCTAssertEqual(harness.keyStore.writes, 1, "one keyring write")
            XCTAssertEqual(harness.writer.writes, 1, "one file write")
            XCTAssertEqual(Self.readBack(service), "live_first_save", "the first save's key is in the keyring")
            let file = try String(contentsOf: configFolder.appendingPathComponent("preferences.json"), encoding: .utf8)
            XCTAssertTrue(file.contains("\"pageSize\" : 15"), file)
            XCTAssertEqual(window.statusText, "Saved. The next refresh uses these settings.")
            XCTAssertEqual(harness.notices, [.saved], "one save, which ended saved")
        }
    }

    func testTheNextRunStartsWithTheSavedKeyAndPageSize() throws {
        guard try runsInChildWithTestKeyring() else { return }
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let first = try PreferencesHarness(service: service, configFolder: configFolder)
            first.openWindow()
            first.save(key: "live_saved_before", pageSize: 7)
            first.finish()

            let next = try PreferencesHarness(service: service, configFolder: configFolder)
            defer { next.finish() }
            XCTAssertEqual(next.store.state.pageSize, 7, "the page size is read from the file at start")
            next.openWindow()
            XCTAssertEqual(next.window?.keyText, "live_saved_before")
            let request = next.refresh()
            XCTAssertEqual(request?.header("x-api-key"), "live_saved_before")
            XCTAssertEqual(request?.queryValue("limit"), "7")
        }
    }

    func testClearingTheKeyRemovesItFromTheKeyringAndTheRequests() throws {
        guard try runsInChildWithTestKeyring() else { return }
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let harness = try PreferencesHarness(service: service, configFolder: configFolder)
            defer { harness.finish() }
            harness.openWindow()
            harness.save(key: "live_to_be_cleared", pageSize: 10)
            XCTAssertEqual(harness.refresh()?.header("x-api-key"), "live_to_be_cleared")
            harness.save(key: "", pageSize: 10)
            XCTAssertNil(Self.readBack(service), "the key is gone from the keyring")
            XCTAssertNil(harness.refresh()?.header("x-api-key"))
        }
    }

    func testAKeyOfTwoLinesIsRefusedAndNothingChanges() throws {
        guard try runsInChildWithTestKeyring() else { return }
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let harness = try PreferencesHarness(service: service, configFolder: configFolder)
            defer { harness.finish() }
            harness.openWindow()
            harness.save(key: "live_good", pageSize: 10)
            harness.save(key: "live\nx-evil: 1", pageSize: 30)
            XCTAssertTrue(harness.window?.statusText.hasPrefix("The key must be a single line") == true, harness.window?.statusText ?? "")
            XCTAssertEqual(harness.window?.keyText, "live\nx-evil: 1", "what the user typed stays for them to fix")
            XCTAssertEqual(Self.readBack(service), "live_good")
            let request = harness.refresh()
            XCTAssertEqual(request?.header("x-api-key"), "live_good")
            XCTAssertEqual(request?.queryValue("limit"), "10")
        }
    }

    func testTheCommandLineKeyAndPageSizeWinForThisRunAndTheWindowSaysSo() throws {
        guard try runsInChildWithTestKeyring() else { return }
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let harness = try PreferencesHarness(
                service: service, configFolder: configFolder, settings: RunSettings(keyOverride: "live_from_environment", pageSizeOverride: 3))
            defer { harness.finish() }
            harness.openWindow()
            harness.save(key: "live_saved_in_preferences", pageSize: 40)
            XCTAssertEqual(Self.readBack(service), "live_saved_in_preferences", "the key is saved for later runs")
            let status = harness.window?.statusText ?? ""
            XCTAssertTrue(status.contains("This run uses the key given on the command line or in the environment."), status)
            XCTAssertTrue(status.contains("This run uses the page size given on the command line or in the environment."), status)
            let request = harness.refresh()
            XCTAssertEqual(request?.header("x-api-key"), "live_from_environment")
            XCTAssertEqual(request?.queryValue("limit"), "3")
        }
    }

    /// libsecret talks to the process's one session bus, so this runs again in a child process
    /// of the test bundle with a bus on which no Secret Service is, or can be started.
    func testWithNoSecretServiceTheWindowSaysSoAndTheKeyAppliesToThisRun() throws {
        let (service, configFolder) = (service, configFolder)
        if ChildTestProcess.isChild {
            return try MainActor.assumeIsolated { try Self.withoutSecretService(service: service, configFolder: configFolder) }
        }
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        _ = try runsInChild(with: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "GTK_A11Y": "none"])
    }

    @MainActor
    private static func withoutSecretService(service: String, configFolder: URL) throws {
        let harness = try PreferencesHarness(service: service, configFolder: configFolder)
        defer { harness.finish() }
        harness.openWindow()
        let status = harness.window?.statusText ?? ""
        XCTAssertTrue(status.hasPrefix("No Secret Service answers ("), status)
        XCTAssertTrue(status.hasSuffix("The key applies to this run only."), status)
        XCTAssertNotEqual(gtk_widget_get_visible(harness.window?.parts[.tryAgainButton]), 0, "Try Again is offered")
        XCTAssertEqual(harness.keyStore.reads, 1)
        XCTAssertNotEqual(gtk_widget_activate(harness.window?.parts[.tryAgainButton]), 0, "Try Again was pressed")
        let (preferences, keyStore) = (harness.preferences, harness.keyStore)
        XCTAssertTrue(
            MainContext.wait(until: { keyStore.reads == 2 && preferences.state.keyring != .reading && preferences.unfinishedJobCount == 0 }),
            "Try Again asked the keyring again")
        XCTAssertTrue(harness.window?.statusText.hasPrefix("No Secret Service answers (") == true, harness.window?.statusText ?? "")
        harness.save(key: "live_for_this_run", pageSize: 12)
        XCTAssertTrue(harness.window?.statusText.hasPrefix("Saved for this run.") == true, harness.window?.statusText ?? "")
        harness.screenshot("preferences-no-secret-service")
        let request = harness.refresh()
        XCTAssertEqual(request?.header("x-api-key"), "live_for_this_run", "the key applies to this run")
        XCTAssertEqual(request?.queryValue("limit"), "12")
    }

    /// The key in the keyring, read through the app's store.
    @MainActor
    private static func readBack(_ service: String) -> String? {
        let store = SecretServiceKeyStore(service: service)
        var result: Result<APIKey?, KeyringError>?
        Task { @MainActor in
            do throws(KeyringError) {
                result = .success(try await store.read())
            } catch {
                result = .failure(error)
            }
        }
        XCTAssertTrue(MainContext.wait(until: { result != nil }), "the keyring answered")
        switch result {
        case .success(let key)?: return key?.revealed
        case .failure(let error)?:
            XCTFail("\(error)")
            return nil
        case nil: return nil
        }
    }
}
