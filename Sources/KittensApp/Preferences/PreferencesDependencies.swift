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
        keyStore = environment.keyStore
        writer = environment.keptSettings?.writer ?? ReplayPreferencesWriter()
    }
}

/// The preferences file of a replay: nothing is written to it.
struct ReplayPreferencesWriter: PreferencesWriter {
    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {
        throw FileWriteFailure(step: .write, errno: EROFS)
    }
}
