import Kittens
import KittensSupport
import MVI
import MVITesting
import XCTest

/// What the preferences store does, step by step: each step states the whole change of state it
/// causes, and the test finishes every keyring and file job.
final class PreferencesStoreTests: XCTestCase {
    @MainActor func testASaveWhileOneRunsIsRefusedSoThereIsOneFileWriteAndOneKeyringWrite() async {
        let store = makePreferencesTestStore()
        store.startWithKeyring(holding: "live_old")
        store.send(.editKey("live_new")) { $0.editedKey = "live_new" }
        store.send(.editPageSize(20)) { $0.editedPageSize = 20 }
        store.send(.save) { $0.isSaving = true }
        XCTAssertFalse(store.state.model.canSave, "the window cannot save while saving")
        store.send(.editKey("live_other")) { $0.editedKey = "live_other" }
        store.send(.save)
        XCTAssertEqual(store.runningJobs.map(\.key), [.settingsFileWrite], "one file write")

        store.complete(job: .settingsFileWrite, with: FileWriteFailure?.none)
        store.receive(.pageSizeWritten(20, failure: nil)) { $0.settings.savedPageSize = 20 }
        store.send(.save)
        XCTAssertEqual(store.runningJobs.map(\.key), [.keyringWrite], "then one keyring write, and nothing else")

        store.complete(job: .keyringWrite, with: KeyringError?.none)
        store.receive(.keySaveEnded(key: "live_new", .stored)) {
            $0.isSaving = false
            $0.settings.savedKey = "live_new"
            $0.outcome = .saved
        }
        store.receiveLabel(.saved)
        XCTAssertEqual(store.state.model.status, "Saved. The next refresh uses these settings.")
        XCTAssertTrue(store.state.model.canSave)
        store.finish()
    }

    @MainActor func testAKeyringUnavailableAtStartIsAskedAgainOnTryAgainAndThenKeepsTheKey() async {
        let store = makePreferencesTestStore()
        store.start()
        await store.run(job: .keyringRead)
        store.receive(.keyringAnswered(.failure(UnreachableKeyStore.error))) {
            $0.keyring = .cannotStore(UnreachableKeyStore.error)
        }
        XCTAssertTrue(store.state.model.canTryKeyringAgain, "the window offers Try Again")
        XCTAssertTrue(store.state.model.status.hasSuffix("The key applies to this run only."), store.state.model.status)

        store.send(.tryKeyringAgain) { $0.keyring = .reading }
        XCTAssertFalse(store.state.model.canTryKeyringAgain)
        store.complete(job: .keyringRead, with: Result<APIKey?, KeyringError>.success("live_in_keyring"))
        store.receive(.keyringAnswered(.success("live_in_keyring"))) {
            $0.keyring = .available
            $0.settings.savedKey = "live_in_keyring"
        }
        XCTAssertFalse(store.state.model.canTryKeyringAgain)
        XCTAssertEqual(store.state.model.status, "The key is kept in the keyring.")
        store.send(.tryKeyringAgain)

        store.send(.editKey("live_next")) { $0.editedKey = "live_next" }
        store.send(.save) { $0.isSaving = true }
        store.complete(job: .settingsFileWrite, with: FileWriteFailure?.none)
        store.receive(.pageSizeWritten(10, failure: nil)) { $0.settings.savedPageSize = 10 }
        store.complete(job: .keyringWrite, with: KeyringError?.none)
        store.receive(.keySaveEnded(key: "live_next", .stored)) {
            $0.isSaving = false
            $0.settings.savedKey = "live_next"
            $0.outcome = .saved
        }
        store.receiveLabel(.saved)
        store.finish()
    }

    @MainActor func testWithoutAKeyringASavedKeyAppliesToThisRunWithoutAskingIt() async {
        let store = makePreferencesTestStore()
        store.start()
        store.complete(job: .keyringRead, with: Result<APIKey?, KeyringError>.failure(UnreachableKeyStore.error))
        store.receive(.keyringAnswered(.failure(UnreachableKeyStore.error))) {
            $0.keyring = .cannotStore(UnreachableKeyStore.error)
        }
        store.send(.editKey("live_for_this_run")) { $0.editedKey = "live_for_this_run" }
        store.send(.editPageSize(12)) { $0.editedPageSize = 12 }
        store.send(.save) { $0.isSaving = true }
        store.complete(job: .settingsFileWrite, with: FileWriteFailure?.none)
        store.receive(.pageSizeWritten(12, failure: nil)) { $0.settings.savedPageSize = 12 }
        store.receive(.keySaveEnded(key: "live_for_this_run", .keptForThisRun(nil))) {
            $0.isSaving = false
            $0.settings.savedKey = "live_for_this_run"
            $0.outcome = .keptForThisRun
            $0.keyIsForThisRunOnly = true
        }
        store.receiveLabel(.savedForThisRun)
        XCTAssertEqual(store.state.settings.apiKey, "live_for_this_run")
        XCTAssertEqual(store.runningJobs, [], "the keyring was not asked")
        store.finish()
    }

