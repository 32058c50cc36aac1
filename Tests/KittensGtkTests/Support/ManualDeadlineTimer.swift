@testable import KittensGtk
@testable import KittensPictures
import Locking

/// A deadline timer whose time is up when the test says so: `expire(_:)` runs the action of
/// the deadline scheduled `index`-th (from 0), as the wall clock would once it passed.
final class ManualDeadlineTimer: WorkDeadlineTimer {
    private let actions = Locked<[@Sendable () -> Void]>([])

    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) {
        actions.withLock { $0.append(action) }
    }

    /// Deadlines scheduled so far: one for each item that started.
    var count: Int { actions.withLock { $0.count } }

    func expire(_ index: Int) {
        let action = actions.withLock { $0[index] }
        action()
    }
}
