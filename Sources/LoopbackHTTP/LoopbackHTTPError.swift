/// Why the server could not start listening.
public enum LoopbackHTTPError: Error, Sendable, Equatable {
    /// A socket call failed; `call` names it and `errno` is the system's reason.
    case socket(call: String, errno: Int32)
}