    @MainActor func testAFileThatCannotBeWrittenSaysSoAndThePageSizeAppliesToThisRun() async {
        let store = makePreferencesTestStore(writer: FailingPreferencesWriter())
        store.startWithKeyring(holding: "live_kept")
        store.send(.editPageSize(40)) { $0.editedPageSize = 40 }
        store.send(.save) { $0.isSaving = true }
        await store.run(job: .settingsFileWrite)
        let reason = FailingPreferencesWriter.failure.description
        store.receive(.pageSizeWritten(40, failure: reason)) {
            $0.settings.savedPageSize = 40
            $0.outcome = .fileFailed(reason)
        }
        store.receive(.keySaveEnded(key: "live_kept", .stored)) { $0.isSaving = false }
        store.receiveLabel(.saveFailed(.fileFailed(reason)))
        XCTAssertEqual(store.state.settings.pageSize, 40, "the page size applies to this run")
        XCTAssertEqual(
            store.state.model.status.split(separator: "\n").first,
            "The page size was not saved: \(reason). It applies to this run only.")
        store.finish()
    }

    @MainActor func testTheCommandLineKeyWinsOverTheSavedOneForThisRun() async {
        let store = makePreferencesTestStore(settings: RunSettings(keyOverride: "live_from_command_line", pageSizeOverride: 5))
        store.startWithKeyring(holding: "live_saved")
        XCTAssertEqual(store.state.settings.apiKey, "live_from_command_line", "over the key in the keyring")
        XCTAssertEqual(store.state.model.apiKey, "live_saved", "the window shows the saved key")

        store.send(.editKey("live_typed")) { $0.editedKey = "live_typed" }
        store.send(.editPageSize(30)) { $0.editedPageSize = 30 }
        store.send(.save) { $0.isSaving = true }
        store.complete(job: .settingsFileWrite, with: FileWriteFailure?.none)
        store.receive(.pageSizeWritten(30, failure: nil)) { $0.settings.savedPageSize = 30 }
        store.complete(job: .keyringWrite, with: KeyringError?.none)
        store.receive(.keySaveEnded(key: "live_typed", .stored)) {
            $0.isSaving = false
            $0.settings.savedKey = "live_typed"
            $0.outcome = .saved
        }
        store.receiveLabel(.saved)
        XCTAssertEqual(store.state.settings.apiKey, "live_from_command_line", "and over the key saved now")
        XCTAssertEqual(store.state.settings.pageSize, 5)
        XCTAssertEqual(store.state.model.apiKey, "live_typed", "the window shows the key saved now")
        XCTAssertTrue(store.state.model.status.contains("This run uses the key given on the command line or in the environment."))
        store.finish()
    }

    @MainActor func testAKeyOfTwoLinesIsRefusedWithoutAnyWrite() async {
        let store = makePreferencesTestStore()
        store.startWithKeyring(holding: nil)
        store.send(.editKey("live\nx-evil: 1")) { $0.editedKey = "live\nx-evil: 1" }
        store.send(.save) { $0.outcome = .refused(.controlCharacters) }
        XCTAssertEqual(store.state.model.apiKey, "live\nx-evil: 1", "what the user typed stays for them to fix")
        store.receiveLabel(.saveFailed(.refused(.controlCharacters)))
        XCTAssertEqual(store.runningJobs, [])
        store.finish()
    }

    @MainActor func testSavingWhileTheKeyringIsReadIsRefused() async {
        let store = makePreferencesTestStore()
        store.start()
        store.send(.editKey("live_early")) { $0.editedKey = "live_early" }
        store.send(.save)
        XCTAssertEqual(store.runningJobs.map(\.key), [.keyringRead], "only the keyring read runs")
        store.dispose()
        store.finish()
    }

    @MainActor func testEditsShowUntilDiscardedAndAnEditToTheShownValueChangesNothing() async {
        let store = makePreferencesTestStore(settings: RunSettings(savedPageSize: 20))
        store.startWithKeyring(holding: "live_saved")
        store.send(.editKey("live_saved"))
        store.send(.editPageSize(20))
        store.send(.editKey("live_half_typed")) { $0.editedKey = "live_half_typed" }
        store.send(.editPageSize(35)) { $0.editedPageSize = 35 }
        XCTAssertEqual(store.state.model.apiKey, "live_half_typed")
        XCTAssertEqual(store.state.model.pageSize, 35)
        store.send(.discardEdits) {
            $0.editedKey = nil
            $0.editedPageSize = nil
        }
        XCTAssertEqual(store.state.model.apiKey, "live_saved", "the saved values show again")
        XCTAssertEqual(store.state.model.pageSize, 20)
        store.send(.discardEdits)
        store.finish()
    }
}
