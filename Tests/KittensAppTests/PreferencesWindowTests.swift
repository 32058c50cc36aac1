import CGtk
import Foundation
import Kittens
import KittensApp
@testable import KittensGtk
import KittensKeyring
import LoopbackHTTP
import TestSupport
import XCTest

/// The Preferences window in a real window under Xvfb, with a real keyring (`TestSecretService`)
/// and a loopback TheCatAPI: what is saved lands in the keyring and the preferences file, shows
/// again when the window reopens, and is sent with the next request.
final class PreferencesWindowTests: XCTestCase {
    private static let childVariable = "KITTENS_PREFERENCES_TEST_CHILD"
    private var service = ""
    private var configFolder = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        service = "kittens-test-\(UUID().uuidString)"
        configFolder = try temporaryFolder()
        if ProcessInfo.processInfo.environment[Self.childVariable] == nil {
            try TestSecretService.ensureRunning()
        }
    }

    override func tearDown() {
        _ = try? TestSecretService.run("secret-tool", ["clear", "service", service])
    }

    func testAKeySavedInPreferencesIsInTheKeyringShowsOnReopeningAndGoesWithTheNextRequest() throws {
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
            XCTAssertEqual(try TestSecretService.run("secret-tool", ["lookup", "service", service]).text, "live_typed_in_preferences",
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
            XCTAssertEqual(gtk_spin_button_get_value_as_int(kittens_spin_button(harness.window!.pageSizeButton)), 25)
        }
    }

    func testTheNextRunStartsWithTheSavedKeyAndPageSize() throws {
        let (service, configFolder) = (service, configFolder)
        try MainActor.assumeIsolated {
            let first = try PreferencesHarness(service: service, configFolder: configFolder)
            first.openWindow()
            first.save(key: "live_saved_before", pageSize: 7)
            first.finish()

            let next = try PreferencesHarness(service: service, configFolder: configFolder)
            defer { next.finish() }
            XCTAssertEqual(next.live.pageSize, 7, "the page size is read from the file at start")
            next.openWindow()
            XCTAssertEqual(next.window?.keyText, "live_saved_before")
            let request = next.refresh()
            XCTAssertEqual(request?.header("x-api-key"), "live_saved_before")
            XCTAssertEqual(request?.queryValue("limit"), "7")
        }
    }

    func testClearingTheKeyRemovesItFromTheKeyringAndTheRequests() throws {
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
        try MainActor.assumeIsolated {
            if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
                return try Self.withoutSecretService(service: service, configFolder: configFolder)
            }
            try requireDisplay(for: "the Preferences window")
            let bus = try BusWithoutServices()
            defer { bus.stop() }
            let result = try TestSecretService.run("env", [
                "\(Self.childVariable)=1", "DBUS_SESSION_BUS_ADDRESS=\(bus.address)", "GTK_A11Y=none", CommandLine.arguments[0],
                "KittensAppTests.PreferencesWindowTests/testWithNoSecretServiceTheWindowSaysSoAndTheKeyAppliesToThisRun",
            ], mergingErrors: true)
            XCTAssertEqual(result.status, 0, result.text)
            XCTAssertTrue(result.text.contains("Executed 1 test, with 0 failures"), result.text)
        }
    }

    @MainActor
    private static func withoutSecretService(service: String, configFolder: URL) throws {
        let harness = try PreferencesHarness(service: service, configFolder: configFolder)
        defer { harness.finish() }
        harness.openWindow()
        let status = harness.window?.statusText ?? ""
        XCTAssertTrue(status.hasPrefix("No Secret Service answers ("), status)
        XCTAssertTrue(status.hasSuffix("The key applies to this run only."), status)
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
        var result: Result<String?, KeyringError>?
        Task { @MainActor in
            do throws(KeyringError) {
                result = .success(try await store.read())
            } catch {
                result = .failure(error)
            }
        }
        XCTAssertTrue(GtkSetup.spin(until: { result != nil }), "the keyring answered")
        switch result {
        case .success(let key)?: return key
        case .failure(let error)?:
            XCTFail("\(error)")
            return nil
        case nil: return nil
        }
    }
}
