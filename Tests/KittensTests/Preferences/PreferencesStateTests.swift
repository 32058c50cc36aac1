import Kittens
import KittensSupport
import XCTest

/// What the Preferences window says and accepts, decided without GTK.
final class PreferencesStateTests: XCTestCase {
    func testAKeyIsOneLineOfAtMost4KiBWithoutControlCharacters() throws {
        XCTAssertEqual(try APIKeyText.validated("  live_abc\t "), "live_abc")
        XCTAssertNil(try APIKeyText.validated("   "))
        XCTAssertEqual(try APIKeyText.validated(String(repeating: "k", count: APIKeyText.maxBytes))?.revealed.count, APIKeyText.maxBytes)
        for (text, refusal) in [
            ("live\nabc", APIKeyRefusal.controlCharacters), ("live\rabc", .controlCharacters), ("live\u{0}abc", .controlCharacters),
            ("live\u{1B}[31m", .controlCharacters), ("live\u{7F}", .controlCharacters), ("live\u{85}", .controlCharacters),
            (String(repeating: "k", count: APIKeyText.maxBytes + 1), .tooLong),
        ] {
            XCTAssertThrowsError(try APIKeyText.validated(text), text.debugDescription) { error in
                XCTAssertEqual(error as? APIKeyRefusal, refusal, text.debugDescription)
            }
        }
        XCTAssertThrowsError(try APIKeyText.validated(bytes: [0x6B, 0xC3])) { XCTAssertEqual($0 as? APIKeyRefusal, .notText) }
    }

    func testTheOptionsOfTheRunWinOverWhatIsSaved() {
        let saved = RunSettings(savedKey: "live_saved", savedPageSize: 30)
        XCTAssertEqual(saved.apiKey, "live_saved")
        XCTAssertEqual(saved.pageSize, 30)
        let overridden = RunSettings(keyOverride: "live_flag", pageSizeOverride: 5, savedKey: "live_saved", savedPageSize: 30)
        XCTAssertEqual(overridden.apiKey, "live_flag")
        XCTAssertEqual(overridden.pageSize, 5)
        XCTAssertEqual(RunSettings().pageSize, PageSize.standard)
        XCTAssertNil(RunSettings().apiKey)
    }

    func testWhileTheKeyringIsReadTheWindowSaysSoAndCannotSave() {
        let state = PreferencesState(settings: RunSettings())
        XCTAssertEqual(state.model.status, "Reading the key from the keyring…")
        XCTAssertFalse(state.model.canSave)
    }

    func testTheModelShowsTheSavedValuesNotTheOverrides() {
        var state = PreferencesState(settings: RunSettings(keyOverride: "live_flag", pageSizeOverride: 5, savedKey: "live_saved", savedPageSize: 30))
        state.keyring = .available
        XCTAssertEqual(state.model.apiKey, "live_saved")
        XCTAssertEqual(state.model.pageSize, 30)
        XCTAssertEqual(state.model.pageSizeRange, 1...100)
        XCTAssertTrue(state.model.canSave)
        XCTAssertEqual(state.model.status, """
            The key is kept in the keyring.
            This run uses the key given on the command line or in the environment.
            This run uses the page size given on the command line or in the environment.
            """)
    }

    func testWithNoSecretServiceTheKeyAppliesToThisRunOnly() {
        var state = PreferencesState(settings: RunSettings())
        state.keyring = .cannotStore(.unavailable(reason: "no bus"))
        XCTAssertFalse(state.shouldStoreInKeyring)
        XCTAssertEqual(state.status, "No Secret Service answers (no bus). The key applies to this run only.")
        state.outcome = .keptForThisRun
        XCTAssertEqual(state.status, """
            Saved for this run. The next refresh uses these settings.
            No Secret Service answers (no bus). The key applies to this run only.
            """)
    }

    func testALockedKeyringSaysSo() {
        var state = PreferencesState(settings: RunSettings())
        state.keyring = .cannotStore(.locked(reason: "dismissed"))
        XCTAssertEqual(state.status, "The keyring is locked or access to it was refused (dismissed). The key applies to this run only.")
    }

    func testWhatTheUserTypedIsValidatedBeforeAnythingIsSaved() {
        let state = PreferencesState(settings: RunSettings())
        XCTAssertEqual(try state.validate(apiKey: " live_abc ", pageSize: 20).get().key, "live_abc")
        XCTAssertNil(try state.validate(apiKey: "", pageSize: 20).get().key, "an empty key clears the saved one")
        for (key, pageSize, outcome) in [
            ("live\nabc", 20, PreferencesState.Outcome.refused(.controlCharacters)),
            ("live_abc", 0, .pageSizeRefused), ("live_abc", 101, .pageSizeRefused),
        ] {
            guard case .failure(let failure) = state.validate(apiKey: APIKey(key), pageSize: pageSize) else {
                XCTFail("\(key.debugDescription), \(pageSize) was accepted")
                continue
            }
            XCTAssertEqual(failure, outcome)
        }
    }

    func testEachOutcomeHasItsSentence() {
        var state = PreferencesState(settings: RunSettings())
        state.keyring = .available
        let sentences: [(PreferencesState.Outcome, String)] = [
            (.saved, "Saved. The next refresh uses these settings."),
            (.refused(.tooLong), "The key is too long: a TheCatAPI key is a few dozen characters."),
            (.pageSizeRefused, "The page size must be a whole number from 1 to 100."),
            (.keyringFailed(.failed(reason: "boom")), "The key was not stored: The keyring reported an error: boom It applies to this run only."),
            (.fileFailed("could not write it (No space left on device)"),
             "The page size was not saved: could not write it (No space left on device). It applies to this run only."),
        ]
        for (outcome, sentence) in sentences {
            state.outcome = outcome
            XCTAssertEqual(state.status, sentence)
        }
    }
}
