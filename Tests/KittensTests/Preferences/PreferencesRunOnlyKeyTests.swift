import Foundation
import Kittens
import KittensSupport
import Locking
import MVI
import MVITesting
import XCTest

/// A key saved while the keyring could not keep it applies to this run only, and wins over what
/// the keyring held before: once the keyring answers, it is written there, never replaced by
/// the old key.
final class PreferencesRunOnlyKeyTests: XCTestCase {
    @MainActor private func savedForThisRun(_ key: APIKey, keyring: LockableKeyring) async -> PreferencesTestStore {
        let store = makePreferencesTestStore(keyStore: keyring, writer: KeptPreferencesWriter())
        store.exhaustivity = .off
        store.start()
        await store.run(job: .keyringRead)
        XCTAssertTrue(store.state.canTryKeyringAgain, "the keyring is locked")
        store.send(.editKey(key))
        store.send(.save)
        await store.run(job: .settingsFileWrite)
        XCTAssertEqual(store.state.outcome, .keptForThisRun)
        XCTAssertEqual(store.state.settings.apiKey?.revealed, key.revealed.isEmpty ? nil : key.revealed)
        return store
    }

    @MainActor func testTryAgainAfterTheKeyringUnlocksWritesTheKeySavedForThisRunNotTheOldOne() async {
        let keyring = LockableKeyring(holding: "live_old")
        let store = await savedForThisRun("live_new", keyring: keyring)
        keyring.unlock()
        store.send(.tryKeyringAgain)
        await store.run(job: .keyringRead)
        XCTAssertEqual(store.state.settings.apiKey?.revealed, "live_new", "the key the user saved stays in use")
        await store.run(job: .keyringWrite)
        XCTAssertEqual(keyring.held?.revealed, "live_new", "and the keyring keeps it now")
        XCTAssertEqual(store.state.outcome, .saved)
        XCTAssertEqual(store.state.model.status, "Saved. The next refresh uses these settings.")
        store.finish()
    }

    @MainActor func testSavingTheSameKeyAgainOnceTheKeyringAnswersWritesIt() async {
        let keyring = LockableKeyring(holding: "live_old")
        let store = await savedForThisRun("live_new", keyring: keyring)
        keyring.unlock()
        keyring.failNextWrite(.locked(reason: "locked again"))
        store.send(.tryKeyringAgain)
        await store.run(job: .keyringRead)
        await store.run(job: .keyringWrite)
        XCTAssertEqual(keyring.held?.revealed, "live_old", "the keyring locked again before it took the key")
        XCTAssertEqual(store.state.settings.apiKey?.revealed, "live_new")
        keyring.unlock()
        store.send(.tryKeyringAgain)
        await store.run(job: .keyringRead)
        await store.run(job: .keyringWrite)
        XCTAssertEqual(keyring.held?.revealed, "live_new")
        store.send(.save)
        await store.run(job: .settingsFileWrite)
        XCTAssertEqual(store.runningJobs, [], "the keyring holds the key: nothing more to write")
        XCTAssertEqual(store.state.outcome, .saved)
        store.finish()
    }

    @MainActor func testAKeyRemovedForThisRunIsRemovedFromTheKeyringOnceItAnswers() async {
        let keyring = LockableKeyring(holding: "live_old")
        let store = await savedForThisRun("", keyring: keyring)
        XCTAssertNil(store.state.settings.apiKey)
        keyring.unlock()
        store.send(.tryKeyringAgain)
        await store.run(job: .keyringRead)
        XCTAssertNil(store.state.settings.apiKey, "no key, as the user chose")
        await store.run(job: .keyringWrite)
        XCTAssertNil(keyring.held)
        store.finish()
    }

    /// A recording keeps that the key is for this run only; a state written before it knew
    /// reads as not (`APIKeyRedactionTests` reads one).
    func testARecordedStateKeepsThatTheKeyIsForThisRunOnly() throws {
        var state = PreferencesState(settings: RunSettings(savedKey: "live_new"))
        state.keyIsForThisRunOnly = true
        let read = try JSONDecoder().decode(PreferencesState.self, from: JSONEncoder().encode(state))
        XCTAssertTrue(read.keyIsForThisRunOnly)
    }
}

/// A keyring that is locked until `unlock()`, holding one key.
final class LockableKeyring: APIKeyStore {
    private struct Contents {
        var key: APIKey?
        var isLocked = true
        var nextWriteFailure: KeyringError?
    }

    private let contents: Locked<Contents>

    init(holding key: APIKey?) {
        contents = Locked(Contents(key: key))
    }

    var held: APIKey? { contents.withLock { $0.key } }

    func unlock() { contents.withLock { $0.isLocked = false } }

    /// The next write fails with `error`, and the keyring is locked again.
    func failNextWrite(_ error: KeyringError) { contents.withLock { $0.nextWriteFailure = error } }

    func read() async throws(KeyringError) -> APIKey? {
        try contents.withLock { contents throws(KeyringError) in
            if contents.isLocked { throw .locked(reason: "the keyring is locked") }
            return contents.key
        }
    }

    func store(_ key: APIKey) async throws(KeyringError) { try write(key) }

    func clear() async throws(KeyringError) { try write(nil) }

    private func write(_ key: APIKey?) throws(KeyringError) {
        try contents.withLock { contents throws(KeyringError) in
            if contents.isLocked { throw .locked(reason: "the keyring is locked") }
            if let failure = contents.nextWriteFailure {
                contents.nextWriteFailure = nil
                contents.isLocked = true
                throw failure
            }
            contents.key = key
        }
    }
}

/// A preferences file that takes every write.
struct KeptPreferencesWriter: PreferencesWriter {
    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {}
}
