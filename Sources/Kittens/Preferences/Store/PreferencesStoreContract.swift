import KittensSupport
import MVI

/// What the Preferences window asks the preferences store to do. A recording holds a key typed
/// as whether there was one (`APIKey`'s coding), never as itself.
public enum PreferencesIntent: Equatable, Sendable, Codable {
    /// The key field now holds `text` (not yet saved).
    case editKey(APIKey)
    /// The page size field now holds `pageSize` (not yet saved).
    case editPageSize(Int)
    /// Forget the edits: the fields show the saved values again (the window reopens).
    case discardEdits
    /// Save the key and the page size the window shows (`PreferencesModel`): the page size to the
    /// preferences file, the key to the keyring (or for this run only where the keyring cannot
    /// keep it). An empty key removes the stored one.
    ///
    /// Refused, with no change, while a save runs or the keyring is being read: there are never
    /// two writes at once, and a second Save pressed before the first ends writes nothing.
    case save
    /// Ask the keyring again, after it could not be reached or was locked; ignored otherwise.
    case tryKeyringAgain
}

/// What the preferences store does by itself.
public enum PreferencesAction: Equatable, Sendable, Codable {
    /// Read the key from the keyring.
    case readKeyring
}

/// What a keyring write ended with, for `PreferencesMessage.keySaveEnded`.
public enum KeyringWrite: Equatable, Sendable, Codable {
    /// The keyring holds the key now (or, for no key, holds none). Also when it already did.
    case stored
    /// The key applies to this run only: the keyring cannot keep it. `error` is why, when this
    /// write found out; nil when the keyring was already known not to answer and was not asked.
    case keptForThisRun(KeyringError?)
    /// The keyring refused the write for another reason; the key applies to this run only.
    case failed(KeyringError)
}

/// The facts the preferences reducer folds into `PreferencesState`.
public enum PreferencesMessage: Equatable, Sendable {
    case keyEdited(APIKey)
    case pageSizeEdited(Int)
    case editsDiscarded
    case keyringReadStarted
    case keyringAnswered(Result<APIKey?, KeyringError>)
    /// Save was pressed with values that cannot be saved.
    case saveRefused(PreferencesState.Outcome)
    case saveStarted
    /// The page size applies from now on; `failure` says why the file could not keep it.
    case pageSizeWritten(Int, failure: String?)
    /// The key applies from now on; the save is over.
    case keySaveEnded(key: APIKey?, KeyringWrite)
}

/// One-off notices of the preferences store, for whoever shows them (a toast, a log line).
public enum PreferencesLabel: Equatable, Sendable, Codable {
    /// Everything was saved.
    case saved
    /// Saved, but the key applies to this run only: the keyring could not keep it.
    case savedForThisRun
    /// Something was not saved, and why.
    case saveFailed(PreferencesState.Outcome)
}

extension JobKey {
    /// The preferences store's keyring read.
    public static let keyringRead = JobKey("keyringRead")
    /// The preferences store's write of the preferences file.
    public static let settingsFileWrite = JobKey("settingsFileWrite")
    /// The preferences store's keyring write.
    public static let keyringWrite = JobKey("keyringWrite")
}

/// Where the preferences store writes the page size: `SettingsFile`, or a test double.
public protocol PreferencesWriter: Sendable {
    func write(_ preferences: StoredPreferences) throws(FileWriteFailure)
}

extension SettingsFile: PreferencesWriter {}
