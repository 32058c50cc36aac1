/// Traps with `message` when `condition` is false. Unlike `precondition`, whose message `-O`
/// drops, the message reaches the fuzzer's report.
func promise(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
