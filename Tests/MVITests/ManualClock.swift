import MVI
import MVIRecording
import Locking

/// A recording clock that moves only when the test says.
final class ManualClock: Sendable {
    private let now = Locked(Duration.zero)

    func advance(by duration: Duration) { now.withLock { $0 += duration } }

    var recordingClock: RecordingClock { RecordingClock { self.now.withLock { $0 } } }
}
