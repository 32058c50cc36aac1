import Kittens
import KittensSupport
import MVI
import MVITesting

typealias PreferencesTestStore = TestStore<PreferencesExecutor, PreferencesReducer>

/// A test store of the preferences feature as the app makes it: the same bootstrapper, executor
/// and reducer. Its jobs reach `keyStore` and `writer` only when the test runs them.
@MainActor
func makePreferencesTestStore(
    settings: RunSettings = RunSettings(),
    keyStore: any APIKeyStore = UnreachableKeyStore(),
    writer: any PreferencesWriter = FailingPreferencesWriter(),
    file: StaticString = #filePath,
    line: UInt = #line
) -> PreferencesTestStore {
    TestStore(
        initialState: PreferencesState(settings: settings),
        bootstrapper: ActionsBootstrapper(PreferencesAction.readKeyring),
        executor: PreferencesExecutor(keyStore: keyStore, writer: writer),
        reducer: PreferencesReducer(),
        file: file,
        line: line)
}

extension PreferencesTestStore {
    /// Starts the store and lets the keyring answer `key`.
    func startWithKeyring(holding key: APIKey?) {
        start()
        complete(job: .keyringRead, with: Result<APIKey?, KeyringError>.success(key))
        receive(.keyringAnswered(.success(key))) {
            $0.keyring = .available
            $0.settings.savedKey = key
        }
    }
}

/// A keyring no Secret Service answers.
struct UnreachableKeyStore: APIKeyStore {
    static let error = KeyringError.unavailable(reason: "no session bus")

    func read() async throws(KeyringError) -> APIKey? { throw Self.error }
    func store(_ key: APIKey) async throws(KeyringError) { throw Self.error }
    func clear() async throws(KeyringError) { throw Self.error }
}

/// A preferences file that cannot be written: its folder refuses new files.
struct FailingPreferencesWriter: PreferencesWriter {
    static let failure = FileWriteFailure(step: .createTemporary, errno: 13)

    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) { throw Self.failure }
}
