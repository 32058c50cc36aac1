import FoundationEssentials
import KittensSupport
import VersionedJSON

/// The JSON form of the votes file, and the pure functions between it and `PersistedVotes`.
///
/// `format` names the layout and its version (`VersionedJSONFile`): a file of anything else is
/// refused as a whole. Decoding takes any bytes and never traps: an unusable entry (a bad id, a
/// URL that is not a web URL, a picture twice, an operation id twice) is dropped alone and
/// counted. Every list is capped as the store caps it, so the file is at most `maximumBytes`.
public enum VotesFileFormat {
    public static let file = VersionedJSONFile(name: "org.kittensforlinux.Kittens.votes.v1")
    /// Operation ids are below this (2⁵²): counting up from a file's, they never overflow.
    static let operationIDBound = 1 << 52
    /// The times a vote's `created` can have: 1970 to the end of 9999.
    static let createdRange = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

    /// Why a votes file cannot be used at all.
    public enum Problem: Error, Equatable, Sendable {
        case notAVotesFile
        case foreign(String)
    }

    /// The bytes of the file for `persisted`, each list within its cap.
    public static func encode(_ persisted: PersistedVotes) -> Data {
        let encoder = JSONEncoder.iso8601Dates()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var operations = FavouriteLimits.maximumOperations
        func take(_ list: [VoteOperation]) -> [VoteOperation] {
            let taken = Array(list.prefix(max(operations, 0)))
            operations -= taken.count
            return taken
        }
        var shelvedVotes = FavouriteLimits.maximumShelvedFavourites
        var doubts = FavouriteLimits.maximumOperations
        func doubtful(_ pictures: Set<String>) -> Set<String> {
            let taken = Set(pictures.sorted().prefix(max(doubts, 0)))
            doubts -= taken.count
            return taken
        }
        // The account in use's come first.
        let doubtfulHere = doubtful(persisted.doubtful).sorted()
        let file = Stored(
            format: file.name, account: persisted.account, accountAccepted: persisted.isAccountAccepted,
            votes: Array(persisted.votes.prefix(FavouriteLimits.maximumCount)), operations: take(persisted.operations),
            nextOperation: persisted.nextOperationID,
            otherAccounts: persisted.otherAccounts.suffix(FavouriteLimits.maximumShelvedAccounts).map { shelf in
                let votes = Array(shelf.votes.prefix(min(FavouriteLimits.maximumCount, max(shelvedVotes, 0))))
                shelvedVotes -= votes.count
                return VotesShelf(account: shelf.account, votes: votes, operations: take(shelf.operations), doubtful: doubtful(shelf.doubtful))
            }, doubtful: doubtfulHere)
        return (try? encoder.encode(file)) ?? Data()
    }

    /// The most bytes `encode` writes: each list at its cap, each entry at its largest.
    public static let maximumBytes = 14_234_828

    /// `maximumBytes` measured: the encoding of a file with each list at its cap and each entry
    /// at its largest. A constant serves at run time, since measuring encodes about a hundred
    /// entries (millions of instructions before the first frame); a test keeps the two equal.
    static func measuredMaximumBytes() -> Int {
        let id = String(repeating: "i", count: FavouriteLimits.maximumIDLength)
        let url = URL(string: "https://" + String(repeating: "u", count: FavouriteLimits.maximumURLLength - 8))
        let vote = Vote(imageID: id, value: .down, remoteID: id, url: url, created: createdRange.upperBound)
        let operations = [VoteOperation.Kind.withdraw, .cast(.down)].map {
            VoteOperation(id: operationIDBound - 1, kind: $0, imageID: id, remoteID: id, wasSent: true, awaitsListing: true)
        }
        let account = TheCatAPIAccount(
            server: String(repeating: "\u{1}", count: TheCatAPIAccount.maximumServerLength),
            subID: String(repeating: "s", count: FavouriteLimits.maximumIDLength),
            keyFingerprint: String(repeating: "\u{1}", count: TheCatAPIAccount.maximumFingerprintLength))
        func size(_ change: (inout PersistedVotes) -> Void) -> Int {
            var persisted = PersistedVotes(nextOperationID: operationIDBound, account: account, isAccountAccepted: true)
            change(&persisted)
            return encode(persisted).count
        }
        let frame = size { _ in }
        let shelfBytes = size { $0.otherAccounts = [VotesShelf(account: account, votes: [], operations: [])] } - frame + 1
        let voteBytes = size { $0.votes = [vote] } - frame + 1
        let operationBytes = operations.map { operation in size { $0.operations = [operation] } - frame + 1 }.max() ?? 0
        let doubtBytes = size { $0.doubtful = [id] } - frame + 1
        return frame + shelfBytes * FavouriteLimits.maximumShelvedAccounts + doubtBytes * FavouriteLimits.maximumOperations
            + voteBytes * (FavouriteLimits.maximumCount + FavouriteLimits.maximumShelvedFavourites)
            + operationBytes * FavouriteLimits.maximumOperations
    }

