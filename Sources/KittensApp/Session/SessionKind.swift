import CGLib
import CGtk
import Kittens

/// Which session a run shows: its own (`live`), or a recording's (`kittens --replay FILE`).
/// Chosen once, from the command line; everything that differs between the two is answered
/// here, so nothing else in the app asks whether it replays.
enum SessionKind {
    case live
    case replay(SessionRecording)

    init(replaying recording: SessionRecording?) {
        self = recording.map(Self.replay) ?? .live
    }

    /// A live run is the desktop session's single instance (GApplication uniqueness: a second
    /// launch presents its window); a replay runs beside it, as many as are asked for.
    var applicationFlags: GApplicationFlags {
        switch self {
        case .live: G_APPLICATION_DEFAULT_FLAGS
        case .replay: G_APPLICATION_NON_UNIQUE
        }
    }

    /// Whether opening the settings may move an earlier version's preferences file into
    /// GSettings: a live run's may; a replay changes nothing of the user's.
    var migratesSettings: Bool {
        switch self {
        case .live: true
        case .replay: false
        }
    }
}
