import MVI

/// Preferences as the feature sees them: the view renders a `PreferencesModel` and sends the
/// user's `PreferencesIntent`s (each thing the user does there is an intent, one to one). Main
/// thread only.
@MainActor
public protocol PreferencesView: StoreView where Model == PreferencesModel, Event == PreferencesIntent {}
