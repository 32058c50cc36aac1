import Dispatch
import Foundation
import Locking

/// Holds up the decode of one picture's bytes until the test releases it, as a decoder stuck
/// on a hostile picture would be; other bytes pass at once.
final class DecodeGate: Sendable {
    let slow: Data
    let release = DispatchSemaphore(value: 0)
    private let state = Locked((started: false, returned: false))

    init(slow: Data) {
        self.slow = slow
    }

    /// Whether the slow decode has started, and whether it has returned.
    var started: Bool { state.withLock { $0.started } }
    var returned: Bool { state.withLock { $0.returned } }

    /// `decode()`, after the release when `data` are the slow bytes.
    func pass<Value>(_ data: Data, _ decode: () -> Value) -> Value {
        guard data == slow else { return decode() }
        state.withLock { $0.started = true }
        release.wait()
        defer { state.withLock { $0.returned = true } }
        return decode()
    }
}
