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

/// A screen over one recorded store: its recording kind, its time travel and what sends it
/// intents typed by hand follow from the store's types and its `identity` (declared beside the
/// store's factory); no feature declares a recording type.
@MainActor
protocol StoreScreen: Screen {
    associatedtype State: Codable & Equatable & Sendable
    associatedtype Intent: Codable & Sendable
    associatedtype Action: Codable & Sendable
    associatedtype Message: Codable & Sendable
    associatedtype Label: Codable & Sendable
    static var identity: StoreIdentity { get }
    var store: any Store<State, Intent, Label> { get }
    /// The time travel over the recording the session shows (`travel(in:)`); nil in a live run.
    var travel: TimeTravelController<State, Intent, Action, Message, Label>? { get }
}

extension StoreScreen {
    static var recordingKind: RecordingKind {
        .recording(StoreRecording<State, Intent, Action, Message, Label>.self, format: identity.format)
    }

    var intentDispatcher: IntentDispatcher { IntentDispatcher(store, storeName: Self.identity.name) }

    var timeTravel: (any TimeTravelling)? { travel }

    /// What the screen's view renders, in the one place that chooses it: the states of the time
    /// travel the session shows, else the store's. Components take it as it is.
    var states: any StateSource<State> { travel ?? store }

    /// The time travel over the recording of the store that `environment` shows, if any.
    static func travel(in environment: SessionEnvironment) -> TimeTravelController<State, Intent, Action, Message, Label>? {
        environment.timeTravel(StoreRecording<State, Intent, Action, Message, Label>.self, storeName: identity.name) {
            TimeTravelController(recording: $0)
        }
    }
}
