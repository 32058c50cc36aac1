import FoundationEssentials
import Glibc
import KittensSupport
import Logging

/// What an outbox file keeps (`PersistedFavourites`, `PersistedVotes`): nothing, when there is
/// no file.
public protocol OutboxPersisted: Equatable, Sendable {
    init()
}

/// How a feature's outbox file is named, encoded and read (`FavouritesFileFormat`,
/// `VotesFileFormat`).
public protocol OutboxFileFormat: SendableMetatype {
    associatedtype Persisted: OutboxPersisted
    associatedtype Problem: Error & CustomStringConvertible
    /// The file's name in the config folder.
    static var fileName: String { get }
    /// What the file keeps, in log lines and the logger's label ("favourites").
    static var records: String { get }
    /// The most the store's caps let it write: larger files are not read, and every file it
    /// writes reads back.
    static var maximumBytes: Int { get }
    static func encode(_ persisted: Persisted) -> Data
    /// What `bytes` keep, and how many entries could not be used and were dropped.
    static func decode(_ bytes: Data) throws(Problem) -> (persisted: Persisted, dropped: Int)
    /// The sentence that says the file at `path` cannot be used, for `reason`, and what to do.
    static func unusable(path: String, reason: String) -> String
}

/// What an outbox file held when it was read.
public struct StoredOutbox<Persisted: OutboxPersisted>: Equatable, Sendable {
    public var persisted: Persisted
    /// Why the file could not be used, in words; nil when it could (or there was none). While
    /// set, the file is left as it is: it is never overwritten by the store.
    public var problem: String?

    public init(persisted: Persisted = Persisted(), problem: String? = nil) {
        self.persisted = persisted
        self.problem = problem
    }
}

/// Where an outbox store writes what its file keeps: `OutboxFile`, or a test double.
public protocol OutboxWriter<Persisted>: Sendable {
    associatedtype Persisted
    func write(_ persisted: Persisted) throws(FileWriteFailure)
}

/// An outbox file in the config folder (what it keeps is the user's, not a cache): read as
/// hostile input (`BoundedFile`: no links, no pipes, at most `maxFileBytes`), written atomically
/// (`AtomicFile`, mode 0600), in `Format`.
public struct OutboxFile<Format: OutboxFileFormat>: OutboxWriter {
    public static var fileName: String { Format.fileName }
    /// Larger files are not read (`OutboxFileFormat.maximumBytes`).
    public static var maxFileBytes: Int { Format.maximumBytes }

    public let fileURL: URL
    private let logger: Logger

    public init(directory: URL = XDGDirectory.config.url(), logger: Logger = Logger(label: "kittens.\(Format.records)")) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// What the file keeps; nothing, with the problem in words, when the file cannot be used.
    public func read() -> StoredOutbox<Format.Persisted> {
        let bytes: Data?
        do throws(FileRefusal) {
            bytes = try BoundedFile.readIfPresent(at: fileURL, limit: Self.maxFileBytes)
        } catch {
            return refuse(error.description)
        }
        guard let bytes else { return StoredOutbox() }
        do throws(Format.Problem) {
            let (persisted, dropped) = try Format.decode(bytes)
            if dropped > 0 {
                logger.warning("Dropped \(dropped) unusable \(dropped == 1 ? "entry" : "entries") of the \(Format.records) at \(fileURL.path)")
            }
            return StoredOutbox(persisted: persisted)
        } catch {
            return refuse(error.description)
        }
    }

    private func refuse(_ reason: String) -> StoredOutbox<Format.Persisted> {
        let problem = Format.unusable(path: fileURL.path, reason: reason)
        logger.warning("\(problem)")
        return StoredOutbox(problem: problem)
    }

    /// Replaces the file with `persisted`; more than `maxFileBytes` of it (which the caps do
    /// not allow) is refused.
    public func write(_ persisted: Format.Persisted) throws(FileWriteFailure) {
        let bytes = Format.encode(persisted)
        guard bytes.count <= Self.maxFileBytes else { throw FileWriteFailure(step: .write, errno: EFBIG) }
        try AtomicFile.write(bytes, to: fileURL, removingStaleTemporaries: true)
    }
}
