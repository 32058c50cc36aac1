import MVI
import MVIRecording

/// A small store whose types are all `Codable`, for the recording file tests.
struct NoteState: Codable, Equatable {
    var notes: [String] = []
}

enum NoteIntent: Codable, Equatable {
    case add(String)
    case say(String)
    case clear
}

enum NoteMessage: Codable, Equatable {
    case added(String)
    case cleared
}

struct NoteReducer: Reducer {
    func reduce(into state: inout NoteState, _ message: NoteMessage) {
        switch message {
        case .added(let note): state.notes.append(note)
        case .cleared: state.notes = []
        }
    }
}

struct NoteExecutor: Executor {
    typealias State = NoteState
    typealias Message = NoteMessage
    typealias Label = String

    func execute(intent: NoteIntent, in scope: some ExecutorScope<NoteState, NoteMessage, String>) {
        switch intent {
        case .add(let note): scope.dispatch(.added(note))
        case .say(let text): scope.publish(text)
        case .clear: scope.dispatch(.cleared)
        }
    }
}

typealias NoteRecording = StoreRecording<NoteState, NoteIntent, Never, NoteMessage, String>

extension RecordingFormat {
    static let notes = RecordingFormat(name: "org.kittensforlinux.tests.NoteStore", version: 1)
}

/// A note store made by a recording factory, and its recording.
@MainActor
func recordedNotes(capacity: Int = 100, clock: ManualClock = ManualClock()) -> (any Store<NoteState, NoteIntent, String>, NoteRecording) {
    let factory = RecordingStoreFactory(capacity: capacity, clock: clock.recordingClock)
    let store = makeNoteStore(name: "NoteStore", factory: factory)
    guard let recording = factory.recording(ofStoreNamed: "NoteStore", as: NoteRecording.self) else {
        fatalError("the factory kept no recording of the note store")
    }
    return (store, recording)
}

/// A note store named `name`, made by `factory`.
@MainActor
func makeNoteStore(name: String, factory: any StoreFactory) -> any Store<NoteState, NoteIntent, String> {
    factory.makeStore(
        name: name, initialState: NoteState(), bootstrapper: NoBootstrapper<Never>(),
        executor: NoteExecutor(), reducer: NoteReducer())
}
