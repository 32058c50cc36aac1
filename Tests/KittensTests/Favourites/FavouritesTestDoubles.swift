import Foundation
import Kittens
import KittensSupport
import Locking

/// A server the store tests never reach: their jobs are completed by the test.
struct UnansweredFavouritesServer: FavouritesServer {
    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure> { .failure(FavouritesRequestFailure(.unreachable)) }
    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure> { .failure(FavouritesRequestFailure(.unreachable)) }
    func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure> { .failure(FavouritesRequestFailure(.unreachable)) }
}

/// TheCatAPI's favourites of one account, in memory, as documented: pages of at most 100 with
/// the total in `Pagination-Count`, a picture favourited twice is "already there", a removal of
/// an id it does not have is a 404 (success to the caller). Requests fail on command.
final class InMemoryFavouritesServer: FavouritesServer {
    struct Held: Equatable {
        var remoteID: String
        var imageID: String
    }

    private struct Contents {
        var held: [Held] = []
        var nextID = 100
        var failures: [FavouritesRequestFailure] = []
        var requests: [String] = []
    }

    private let contents = Locked(Contents())

    /// The favourites it keeps, oldest first.
    var held: [Held] { contents.withLock { $0.held } }
    /// The pictures it keeps as favourites.
    var imageIDs: Set<String> { Set(held.map(\.imageID)) }
    /// Every request, as `GET page`, `POST image`, `DELETE id`, in order.
    var requests: [String] { contents.withLock { $0.requests } }

    /// Keeps `imageIDs` as favourites already, with ids from `firstID`.
    func seed(_ imageIDs: [String]) {
        contents.withLock { contents in
            for imageID in imageIDs {
                contents.held.append(Held(remoteID: String(contents.nextID), imageID: imageID))
                contents.nextID += 1
            }
        }
    }

    /// The next requests fail, one each, with these.
    func failNext(_ failures: FavouritesRequestFailure...) {
        contents.withLock { $0.failures += failures }
    }

    /// No failure waits any more.
    func heal() {
        contents.withLock { $0.failures = [] }
    }

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("GET \(page)")
            if !contents.failures.isEmpty { return .failure(contents.failures.removeFirst()) }
            let limit = min(max(limit, 1), 100)
            let entries = contents.held.dropFirst(page * limit).prefix(limit).map { held in
                RemoteFavourite(remoteID: held.remoteID, imageID: held.imageID, url: FavouritesFixtures.url(held.imageID), created: FavouritesFixtures.created)
            }
            return .success(FavouritesPage(favourites: Array(entries), totalCount: contents.held.count))
        }
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("POST \(imageID)")
            if !contents.failures.isEmpty { return .failure(contents.failures.removeFirst()) }
            guard !contents.held.contains(where: { $0.imageID == imageID }) else { return .success(.alreadyThere) }
            let remoteID = String(contents.nextID)
            contents.nextID += 1
            contents.held.append(Held(remoteID: remoteID, imageID: imageID))
            return .success(.created(remoteID: remoteID))
        }
    }

    func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure> {
        contents.withLock { contents in
            contents.requests.append("DELETE \(remoteID)")
            if !contents.failures.isEmpty { return .failure(contents.failures.removeFirst()) }
            contents.held.removeAll { $0.remoteID == remoteID }
            return .success(())
        }
    }
}

/// A favourites file in memory: what was written last.
final class InMemoryFavouritesWriter: FavouritesWriter {
    private let written = Locked<PersistedFavourites?>(nil)

    /// What the file holds now; nil before the first write.
    var persisted: PersistedFavourites? { written.withLock { $0 } }

    func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {
        written.withLock { $0 = favourites }
    }
}

enum FavouritesFixtures {
    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    static func url(_ imageID: String) -> URL {
        URL(string: "https://cdn2.thecatapi.com/images/\(imageID).jpg")!
    }

    static func favourite(_ imageID: String, remoteID: String? = nil) -> Favourite {
        Favourite(imageID: imageID, url: url(imageID), remoteID: remoteID, created: created)
    }

    static let account = FavouritesAccount(server: "https://api.thecatapi.com/v1", subID: "kittens-0000000000000001", keyFingerprint: "f1")
    static let otherAccount = FavouritesAccount(server: "https://api.thecatapi.com/v1", subID: "kittens-0000000000000001", keyFingerprint: "f2")
}
