import MVIRecording

/// What the app knows a store by: the name its factory gives it (in log lines and recordings)
/// and the shape version of its recordings, declared once beside the store's factory. The
/// format a session file holds the store's recording in follows from it.
public struct StoreIdentity: Sendable {
    /// The store's name in log lines and recordings.
    public let name: String
    /// The shape of the store's recordings: bumped whenever a state, intent, action, message or
    /// label of the store changes shape, so that an older file is refused, not misread.
    public let version: Int

    /// The format of the store's recordings: `org.kittensforlinux.Kittens.` and the store's name,
    /// at `version`.
    public var format: RecordingFormat {
        RecordingFormat(name: "org.kittensforlinux.Kittens.\(name)", version: version)
    }
}
