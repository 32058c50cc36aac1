import Dispatch
import Foundation
import Locking

/// `count` operations split over two threads, as the thumbnail figures run them: how long it
/// took (wall), how much CPU time the two threads spent on them (`CLOCK_THREAD_CPUTIME_ID`), and
/// how many succeeded.
struct TwoThreadRun {
    let seconds: Double
    let cpuSeconds: Double
    let made: Int

    /// A run worse than any: where `best` starts.
    static let worst = TwoThreadRun(seconds: .infinity, cpuSeconds: .infinity, made: 0)

    /// Successful operations a second of wall time.
    var rate: Double { seconds.isFinite ? Double(made) / seconds : 0 }
    /// CPU microseconds per successful operation.
    var cpuMicroseconds: Double { made > 0 ? cpuSeconds * 1e6 / Double(made) : .infinity }

    /// The better of the two on each measure: the fastest wall time, and the least CPU a success
    /// (kept as the CPU seconds the fastest run's successes would have taken at that cost).
    func best(_ other: TwoThreadRun) -> TwoThreadRun {
        let fastest = other.rate > rate ? other : self
        let leanest = other.cpuMicroseconds < cpuMicroseconds ? other : self
        let cpuSeconds = leanest.cpuMicroseconds.isFinite ? leanest.cpuMicroseconds * Double(fastest.made) / 1e6 : .infinity
        return TwoThreadRun(seconds: fastest.seconds, cpuSeconds: cpuSeconds, made: fastest.made)
    }

    static func measure(count: Int, _ operation: @escaping @Sendable () -> Bool) -> TwoThreadRun {
        let made = Locked(0), cpu = Locked(0.0)
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let cpuBefore = threadCPUSeconds()
            var succeeded = 0
            for _ in stride(from: worker, to: count, by: 2) where operation() { succeeded += 1 }
            let spent = threadCPUSeconds() - cpuBefore
            made.withLock { $0 += succeeded }
            cpu.withLock { $0 += spent }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return TwoThreadRun(seconds: seconds, cpuSeconds: cpu.withLock { $0 }, made: made.withLock { $0 })
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
