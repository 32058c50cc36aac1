import KittensGtk
import MVI
import MVIRecording

/// One screen of the app as a unit: its store, the component that binds the store to its view,
/// and its recording kind, made from what the session hands (`SessionEnvironment`), the same
/// for a live run and a replay. `Session.screenTypes` lists them: the session builds, binds,
/// records, inspects and replays the screens by going through that list.
@MainActor
protocol Screen: AnyObject {
    /// How a session file holds the screen's store's recording.
    static var recordingKind: RecordingKind { get }
    /// Makes the store from what `environment` hands; the other screens are found through the
    /// session from `attach(to:in:)` on, once all are made.
    init(environment: SessionEnvironment)
    /// What the Store Inspector moves of this screen: a time travel over the recording the
    /// session shows, whose states the screen's view renders.
    var timeTravel: (any TimeTravelling)? { get }
    /// The main window opened: binds the component to the view it shows in the window.
    func attach(to window: KittenWindow, in session: Session)
    /// The main window closed: what was bound to it is unbound.
    func detach()
    /// The app quits: the store ends.
    func destroy()
}
