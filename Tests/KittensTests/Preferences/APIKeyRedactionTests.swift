import Foundation
import Kittens
import KittensSupport
import MVI
import XCTest

/// A key held anywhere in the preferences store's state, intents and messages reaches no
/// description, mirror, encoding or diff: only whether one is set.
final class APIKeyRedactionTests: XCTestCase {
    private static let secret = "live_secret_4f1c"

    private func assertHidden(_ value: Any, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        var dumped = ""
        dump(value, to: &dumped)
        for shown in [String(describing: value), String(reflecting: value), dumped] {
            XCTAssertFalse(shown.contains(Self.secret), "\(what) shows the key: \(shown)", file: file, line: line)
        }
    }

    func testAStateIntentAndMessageHoldingAKeyNeverShowIt() throws {
        let key = APIKey(Self.secret)
        var state = PreferencesState(settings: RunSettings(keyOverride: key, savedKey: key))
        state.editedKey = key
        assertHidden(key, "the key")
        assertHidden(state, "the state")
        assertHidden(state.model, "the model")
        assertHidden(PreferencesIntent.editKey(key), "the intent")
        assertHidden(PreferencesMessage.keyringAnswered(.success(key)), "the message")
        let encoded = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        XCTAssertFalse(encoded.contains(Self.secret), encoded)
        XCTAssertTrue(encoded.contains(APIKey.recordedPlaceholder), "a key that was set is written as set")
        let read = try JSONDecoder().decode(PreferencesState.self, from: Data(encoded.utf8))
        XCTAssertEqual(read.settings.savedKey?.revealed, APIKey.recordedPlaceholder)
        XCTAssertEqual(read.editedKey?.revealed, APIKey.recordedPlaceholder)
        XCTAssertEqual(key.revealed, Self.secret, "the text is there for whoever sends or stores it")
    }

    func testAKeyWrittenByEarlierVersionsReadsAsTheyWroteIt() throws {
        // As versions before `APIKey` wrote a state: the placeholder for a key, "" for a cleared field.
        let old = #"{"settings":{"savedKey":"not-recorded","savedPageSize":12},"keyring":{"available":{}},"isSaving":false,"editedKey":""}"#
        let state = try JSONDecoder().decode(PreferencesState.self, from: Data(old.utf8))
        XCTAssertEqual(state.settings.savedKey, APIKey(APIKey.recordedPlaceholder))
        XCTAssertEqual(state.editedKey, "")
        XCTAssertEqual(state.settings.savedPageSize, 12)
    }
}
