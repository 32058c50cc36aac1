import FoundationEssentials
import Glibc
import KittensSupport
import Localization
import Logging
import Outbox

/// What the votes file held when it was read.
public struct StoredVotes: Equatable, Sendable {
    public var persisted: PersistedVotes
    /// Why the file could not be used, in words; nil when it could (or there was none). While
    /// set, the file is left as it is.
    public var problem: String?

    public init(persisted: PersistedVotes = PersistedVotes(), problem: String? = nil) {
        self.persisted = persisted
        self.problem = problem
    }
}

/// Where the votes store writes: `VotesFile`, or a test double.
public protocol VotesWriter: Sendable {
    func write(_ votes: PersistedVotes) throws(FileWriteFailure)
}

/// `votes.json` beside the favourites file (the votes are the user's, not a cache): read as
/// hostile input (`BoundedFile`), written atomically (`AtomicFile`, mode 0600), in
/// `VotesFileFormat`.
public struct VotesFile: VotesWriter {
    public static let fileName = "votes.json"
    /// Larger files are not read: the most the store's caps let it write.
    public static let maxFileBytes = VotesFileFormat.maximumBytes

    public let fileURL: URL
    private let logger: Logger

    public init(directory: URL = XDGDirectory.config.url(), logger: Logger = Logger(label: "kittens.votes")) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// The votes kept; none, with the problem in words, when the file cannot be used.
    public func read() -> StoredVotes {
        let bytes: Data?
        do throws(FileRefusal) {
            bytes = try BoundedFile.readIfPresent(at: fileURL, limit: Self.maxFileBytes)
        } catch {
            return refuse(error.description)
        }
        guard let bytes else { return StoredVotes() }
        do throws(VotesFileFormat.Problem) {
            let (persisted, dropped) = try VotesFileFormat.decode(bytes)
            if dropped > 0 { logger.warning("Dropped \(dropped) unusable entries of the votes at \(fileURL.path)") }
            return StoredVotes(persisted: persisted)
        } catch {
            let reason = switch error {
            case .notAVotesFile: localized("it is not a Kittens votes file")
            case .foreign(let format):
                localized("it is not a Kittens votes file of this version (format “{format}”)", ["format": String(format.prefix(80))])
            }
            return refuse(reason)
        }
    }

    private func refuse(_ reason: String) -> StoredVotes {
        let problem = localized(
            "The votes file at {path} cannot be used: {reason}. It is left as it is; move it away to start a new one.",
            ["path": fileURL.path, "reason": reason])
        logger.warning("\(problem)")
        return StoredVotes(problem: problem)
    }

    public func write(_ votes: PersistedVotes) throws(FileWriteFailure) {
        let bytes = VotesFileFormat.encode(votes)
        guard bytes.count <= Self.maxFileBytes else { throw FileWriteFailure(step: .write, errno: EFBIG) }
        try AtomicFile.write(bytes, to: fileURL, removingStaleTemporaries: true)
    }
}

/// The votes store's writes of its file, one at a time, in order, off the main thread
/// (`OutboxWrites`): a change is sent only once the file keeps it.
public typealias VotesWrites = OutboxWrites<PersistedVotes>

extension OutboxWrites where Persisted == PersistedVotes {
    /// Writes with `writer`.
    public convenience init(_ writer: any VotesWriter) {
        self.init(label: "kittens.votes-writes") { votes in
            do throws(FileWriteFailure) {
                try writer.write(votes)
                return nil
            } catch {
                return error.description
            }
        }
    }
}
