import Foundation
import Kittens
import KittensSupport
import Locking

/// TheCatAPI's votes, in memory, as it behaves: pages of at most 100 with the total in
/// `Pagination-Count`, written as JSON and read by the app's own parser; a cast always makes a
/// new vote (a picture may hold several), a withdrawal of an id it does not have is a 404. On
/// command it is as hostile as the real one: one-off failures (every 4xx and 5xx, 429 with
/// `Retry-After`, time-outs), a cast made whose answer is lost, `200 []`, a count that changes
/// between pages, a vote withdrawn elsewhere between pages, no count, votes of one second
/// listed newest first, entries no client can use, keys it refuses (401).
final class InMemoryVotesServer: VotesServer {
    struct Held: Equatable {
        var remoteID: String
        var imageID: String
        var value: VoteValue
    }

    /// What the next request meets, once.
    enum OneOff: Equatable {
        case failure(AccountRequestFailure)
        /// A cast is made, but its answer is lost (a time-out).
        case madeButLost
        /// A listing is answered `200 []` (once in a row).
        case emptyPage
        /// The count of the pages after the first is one more.
        case countChangesAfterFirstPage
        /// Once a listing's first page is answered, another client withdraws one of its votes
        /// that page listed: the pages after it shift by one (TheCatAPI pages by offset).
        case withdrawnElsewhereAfterFirstPage
    }

    private struct Contents {
        var held: [Held] = []
        var nextID = 100
        var answers: [OneOff] = []
        var requests: [String] = []
        var omitsCount = false
        var pageSizeCap: Int?
        var account: TheCatAPIAccount?
        var checksKeys = false
        var refusedAccounts: Set<TheCatAPIAccount> = []
        var refusedImages: [String] = []
        var imageOfRemoteID: [String: String] = [:]
        var countDrift = 0
        var lastListingWasEmptied = false
        var unusableEntries = 0
        var listsNewestFirstInOneSecond = false
        var fileKeeps: @Sendable (String) -> Bool = { _ in true }
        var changesTheFileLacks: [String] = []

        func refusal() -> AccountRequestFailure? {
            guard checksKeys else { return nil }
            guard let account, !refusedAccounts.contains(account) else { return AccountRequestFailure(.httpStatus(401)) }
            return nil
        }

        mutating func nextAnswer() -> OneOff? {
            answers.isEmpty ? nil : answers.removeFirst()
        }

        @discardableResult
        mutating func keep(_ imageID: String, _ value: VoteValue) -> String {
            let remoteID = String(nextID)
            nextID += 1
            held.append(Held(remoteID: remoteID, imageID: imageID, value: value))
            imageOfRemoteID[remoteID] = imageID
            return remoteID
        }
    }

    private let contents = Locked(Contents())

    /// The votes it keeps, oldest first.
    var held: [Held] { contents.withLock { $0.held } }
    /// Each picture's values, in the order voted.
    var valuesByImage: [String: [VoteValue]] { Dictionary(grouping: held, by: \.imageID).mapValues { $0.map(\.value) } }
    /// Every request, as `GET page`, `POST image value`, `DELETE id`, in order.
    var requests: [String] { contents.withLock { $0.requests } }
    /// The casts and withdrawals that reached it although the app's file never kept a change
    /// that asks for them (`watchFile`).
    var changesTheFileLacks: [String] { contents.withLock { $0.changesTheFileLacks } }

    /// `keeps` says, at each cast (of `image value`) and withdrawal (of `withdraw id`), whether
    /// the app's file ever kept a change that asks for it.
    func watchFile(_ keeps: @escaping @Sendable (String) -> Bool) {
        contents.withLock { $0.fileKeeps = keeps }
    }

    /// Keeps these votes already (made elsewhere, or before).
    func seed(_ votes: [(String, VoteValue)]) {
        contents.withLock { contents in
            for (imageID, value) in votes { contents.keep(imageID, value) }
        }
    }

    /// Another client keeps a vote no client can use (listed with an id that is not one).
    func keepUnusableEntry() {
        contents.withLock { $0.unusableEntries += 1 }
    }

