import Dispatch

/// Nanoseconds per operation of `body`, which performs `operations` operations: the best of
/// `rounds` runs, so that a run disturbed by the rest of the machine does not count.
@MainActor
func nanosecondsPerOperation(operations: Int, rounds: Int = 7, _ body: () -> Void) -> Double {
    var best = UInt64.max
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    return Double(best) / Double(operations)
}

/// `value`, which the optimizer cannot see through: what it returns might be anything of its type.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}

/// Keeps a value alive in the optimizer's eyes, so measured work is not removed.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
