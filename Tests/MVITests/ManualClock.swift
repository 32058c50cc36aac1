import MVI
import Synchronization

/// A recording clock that moves only when the test says.
final class ManualClock: Sendable {
    private let now = Mutex(Duration.zero)

    func advance(by duration: Duration) { now.withLock { $0 += duration } }

    var recordingClock: RecordingClock { RecordingClock { self.now.withLock { $0 } } }
}
