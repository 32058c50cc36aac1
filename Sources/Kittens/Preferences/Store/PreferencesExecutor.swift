import KittensSupport
import MVI

/// Reads the key from the keyring, and saves: the page size to the preferences file, then the
/// key to the keyring, each as a job of the store. One save at a time (see
/// `PreferencesIntent.save`).
public struct PreferencesExecutor: Executor {
    public typealias State = PreferencesState
    public typealias Message = PreferencesMessage
    public typealias Label = PreferencesLabel

    let keyStore: any APIKeyStore
    let writer: any PreferencesWriter

    public init(keyStore: any APIKeyStore, writer: any PreferencesWriter) {
        self.keyStore = keyStore
        self.writer = writer
    }

    public func execute(intent: PreferencesIntent, in scope: some Scope) {
        switch intent {
        case .editKey(let text):
            guard text != scope.state.model.apiKey else { return }
            scope.dispatch(.keyEdited(text))
        case .editPageSize(let pageSize):
            guard pageSize != scope.state.model.pageSize else { return }
            scope.dispatch(.pageSizeEdited(pageSize))
        case .discardEdits:
            guard scope.state.editedKey != nil || scope.state.editedPageSize != nil else { return }
            scope.dispatch(.editsDiscarded)
        case .save:
            guard !scope.state.isSaving, scope.state.keyring != .reading else { return }
            let model = scope.state.model
            switch scope.state.validate(apiKey: model.apiKey, pageSize: model.pageSize) {
            case .success(let valid):
                scope.dispatch(.saveStarted)
                writeFile(key: valid.key, pageSize: valid.pageSize, in: scope)
            case .failure(let outcome):
                scope.dispatch(.saveRefused(outcome))
                scope.publish(.saveFailed(outcome))
            }
        case .tryKeyringAgain:
            guard scope.state.canTryKeyringAgain else { return }
            readKeyring(in: scope)
        }
    }

    public func execute(action: PreferencesAction, in scope: some Scope) {
        switch action {
        case .readKeyring:
            readKeyring(in: scope)
        }
    }

    private func readKeyring(in scope: some Scope) {
        scope.dispatch(.keyringReadStarted)
        let keyStore = keyStore
        scope.launch(.keyringRead, { () async -> Result<APIKey?, KeyringError> in
            do throws(KeyringError) {
                return .success(try await keyStore.read())
            } catch {
                return .failure(error)
            }
        }, completion: { result in
            scope.dispatch(.keyringAnswered(result))
            // The keyring answers now: the key saved for this run only goes there, as Save would.
            if case .success = result, scope.state.keyIsForThisRunOnly, !scope.state.isSaving {
                scope.dispatch(.saveStarted)
                storeKey(scope.state.settings.savedKey, in: scope)
            }
        })
    }

    private func writeFile(key: APIKey?, pageSize: Int, in scope: some Scope) {
        let writer = writer
        scope.launch(.settingsFileWrite, { () async -> FileWriteFailure? in
            do throws(FileWriteFailure) {
                try writer.write(StoredPreferences(pageSize: pageSize))
                return nil
            } catch {
                return error
            }
        }, completion: { failure in
            scope.dispatch(.pageSizeWritten(pageSize, failure: failure?.description))
            storeKey(key, in: scope)
        })
    }

    /// Asks the keyring to keep `key` when it can and does not hold it already (a key saved
    /// for this run only is not in the keyring).
    private func storeKey(_ key: APIKey?, in scope: some Scope) {
        guard scope.state.shouldStoreInKeyring else { return endSave(key: key, .keptForThisRun(nil), in: scope) }
        guard key != scope.state.settings.savedKey || scope.state.keyIsForThisRunOnly else {
            return endSave(key: key, .stored, in: scope)
        }
        let keyStore = keyStore
        scope.launch(.keyringWrite, { () async -> KeyringError? in
            do throws(KeyringError) {
                if let key { try await keyStore.store(key) } else { try await keyStore.clear() }
                return nil
            } catch {
                return error
            }
        }, completion: { error in
            switch error {
            case nil: endSave(key: key, .stored, in: scope)
            case .unavailable?, .locked?: endSave(key: key, .keptForThisRun(error), in: scope)
            case let error?: endSave(key: key, .failed(error), in: scope)
            }
        })
    }

    private func endSave(key: APIKey?, _ write: KeyringWrite, in scope: some Scope) {
        scope.dispatch(.keySaveEnded(key: key, write))
        switch scope.state.outcome {
        case .saved?: scope.publish(.saved)
        case .keptForThisRun?: scope.publish(.savedForThisRun)
        case let outcome?: scope.publish(.saveFailed(outcome))
        case nil: break
        }
    }
}
