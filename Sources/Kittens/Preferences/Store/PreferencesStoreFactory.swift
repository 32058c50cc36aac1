import MVI

/// The preferences store: `PreferencesState` driven by `PreferencesIntent`s, publishing `PreferencesLabel`s.
public typealias PreferencesStore = Store<PreferencesState, PreferencesIntent, PreferencesLabel>

/// The name factories know the preferences store by, in log lines and recordings.
public let preferencesStoreName = "PreferencesStore"

/// The preferences store's name and the shape version of its recordings: bump `version` whenever
/// a preferences state, intent, action, message or label changes shape.
public let preferencesStoreIdentity = StoreIdentity(name: preferencesStoreName, version: 2)

extension StoreFactory {
    /// Makes the preferences store over `settings` (the run's overrides and the page size read
    /// from the file). It reads the keyring when it starts: at once unless `autoStart` is false,
    /// for an owner that starts it later (after the first frame, say).
    public func makePreferencesStore(
        settings: RunSettings, keyStore: any APIKeyStore, writer: any PreferencesWriter, autoStart: Bool = true
    ) -> any PreferencesStore {
        makeStore(
            name: preferencesStoreName,
            initialState: PreferencesState(settings: settings),
            bootstrapper: ActionsBootstrapper(PreferencesAction.readKeyring),
            executor: PreferencesExecutor(keyStore: keyStore, writer: writer),
            reducer: PreferencesReducer(),
            autoStart: autoStart
        )
    }
}
