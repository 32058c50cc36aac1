import Dispatch
import Foundation
import KittensSupport
import Locking

/// A `BackgroundFileWriter` for tests: each write records whether it ran on the main thread
/// and, off it, waits until `release()` before writing with `AtomicFile`, or failing with
/// `failure`. On the main thread it never waits, so code that writes there fails the test
/// instead of hanging it.
final class HeldFileWriter: Sendable {
    private let ranOnMain = Locked<[Bool]>([])
    private let released = DispatchSemaphore(value: 0)
    private let failure: FileWriteFailure?

    init(failing failure: FileWriteFailure? = nil) {
        self.failure = failure
    }

    var writer: BackgroundFileWriter {
        BackgroundFileWriter { [self] data, url, access throws(FileWriteFailure) in
            let isMain = Thread.isMainThread
            ranOnMain.withLock { $0.append(isMain) }
            if !isMain { released.wait() }
            if let failure { throw failure }
            try AtomicFile.write(data, to: url, access: access)
        }
    }

    /// For each write begun, whether it ran on the main thread.
    var writesOnMain: [Bool] { ranOnMain.withLock { $0 } }

    /// Lets the write waiting (or the next one) go on.
    func release() { released.signal() }
}