    /// Lists without `Pagination-Count` from now on, or with it again.
    func omitCount(_ omits: Bool) {
        contents.withLock { $0.omitsCount = omits }
    }

    var omitsCount: Bool { contents.withLock { $0.omitsCount } }

    /// Answers at most `cap` entries a page from now on, whatever the `limit` asked, and pages
    /// by it (a server or proxy with a smaller cap than ours, which does not say so); nil lifts it.
    func capPageSize(_ cap: Int?) {
        contents.withLock { $0.pageSizeCap = cap }
    }

    var pageSizeCap: Int? { contents.withLock { $0.pageSizeCap } }

    /// Lists the newest vote first, every vote with the same `created_at` (TheCatAPI's times
    /// have whole seconds: votes of one second tie), from now on; or oldest first, each a
    /// second after the one before, again.
    func listNewestFirstInOneSecond(_ lists: Bool) {
        contents.withLock { $0.listsNewestFirstInOneSecond = lists }
    }

    var listsNewestFirstInOneSecond: Bool { contents.withLock { $0.listsNewestFirstInOneSecond } }

    /// Requests carry the key of `account` from now on (nil: none, answered 401).
    func use(_ account: TheCatAPIAccount?) {
        contents.withLock { contents in
            contents.account = account
            contents.checksKeys = true
        }
    }

    /// The key of `account` is refused (401) from now on, or accepted again.
    func refuse(_ account: TheCatAPIAccount, _ refuses: Bool = true) {
        contents.withLock { contents in
            if refuses { contents.refusedAccounts.insert(account) } else { contents.refusedAccounts.remove(account) }
        }
    }

    /// The next requests meet these, one each.
    func answerNext(_ answers: OneOff...) {
        contents.withLock { $0.answers += answers }
    }

    /// No one-off answer waits any more.
    func heal() {
        contents.withLock { $0.answers = [] }
    }

    /// The pictures whose change the server refused for good (400) since the last call.
    func takeRefusedImages() -> [String] {
        contents.withLock { contents in
            defer { contents.refusedImages = [] }
            return contents.refusedImages
        }
    }

