import Kittens
import KittensGtk
import MVI
import MVIRecording

/// One feature of the app as a unit: its store, the component that binds the store to its
/// view, its recording kind and its dependencies (a live and a replay value, chosen from the
/// `SessionEnvironment`), made the same way for a live run and a replay. `Session.screenTypes`
/// lists them: the session builds, binds, starts, records, inspects and replays the screens by
/// going through that list, and names none of them.
@MainActor
protocol Screen: AnyObject {
    /// How a session file holds the screen's store's recording.
    static var recordingKind: RecordingKind { get }
    /// Makes the store from what `environment` hands; the other screens are found through the
    /// session from `attach(to:in:)` on, once all are made.
    init(environment: SessionEnvironment)
    /// What the inspector moves of this screen: a time travel over the recording the
    /// session shows, whose states the screen's view renders.
    var timeTravel: (any TimeTravelling)? { get }
    /// What sends intents typed by hand (in the inspector) to the screen's store.
    var intentDispatcher: IntentDispatcher { get }
    /// The main window opened: binds the component to the view it shows in the window.
    func attach(to window: MainWindow, in session: Session)
    /// The window's first frame is out and `network` has started: a store that waits for the
    /// network starts.
    func networkStarted(_ network: any SessionNetwork)
    /// The main window closed: what was bound to it is unbound.
    func detach()
    /// The app quits: the store ends, and what it keeps is written.
    func destroy()
}

extension Screen {
    func attach(to window: MainWindow, in session: Session) {}
    func networkStarted(_ network: any SessionNetwork) {}
    func detach() {}
}
