import Kittens
import KittensGtk
import MVI
import MVIRecording

/// The windows over the main one: the Store Inspector and Preferences, each made the first time
/// it opens and dropped with the main window.
extension AppWiring {
    /// Shows the Store Inspector over the window, making it the first time.
    func openInspector() {
        guard let window else { return }
        let candidates: [(any TimeTravelling)?] = [timeTravel, preferencesTravel, breedsTravel, favouritesTravel]
        let shown = candidates.compactMap(\.self)
        // The other stores' events are in the timeline too; no window renders their states.
        let others = (recordingFactory?.allRecordings ?? [])
            .filter { recording in !shown.contains { $0.inspectable === recording } }
            .map { $0.makeTimeTravel() }
        let travels = shown + others
        let inspector = self.inspector ?? StoreInspectorWindow(inspector: StoreInspector(travels: travels), parent: window.window)
        self.inspector = inspector
        inspector.present()
        logger.debug("the Store Inspector is open over \(travels.map(\.inspectable.storeName).joined(separator: ", "))")
    }

    /// Shows Preferences over the window, making it the first time, and starts the preferences
    /// store (the keyring read) if that has not happened yet.
    func openPreferences() {
        guard let window else { return }
        let preferencesWindow = self.preferencesWindow ?? PreferencesWindow(parent: window.window)
        if self.preferencesWindow == nil {
            self.preferencesWindow = preferencesWindow
            let preferences = preferences
            preferencesWindow.onEvent = { event in preferences.accept(PreferencesIntent(event)) }
            let states: any StateSource<PreferencesState> = preferencesTravel ?? preferences
            preferencesRendering = states.subscribe(onState: { [weak preferencesWindow] state in
                preferencesWindow?.render(state.model)
            })
        }
        if replay == nil { preferences.accept(.discardEdits) }
        preferencesWindow.present(shownPreferences.model)
        startPreferences()
        logger.debug("Preferences are open")
    }

    /// The preferences state the window shows: the one picked in the inspector, else the newest.
    var shownPreferences: PreferencesState { preferencesTravel?.state ?? preferences.state }

    func closePreferences() {
        preferencesRendering?.cancel()
        preferencesRendering = nil
        preferencesWindow = nil
    }

    /// Starts the preferences store, which reads the keyring, once a run.
    func startPreferences() {
        guard !preferencesStarted else { return }
        preferencesStarted = true
        preferences.start()
    }
}
