import Foundation
import Kittens
import KittensSupport
import Locking

/// A server the store tests never reach: their jobs are completed by the test.
struct UnansweredFavouritesServer: FavouritesServer {
    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
}

/// TheCatAPI's favourites, in memory, as it behaves: pages of at most 100 with the total in
/// `Pagination-Count`, written as JSON and read by the app's own parser, a picture favourited
/// twice is "already there", a removal of an id it does not have is a 404 (a failure to the
/// store, as from the app's data source). On command it is
/// as hostile as the real one: entries no client can use, a picture kept twice (another client
/// added it again), no count header, keys it refuses (401), and one-off answers
/// (`FavouritesOneOffAnswer`): every 4xx and 5xx, 429 with `Retry-After`, time-outs, `200 []`,
/// a count that changes between pages, a favourite removed elsewhere between pages, "already
/// there" for a picture it does not keep.
final class InMemoryFavouritesServer: FavouritesServer {
    struct Held: Equatable {
        var remoteID: String
        var imageID: String
    }

    fileprivate struct Contents {
        var held: [Held] = []
        var nextID = 100
        var answers: [FavouritesOneOffAnswer] = []
        var requests: [String] = []
        var quirks = FavouritesListingQuirks()
        var account: TheCatAPIAccount?
        /// Whether a key was given (`use`): until then, every request is answered.
        var checksKeys = false
        var refusedAccounts: Set<TheCatAPIAccount> = []
        var duplicatedElsewhere: Set<String> = []
        var refusedImages: [String] = []
        var imageOfRemoteID: [String: String] = [:]
        var countDrift = 0
        /// The last listing was answered `200 []` on command: the next is answered truly.
        var lastListingWasEmptied = false
        var fileKeeps: @Sendable (FavouriteOperation.Kind, String) -> Bool = { _, _ in true }
        var changesTheFileLacks: [String] = []
    }

    private let contents = Locked(Contents())

    /// The favourites it keeps, oldest first, those no client can use too.
    var held: [Held] { contents.withLock { $0.held } }
    /// The pictures it keeps as favourites that a client can use.
    var imageIDs: Set<String> { Set(held.map(\.imageID).filter(FavouriteLimits.accepts(id:))) }
    /// Every request, as `GET page`, `POST image`, `DELETE id`, in order.
    var requests: [String] { contents.withLock { $0.requests } }
    /// Pictures another client favourited again, so that the server keeps them twice.
    var duplicatedElsewhere: Set<String> { contents.withLock { $0.duplicatedElsewhere } }
    /// The adds and removals that reached it although the app's file never kept a change that
    /// asks for them (`watchFile`).
    var changesTheFileLacks: [String] { contents.withLock { $0.changesTheFileLacks } }

    /// `keeps` says, at each add (of an image id) and removal (of a server id), whether the
    /// app's file ever kept a change that asks for it.
    func watchFile(_ keeps: @escaping @Sendable (FavouriteOperation.Kind, String) -> Bool) {
        contents.withLock { $0.fileKeeps = keeps }
    }

    /// How it lists favourites now.
    var quirks: FavouritesListingQuirks {
        get { contents.withLock { $0.quirks } }
        set { contents.withLock { $0.quirks = newValue } }
    }

    /// Keeps `imageIDs` as favourites already, with ids from `firstID`.
    func seed(_ imageIDs: [String]) {
        contents.withLock { contents in
            for imageID in imageIDs { contents.keep(imageID) }
        }
    }

    /// Another client favourites `imageID` again, when the server keeps it: it is listed twice.
    func duplicate(_ imageID: String) {
        contents.withLock { contents in
            guard contents.held.contains(where: { $0.imageID == imageID }) else { return }
            contents.keep(imageID)
            contents.duplicatedElsewhere.insert(imageID)
        }
    }

    /// Another client keeps a favourite of a picture no client can use (an id that is not one).
    func keepUnusableEntry() {
        contents.withLock { _ = $0.keep(FavouritesPageJSON.unusableImageID) }
    }

    /// Requests are made with the key of `account` from now on (nil: no key, answered 401), as
    /// the app's data source swaps keys; the accounts of `refuse` are answered 401 too.
    func use(_ account: TheCatAPIAccount?) {
        contents.withLock { contents in
            contents.account = account
            contents.checksKeys = true
        }
    }

    /// The key of `account` is refused (401) from now on.
    func refuse(_ account: TheCatAPIAccount) {
        contents.withLock { _ = $0.refusedAccounts.insert(account) }
    }

