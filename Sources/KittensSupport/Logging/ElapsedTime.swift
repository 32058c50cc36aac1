/// A duration as short text for log lines: `850ms`, `2s 40ms`. Written here because
/// `Duration.formatted` lives in full Foundation, which the app does not load.
public enum ElapsedTime {
    public static func text(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int64(attoseconds / 1_000_000_000_000_000)
        if seconds == 0 { return "\(milliseconds)ms" }
        return milliseconds == 0 ? "\(seconds)s" : "\(seconds)s \(milliseconds)ms"
    }
}