    func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("GET \(page)")
            if let refusal = contents.refusal() { return .failure(refusal) }
            if page == 0 { contents.countDrift = 0 }
            var withdrawsElsewhere = false
            let wasEmptied = contents.lastListingWasEmptied
            contents.lastListingWasEmptied = false
            switch contents.nextAnswer() {
            case .failure(let failure)?: return .failure(failure)
            case .emptyPage? where !wasEmptied:
                contents.lastListingWasEmptied = true
                return .success(VotesPage(records: [], totalCount: contents.omitsCount ? nil : 0))
            case .countChangesAfterFirstPage?: contents.countDrift = 1
            case .withdrawnElsewhereAfterFirstPage? where page == 0: withdrawsElsewhere = true
            case .emptyPage?, .madeButLost?, .withdrawnElsewhereAfterFirstPage?, nil: break
            }
            let limit = min(max(limit, 1), 100, contents.pageSizeCap ?? .max)
            let inOneSecond = contents.listsNewestFirstInOneSecond
            let listed = inOneSecond ? contents.held.reversed() : contents.held
            let all = listed.map { Self.entry($0, inOneSecond: inOneSecond) } + Array(repeating: Self.unusableEntry, count: contents.unusableEntries)
            let entries = all.dropFirst(page * limit).prefix(limit)
            let count = contents.omitsCount ? nil : all.count + (page > 0 ? contents.countDrift : 0)
            if withdrawsElsewhere, let elsewhere = listed.prefix(limit).first(where: { $0.imageID.hasPrefix("e") }) {
                contents.held.removeAll { $0.remoteID == elsewhere.remoteID }
            }
            do throws(ListingLoadError) {
                return .success(try VotesAnswerParser.parsePage(Data("[\(entries.joined(separator: ","))]".utf8), totalCount: count))
            } catch {
                return .failure(AccountRequestFailure(error))
            }
        }
    }

    func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("POST \(imageID) \(value)")
            if !contents.fileKeeps("\(imageID) \(value)") { contents.changesTheFileLacks.append("POST \(imageID) \(value)") }
            if let refusal = contents.refusal() { return .failure(refusal) }
            switch contents.nextAnswer() {
            case .failure(let failure)?:
                if failure.error == .httpStatus(400) { contents.refusedImages.append(imageID) }
                return .failure(failure)
            case .madeButLost?:
                contents.keep(imageID, value)
                return .failure(AccountRequestFailure(.timeout))
            case .emptyPage?, .countChangesAfterFirstPage?, .withdrawnElsewhereAfterFirstPage?, nil:
                return .success(contents.keep(imageID, value))
            }
        }
    }

    func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("DELETE \(remoteID)")
            if !contents.fileKeeps("withdraw \(remoteID)") { contents.changesTheFileLacks.append("DELETE \(remoteID)") }
            if let refusal = contents.refusal() { return .failure(refusal) }
            switch contents.nextAnswer() {
            case .failure(let failure)?:
                if failure.error == .httpStatus(400), let imageID = contents.imageOfRemoteID[remoteID] { contents.refusedImages.append(imageID) }
                return .failure(failure)
            case .madeButLost?:
                contents.held.removeAll { $0.remoteID == remoteID }
                return .failure(AccountRequestFailure(.timeout))
            case .emptyPage?, .countChangesAfterFirstPage?, .withdrawnElsewhereAfterFirstPage?, nil:
                guard contents.held.contains(where: { $0.remoteID == remoteID }) else { return .failure(AccountRequestFailure(.httpStatus(404))) }
                contents.held.removeAll { $0.remoteID == remoteID }
                return .success(())
            }
        }
    }

    /// A vote as TheCatAPI lists it; its time follows its id, so later votes are newer, or is
    /// the same second for every vote.
    private static func entry(_ vote: Held, inOneSecond: Bool) -> String {
        let seconds = 1_700_000_000 + (inOneSecond ? 0 : Int(vote.remoteID) ?? 0)
        let created = Date(timeIntervalSince1970: TimeInterval(seconds)).ISO8601Format()
        return #"{"id":\#(vote.remoteID),"image_id":"\#(vote.imageID)","sub_id":"kittens-0000000000000001","value":\#(vote.value.serverValue),"created_at":"\#(created)"}"#
    }

    private static let unusableEntry = #"{"id":1,"image_id":"not an id at all, far too long to be one: \#(String(repeating: "x", count: 80))","value":1}"#
}

/// A votes file in memory: what was written last. Writes fail on command, as a full disk
/// (`ENOSPC`) or a file size limit (`EFBIG`) make them fail; the file keeps what it had.
final class InMemoryVotesWriter: OutboxWriter {
    private struct Contents {
        var persisted: PersistedVotes?
        var failing: Int32?
        var lastWriteFailed = false
        var keptChanges: Set<String> = []
    }

    private let contents = Locked(Contents())

    var persisted: PersistedVotes? { contents.withLock { $0.persisted } }
    var lastWriteFailed: Bool { contents.withLock { $0.lastWriteFailed } }

    /// Whether a write that succeeded ever kept a change that asks for `change` (`image value`
    /// for a cast, `withdraw id` for a withdrawal).
    func everKept(_ change: String) -> Bool {
        contents.withLock { $0.keptChanges.contains(change) }
    }

    func failWrites(_ errno: Int32) {
        contents.withLock { $0.failing = errno }
    }

    func heal() {
        contents.withLock { $0.failing = nil }
    }

    func write(_ votes: PersistedVotes) throws(FileWriteFailure) {
        let failing: Int32? = contents.withLock { contents in
            contents.lastWriteFailed = contents.failing != nil
            if contents.failing == nil {
                contents.persisted = votes
                for operation in votes.operations + votes.otherAccounts.flatMap(\.operations) {
                    switch operation.kind {
                    case .cast(let value): contents.keptChanges.insert("\(operation.imageID) \(value)")
                    case .withdraw: if let remoteID = operation.remoteID { contents.keptChanges.insert("withdraw \(remoteID)") }
                    }
                }
            }
            return contents.failing
        }
        if let failing { throw FileWriteFailure(step: .write, errno: failing) }
    }
}
