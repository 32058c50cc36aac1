import KittensSupport
import Localization

/// What the Preferences window knows, and the decisions behind what it says: the state of the
/// preferences store (`PreferencesReducer` makes each new one). No GTK, no I/O.
public struct PreferencesState: Equatable, Sendable {
    /// Whether the keyring answers.
    public enum Keyring: Equatable, Sendable, Codable {
        /// Not asked yet, or being asked.
        case reading
        case available
        /// The keyring cannot keep the key: `KeyringError.unavailable` or `.locked`.
        case cannotStore(KeyringError)
    }

    /// What the last Save did.
    public enum Outcome: Error, Equatable, Sendable, Codable {
        case saved
        /// The key applies to this run only, because the keyring could not keep it.
        case keptForThisRun
        case refused(APIKeyRefusal)
        case pageSizeRefused
        case keyringFailed(KeyringError)
        case fileFailed(String)
    }

    public var settings: RunSettings
    public var keyring: Keyring = .reading
    public var isSaving = false
    public var outcome: Outcome?
    /// The saved key (or no key) is one the keyring did not take: it applies to this run only,
    /// wins over what the keyring holds, and is written there once the keyring answers.
    public var keyIsForThisRunOnly: Bool {
        get { savedForThisRunOnly ?? false }
        set { savedForThisRunOnly = newValue ? true : nil }
    }
    /// `keyIsForThisRunOnly` as recorded: absent when false, so that states written before it
    /// existed read as they were written, and are written as before.
    private var savedForThisRunOnly: Bool?
    /// What the user typed in the key field and has not discarded; nil: the saved key shows.
    public var editedKey: APIKey?
    /// The page size the user set and has not discarded; nil: the saved one shows.
    public var editedPageSize: Int?

    public init(settings: RunSettings) {
        self.settings = settings
    }

    /// The key and page size to save, from what the user typed: validated, or why not.
    public func validate(apiKey: APIKey, pageSize: Int) -> Result<(key: APIKey?, pageSize: Int), Outcome> {
        guard PageSize.range.contains(pageSize) else { return .failure(.pageSizeRefused) }
        do throws(APIKeyRefusal) {
            return .success((try APIKeyText.validated(apiKey.revealed), pageSize))
        } catch {
            return .failure(.refused(error))
        }
    }

    /// Whether the keyring should be asked to store the key (else it is kept for this run only).
    public var shouldStoreInKeyring: Bool {
        if case .cannotStore = keyring { return false }
        return true
    }

    /// Whether the keyring may be asked again: it could not keep the key, and no save runs.
    public var canTryKeyringAgain: Bool {
        guard case .cannotStore = keyring else { return false }
        return !isSaving
    }

    public var model: PreferencesModel {
        PreferencesModel(
            apiKey: editedKey ?? settings.savedKey ?? "",
            pageSize: editedPageSize ?? settings.savedPageSize ?? settings.pageSize,
            pageSizeRange: PageSize.range,
            status: status,
            canSave: !isSaving && keyring != .reading,
            canTryKeyringAgain: canTryKeyringAgain
        )
    }

    /// The status line: one sentence per thing worth knowing, most important first.
    public var status: String {
        var lines: [String] = []
        switch outcome {
        case .saved?:
            lines.append(localized("Saved. The next refresh uses these settings."))
        case .keptForThisRun?:
            lines.append(localized("Saved for this run. The next refresh uses these settings."))
        case .refused(let refusal)?:
            lines.append(refusal.message)
        case .pageSizeRefused?:
            lines.append(localized("The page size must be a whole number from {low} to {high}.", [
                "low": String(PageSize.range.lowerBound), "high": String(PageSize.range.upperBound),
            ]))
        case .keyringFailed(let error)?:
            lines.append(localized("The key was not stored: {reason} It applies to this run only.", ["reason": error.message]))
        case .fileFailed(let reason)?:
            lines.append(localized("The page size was not saved: {reason}. It applies to this run only.", ["reason": reason]))
        case nil:
            break
        }
        switch keyring {
        case .reading:
            lines.append(localized("Reading the key from the keyring…"))
        case .available:
            if outcome == nil { lines.append(localized("The key is kept in the keyring.")) }
        case .cannotStore(let error):
            lines.append(localized("{problem} The key applies to this run only.", ["problem": error.message]))
        }
        if settings.keyOverride != nil {
            lines.append(localized("This run uses the key given on the command line or in the environment."))
        }
        if settings.pageSizeOverride != nil {
            lines.append(localized("This run uses the page size given on the command line or in the environment."))
        }
        return lines.joined(separator: "\n")
    }
}

/// A recording holds whether a key was set or typed, never the key (see `APIKey`'s coding).
extension PreferencesState: Codable {}
