import KittensSupport
import Localization
import Outbox

/// What the votes file held when it was read.
public typealias StoredVotes = StoredOutbox<PersistedVotes>

extension PersistedVotes: OutboxPersisted {
    public init() { self.init(votes: []) }
}

/// `votes.json` beside the favourites file (`OutboxFile`), in `VotesFileFormat`.
public typealias VotesFile = OutboxFile<VotesFileFormat>

/// `description` completes a sentence about the file, as in "The votes file at /path cannot be
/// used: it is not a Kittens votes file".
extension VotesFileFormat.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notAVotesFile: localized("it is not a Kittens votes file")
        case .foreign(let format):
            localized("it is not a Kittens votes file of this version (format “{format}”)", ["format": String(format.prefix(80))])
        }
    }
}

extension VotesFileFormat: OutboxFileFormat {
    public static let fileName = "votes.json"
    public static let records = "votes"

    public static func unusable(path: String, reason: String) -> String {
        localized(
            "The votes file at {path} cannot be used: {reason}. It is left as it is; move it away to start a new one.",
            ["path": path, "reason": reason])
    }
}

/// The votes store's writes of its file, one at a time, in order, off the main thread
/// (`OutboxWrites`): a change is sent only once the file keeps it.
public typealias VotesWrites = OutboxWrites<PersistedVotes>

extension OutboxWrites where Persisted == PersistedVotes {
    /// Writes with `writer`.
    public convenience init(_ writer: any OutboxWriter<PersistedVotes>) {
        self.init(label: "kittens.votes-writes") { votes throws(FileWriteFailure) in try writer.write(votes) }
    }
}