    /// What `bytes` keep, and how many entries were dropped.
    public static func decode(_ bytes: Data) throws(Problem) -> (persisted: PersistedVotes, dropped: Int) {
        do throws(VersionedJSONFile.Mismatch) {
            try file.check(bytes)
        } catch {
            if case .otherName(let format) = error { throw .foreign(format) }
            throw .notAVotesFile
        }
        guard let stored = try? JSONDecoder.iso8601Dates().decode(Lenient.self, from: bytes) else { throw .notAVotesFile }
        var reading = Reading()
        var persisted = PersistedVotes(
            votes: reading.votes(stored.votes, cap: FavouriteLimits.maximumCount), operations: reading.operations(stored.operations),
            account: stored.account, isAccountAccepted: (stored.accountAccepted ?? false) && stored.account != nil)
        persisted.doubtful = reading.pictures(stored.doubtful)
        var shelved = FavouriteLimits.maximumShelvedFavourites
        for case let shelf? in stored.otherAccounts.suffix(FavouriteLimits.maximumShelvedAccounts) {
            guard let account = shelf.account else { continue }
            let votes = reading.votes(shelf.votes, cap: min(FavouriteLimits.maximumCount, shelved))
            shelved -= votes.count
            persisted.otherAccounts.append(VotesShelf(
                account: account, votes: votes, operations: reading.operations(shelf.operations), doubtful: reading.pictures(shelf.doubtful)))
        }
        persisted.nextOperationID = min(max(stored.nextOperation ?? 1, reading.largestOperationID + 1), operationIDBound)
        return (persisted, reading.dropped)
    }

    /// The checks across the file's lists: ids usable, a picture once, operation ids unique.
    private struct Reading {
        var dropped = 0
        var doubts = FavouriteLimits.maximumOperations
        var operationIDs = Set<Int>()
        var largestOperationID = 0

        mutating func votes(_ entries: [Vote?], cap: Int) -> [Vote] {
            var votes: [Vote] = []
            var seen = Set<String>()
            for case var vote? in entries where votes.count < cap {
                guard FavouriteLimits.accepts(id: vote.imageID), vote.remoteID.map(FavouriteLimits.accepts(id:)) ?? true,
                      vote.url.map({ $0.isWebURL && FavouriteLimits.accepts(url: $0) }) ?? true,
                      seen.insert(vote.imageID).inserted else { continue }
                // To the second, as the file keeps times (a fraction would be lost at the next save).
                let created = min(max(vote.created, createdRange.lowerBound), createdRange.upperBound)
                vote.created = Date(timeIntervalSinceReferenceDate: created.timeIntervalSinceReferenceDate.rounded(.down))
                votes.append(vote)
            }
            dropped += entries.count - votes.count
            return votes
        }

        /// Picture ids that can be used, within the cap on changes, which the doubtful pictures of
        /// every account share (as `encode` keeps them).
        mutating func pictures(_ entries: [String]) -> Set<String> {
            var pictures = Set<String>()
            for picture in entries where pictures.count < doubts && FavouriteLimits.accepts(id: picture) {
                pictures.insert(picture)
            }
            doubts -= pictures.count
            dropped += entries.count - pictures.count
            return pictures
        }

        mutating func operations(_ entries: [VoteOperation?]) -> [VoteOperation] {
            var operations: [VoteOperation] = []
            for case let operation? in entries {
                guard operationIDs.count < FavouriteLimits.maximumOperations, (1..<operationIDBound).contains(operation.id),
                      FavouriteLimits.accepts(id: operation.imageID), operation.remoteID.map(FavouriteLimits.accepts(id:)) ?? true,
                      operationIDs.insert(operation.id).inserted else { continue }
                largestOperationID = max(largestOperationID, operation.id)
                operations.append(operation)
            }
            dropped += entries.count - operations.count
            return operations
        }
    }

    private struct Stored: Encodable {
        let format: String
        let account: TheCatAPIAccount?
        let accountAccepted: Bool
        let votes: [Vote]
        let operations: [VoteOperation]
        let nextOperation: Int
        let otherAccounts: [VotesShelf]
        let doubtful: [String]
    }

    /// Every field may be missing or of the wrong type; an entry that cannot be read is nil.
    private struct Lenient: Decodable {
        let account: TheCatAPIAccount?
        let accountAccepted: Bool?
        let votes: [Vote?]
        let operations: [VoteOperation?]
        let nextOperation: Int?
        let otherAccounts: [LenientShelf?]
        let doubtful: [String]

        enum CodingKeys: String, CodingKey { case account, accountAccepted, votes, operations, nextOperation, otherAccounts, doubtful }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            account = try? container.decodeIfPresent(TheCatAPIAccount.self, forKey: .account)
            accountAccepted = try? container.decodeIfPresent(Bool.self, forKey: .accountAccepted)
            votes = ((try? container.decodeIfPresent([Entry<Vote>].self, forKey: .votes)) ?? []).map(\.value)
            operations = ((try? container.decodeIfPresent([Entry<VoteOperation>].self, forKey: .operations)) ?? []).map(\.value)
            nextOperation = try? container.decodeIfPresent(Int.self, forKey: .nextOperation)
            otherAccounts = ((try? container.decodeIfPresent([Entry<LenientShelf>].self, forKey: .otherAccounts)) ?? []).map(\.value)
            doubtful = ((try? container.decodeIfPresent([Entry<String>].self, forKey: .doubtful)) ?? []).compactMap(\.value)
        }
    }

    private struct LenientShelf: Decodable {
        let account: TheCatAPIAccount?
        let votes: [Vote?]
        let operations: [VoteOperation?]
        let doubtful: [String]

        enum CodingKeys: String, CodingKey { case account, votes, operations, doubtful }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            account = try? container.decodeIfPresent(TheCatAPIAccount.self, forKey: .account)
            votes = ((try? container.decodeIfPresent([Entry<Vote>].self, forKey: .votes)) ?? []).map(\.value)
            operations = ((try? container.decodeIfPresent([Entry<VoteOperation>].self, forKey: .operations)) ?? []).map(\.value)
            doubtful = ((try? container.decodeIfPresent([Entry<String>].self, forKey: .doubtful)) ?? []).compactMap(\.value)
        }
    }

    /// One element of a list, whatever it holds: decoding it never fails.
    private struct Entry<Value: Decodable>: Decodable {
        let value: Value?
        init(from decoder: any Decoder) {
            value = try? Value(from: decoder)
        }
    }
}
