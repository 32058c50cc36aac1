import MVI
import MVIRecording

/// A recording of the preferences store, for time travel and bug reports.
public typealias PreferencesRecording = StoreRecording<PreferencesState, PreferencesIntent, PreferencesAction, PreferencesMessage, PreferencesLabel>

/// Moves the Preferences window through a `PreferencesRecording`.
public typealias PreferencesTimeTravel = TimeTravelController<PreferencesState, PreferencesIntent, PreferencesAction, PreferencesMessage, PreferencesLabel>

extension RecordingFormat {
    /// Preferences store recordings. Bump `version` whenever a preferences state, intent,
    /// action, message or label changes shape.
    public static let preferencesStore = RecordingFormat(name: "org.kittensforlinux.Kittens.PreferencesStore", version: 1)
}
