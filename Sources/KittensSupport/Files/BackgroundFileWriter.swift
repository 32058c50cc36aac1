import Dispatch
import FoundationEssentials

/// Writes a file as `AtomicFile` does, on a utility queue and never on the caller's thread: the
/// write and its two fsyncs can take seconds on a slow or busy disk, and the main thread must
/// keep drawing meanwhile. The caller awaits the outcome and acts on it where it is (the main
/// actor, for a store's job).
public struct BackgroundFileWriter: Sendable {
    /// What writes the bytes: `AtomicFile.write`, or in tests a writer that records its thread or
    /// waits until released.
    public typealias Write = @Sendable (Data, URL, AtomicFile.Access) throws(FileWriteFailure) -> Void

    private let writeFile: Write

    /// A writer through `writeFile`, by default `AtomicFile.write`.
    public init(_ writeFile: @escaping Write = { data, url, access throws(FileWriteFailure) in
        try AtomicFile.write(data, to: url, access: access)
    }) {
        self.writeFile = writeFile
    }

    /// Writes `data` to `url` on a utility queue; returns once it is written, or why not.
    public func write(_ data: Data, to url: URL, access: AtomicFile.Access = .owner) async -> Result<Void, FileWriteFailure> {
        let writeFile = writeFile
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(returning: Result { () throws(FileWriteFailure) in try writeFile(data, url, access) })
            }
        }
    }
}
