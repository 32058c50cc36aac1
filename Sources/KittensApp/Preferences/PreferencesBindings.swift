import Kittens
import KittensSupport
import Logging
import MVI

extension Binder {
    /// Binds the preferences store to what uses its settings: each new `RunSettings` goes to
    /// `live`, which the data source reads for its log lines; a new key of the next request goes
    /// to `onKeyChange`; `onKeyringAnswered` runs each time the keyring has answered, a key or an
    /// error. The page size reaches the listing through `bindPageSize(of:to:)`.
    public func bindSettings(
        of preferences: any PreferencesStore,
        to live: LiveSettings,
        logger: Logger,
        onKeyChange: @escaping (APIKey?) -> Void,
        onKeyringAnswered: @escaping () -> Void = {}
    ) {
        var last: PreferencesState?
        bind(statesOf: preferences) { state in
            defer { last = state }
            if state.settings != last?.settings { live.current = state.settings }
            if state.settings.apiKey != last?.settings.apiKey { onKeyChange(state.settings.apiKey) }
            guard state.keyring != last?.keyring, state.keyring != .reading else { return }
            if case .cannotStore(let error) = state.keyring {
                logger.warning("The keyring cannot keep the API key: \(error)")
            }
            onKeyringAnswered()
        }
    }

    /// Sends `listingStore` the page size of the preferences' settings (`ListingIntent.usePageSize`)
    /// whenever it differs from the store's, from when the binding starts: the listing's next
    /// request asks for it, a request already running keeps its size. A page size the store
    /// already uses sends nothing, so the store's log and recording show only real changes.
    public func bindPageSize(of preferences: any PreferencesStore, to listingStore: any ListingStore) {
        bind(statesOf: preferences, to: listingStore) { state in
            let pageSize = state.settings.pageSize
            guard listingStore.state.pageSize != pageSize else { return nil }
            return .usePageSize(pageSize)
        }
    }

    /// Logs the preferences store's notices: a save that failed as a warning, with its reason.
    public func bindNotices(of preferences: any PreferencesStore, logger: Logger) {
        bind(labelsOf: preferences) { notice in
            switch notice {
            case .saved: logger.debug("the preferences are saved")
            case .savedForThisRun: logger.info("the preferences are saved; the key applies to this run only")
            case .saveFailed(let outcome): logger.warning("Preferences not saved: \(outcome)")
            }
        }
    }
}
