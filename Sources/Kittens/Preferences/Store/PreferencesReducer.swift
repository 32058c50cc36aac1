import MVI

/// Folds the preferences store's messages into its state. Pure.
public struct PreferencesReducer: Reducer {
    public init() {}

    public func reduce(into state: inout PreferencesState, _ message: PreferencesMessage) {
        switch message {
        case .keyEdited(let text):
            state.editedKey = text
        case .pageSizeEdited(let pageSize):
            state.editedPageSize = pageSize
        case .editsDiscarded:
            state.editedKey = nil
            state.editedPageSize = nil
        case .keyringReadStarted:
            state.keyring = .reading
        case .keyringAnswered(.success(let key)):
            state.keyring = .available
            // A key saved for this run only stays, whatever the keyring holds: the executor
            // writes it there next. Otherwise the keyring's key is the one, unless it holds none.
            if !state.keyIsForThisRunOnly { state.settings.savedKey = key ?? state.settings.savedKey }
        case .keyringAnswered(.failure(.refused)):
            state.keyring = .available
        case .keyringAnswered(.failure(let error)):
            state.keyring = .cannotStore(error)
        case .saveRefused(let outcome):
            state.outcome = outcome
        case .saveStarted:
            state.isSaving = true
            state.outcome = nil
        case .pageSizeWritten(let pageSize, let failure):
            state.settings.savedPageSize = pageSize
            if let failure { state.outcome = .fileFailed(failure) }
        case .keySaveEnded(let key, let write):
            state.settings.savedKey = key
            state.isSaving = false
            state.keyIsForThisRunOnly = write != .stored
            switch write {
            case .stored:
                state.outcome = state.outcome ?? .saved
            case .keptForThisRun(let error?):
                state.keyring = .cannotStore(error)
                state.outcome = .keptForThisRun
            case .keptForThisRun(nil):
                state.outcome = state.outcome ?? .keptForThisRun
            case .failed(let error):
                state.outcome = .keyringFailed(error)
            }
        }
    }
}
