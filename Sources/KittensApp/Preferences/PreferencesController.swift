import Kittens
import KittensSupport
import Logging

/// Reads and saves what the Preferences window shows: the key in the keyring (`APIKeyStore`),
/// the page size in the preferences file. It keeps `PreferencesState`, tells the window each new
/// model, and puts each change in `live`, so that the next request uses it without a restart.
/// Main thread only; the keyring calls run off it.
@MainActor
public final class PreferencesController {
    public private(set) var state: PreferencesState {
        didSet {
            guard state != oldValue else { return }
            live.current = state.settings
            onModelChange?(state.model)
            if state.settings.apiKey != oldValue.settings.apiKey { onKeyChange?(state.settings.apiKey) }
        }
    }

    /// How many saves have finished (stored, refused or failed): a save's definite end, for tests.
    public private(set) var finishedSaves = 0

    /// Where each new model goes: the Preferences window while it is open.
    public var onModelChange: ((PreferencesModel) -> Void)?
    /// Runs when the key of the next request changes.
    public var onKeyChange: ((String?) -> Void)?

    private let store: any APIKeyStore
    private let file: PreferencesFile
    private let live: LiveSettings
    private let logger: Logger
    private var keyringRead: Task<Void, Never>?

    /// Starts from `live`'s settings (the overrides, and the page size already read from `file`).
    public init(live: LiveSettings, store: any APIKeyStore, file: PreferencesFile, logger: Logger = Logger(label: "kittens.preferences")) {
        self.live = live
        self.store = store
        self.file = file
        self.logger = logger
        state = PreferencesState(settings: live.current)
    }

    public var model: PreferencesModel { state.model }

    /// Reads the key from the keyring, once: later calls wait for the same read.
    public func readKeyring() async {
        if let keyringRead { return await keyringRead.value }
        let store = store
        let task = Task { @MainActor [weak self] in
            let result: Result<String?, KeyringError>
            do throws(KeyringError) {
                result = .success(try await store.read())
            } catch {
                result = .failure(error)
            }
            self?.keyringAnswered(result)
        }
        keyringRead = task
        await task.value
    }

    private func keyringAnswered(_ result: Result<String?, KeyringError>) {
        switch result {
        case .success(let key):
            state.keyring = .available
            state.settings.savedKey = key
            logger.debug("the keyring answered: \(key == nil ? "no key" : "a key") is stored")
        case .failure(.refused(let refusal)):
            state.keyring = .available
            logger.warning("Ignoring the key in the keyring: \(refusal)")
        case .failure(let error):
            state.keyring = .cannotStore(error)
            logger.warning("The keyring cannot keep the API key: \(error)")
        }
    }

    /// Handles what the user did in the window.
    public func handle(_ event: PreferencesEvent) {
        switch event {
        case .save(let apiKey, let pageSize):
            Task { await save(apiKey: apiKey, pageSize: pageSize) }
        }
    }

    /// Saves the page size to the file and the key to the keyring (or for this run only, where
    /// the keyring cannot keep it). An empty key removes the stored one.
    public func save(apiKey: String, pageSize requestedPageSize: Int) async {
        guard !state.isSaving else { return }
        defer { finishedSaves += 1 }
        await readKeyring()
        let key: String?, pageSize: Int
        switch state.validate(apiKey: apiKey, pageSize: requestedPageSize) {
        case .success(let valid):
            (key, pageSize) = valid
        case .failure(let outcome):
            state.outcome = outcome
            return
        }
        state.isSaving = true
        var outcome = PreferencesState.Outcome.saved
        do throws(FileWriteFailure) {
            try file.write(StoredPreferences(pageSize: pageSize))
        } catch {
            logger.warning("Could not save the preferences to \(file.fileURL.path): \(error)")
            outcome = .fileFailed(error.description)
        }
        state.settings.savedPageSize = pageSize
        if state.shouldStoreInKeyring, key != state.settings.savedKey {
            do throws(KeyringError) {
                if let key { try await store.store(key) } else { try await store.clear() }
            } catch {
                logger.warning("Could not store the API key in the keyring: \(error)")
                switch error {
                case .unavailable, .locked:
                    state.keyring = .cannotStore(error)
                    outcome = .keptForThisRun
                default:
                    outcome = .keyringFailed(error)
                }
            }
        } else if !state.shouldStoreInKeyring, outcome == .saved {
            outcome = .keptForThisRun
        }
        state.settings.savedKey = key
        state.outcome = outcome
        state.isSaving = false
    }
}