    /// The next requests fail, one each, with these.
    func failNext(_ failures: AccountRequestFailure...) {
        contents.withLock { $0.answers += failures.map(FavouritesOneOffAnswer.failure) }
    }

    /// The next requests are answered so, one each.
    func answerNext(_ answers: FavouritesOneOffAnswer...) {
        contents.withLock { $0.answers += answers }
    }

    /// No one-off answer waits any more (how the server lists stays as it is).
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

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("GET \(page)")
            if let refusal = contents.refusal() { return .failure(refusal) }
            if page == 0 { contents.countDrift = 0 }
            var removesElsewhere = false
            let wasEmptied = contents.lastListingWasEmptied
            contents.lastListingWasEmptied = false
            switch contents.answers.isEmpty ? nil : contents.answers.removeFirst() {
            case .failure(let failure)?: return .failure(failure)
            case .emptyPage? where !wasEmptied:
                contents.lastListingWasEmptied = true
                return .success(FavouritesPage(records: [], totalCount: contents.quirks.omitsCount ? nil : 0))
            case .emptyPage?: break
            case .countChangesAfterFirstPage?: contents.countDrift = 1
            case .removedElsewhereAfterFirstPage? where page == 0: removesElsewhere = true
            case .removedElsewhereAfterFirstPage?, .alreadyThereWithoutKeeping?, nil: break
            }
            let limit = min(max(limit, 1), 100, contents.quirks.pageSizeCap ?? .max)
            var order = contents.held
            if contents.quirks.ordersTiesDifferentlyPerPage, page > 0, page * limit < order.count {
                order.swapAt(page * limit - 1, page * limit)
            }
            let entries = Array(order.dropFirst(page * limit).prefix(limit))
            let count = contents.quirks.omitsCount ? nil : contents.held.count + (page > 0 ? contents.countDrift : 0)
            if removesElsewhere, let index = entries.firstIndex(where: { $0.imageID.hasPrefix("e") }) {
                contents.held.remove(at: index)
            }
            do throws(ListingLoadError) {
                return .success(try FavouritesAnswerParser.parsePage(FavouritesPageJSON.render(entries), totalCount: count))
            } catch {
                return .failure(AccountRequestFailure(error))
            }
        }
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("POST \(imageID)")
            if !contents.fileKeeps(.add, imageID) { contents.changesTheFileLacks.append("POST \(imageID)") }
            if let refusal = contents.refusal() { return .failure(refusal) }
            switch contents.answers.isEmpty ? nil : contents.answers.removeFirst() {
            case .failure(let failure)?:
                if failure.error == .httpStatus(400) { contents.refusedImages.append(imageID) }
                return .failure(failure)
            case .alreadyThereWithoutKeeping?: return .success(.alreadyThere)
            case .emptyPage?, .countChangesAfterFirstPage?, .removedElsewhereAfterFirstPage?, nil: break
            }
            guard !contents.held.contains(where: { $0.imageID == imageID }) else { return .success(.alreadyThere) }
            return .success(.created(remoteID: contents.keep(imageID)))
        }
    }

    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("DELETE \(remoteID)")
            if !contents.fileKeeps(.remove, remoteID) { contents.changesTheFileLacks.append("DELETE \(remoteID)") }
            if let refusal = contents.refusal() { return .failure(refusal) }
            if case .failure(let failure)? = contents.answers.isEmpty ? nil : contents.answers.removeFirst() {
                if failure.error == .httpStatus(400), let imageID = contents.imageOfRemoteID[remoteID] { contents.refusedImages.append(imageID) }
                return .failure(failure)
            }
            guard contents.held.contains(where: { $0.remoteID == remoteID }) else { return .failure(AccountRequestFailure(.httpStatus(404))) }
            contents.held.removeAll { $0.remoteID == remoteID }
            return .success(())
        }
    }
}

extension InMemoryFavouritesServer.Contents {
    /// The 401 of a request made with a key the server refuses, or with none.
    func refusal() -> AccountRequestFailure? {
        guard checksKeys else { return nil }
        guard let account, !refusedAccounts.contains(account) else { return AccountRequestFailure(.httpStatus(401)) }
        return nil
    }

    /// Keeps `imageID` under a new id, which it returns.
    @discardableResult
    mutating func keep(_ imageID: String) -> String {
        let remoteID = String(nextID)
        nextID += 1
        held.append(InMemoryFavouritesServer.Held(remoteID: remoteID, imageID: imageID))
        imageOfRemoteID[remoteID] = imageID
        return remoteID
    }
}
