import Glibc
import Kittens
import KittensSupport

/// What the preferences store is made with: where the key and the page size are kept. Live:
/// the keyring and the kept settings; in a replay, the replayed Preferences show what was
/// recorded and nothing is read or written.
@MainActor
struct PreferencesDependencies {
    let keyStore: any APIKeyStore
    let writer: any PreferencesWriter

    init(_ environment: SessionEnvironment) {
        keyStore = environment.isReplay ? ReplayKeyStore() : environment.keyStore
        writer = environment.keptSettings?.writer ?? ReplayPreferencesWriter()
    }
}

/// The preferences file of a replay: nothing is written to it.
struct ReplayPreferencesWriter: PreferencesWriter {
    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {
        throw FileWriteFailure(step: .write, errno: EROFS)
    }
}

/// The keyring of a replay: it is never asked. The replayed Preferences show what was recorded;
/// the preferences store behind them reads no key and stores none.
struct ReplayKeyStore: APIKeyStore {
    static let reason = "a replay does not use the keyring"

    func read() async throws(KeyringError) -> APIKey? { throw .unavailable(reason: Self.reason) }
    func store(_ key: APIKey) async throws(KeyringError) { throw .unavailable(reason: Self.reason) }
    func clear() async throws(KeyringError) { throw .unavailable(reason: Self.reason) }
}
