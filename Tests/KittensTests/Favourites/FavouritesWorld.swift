import Foundation
import Kittens
import KittensSupport
import MVITesting
import Outbox

/// The favourites store's world for `StorePropertyCheck`: a server as hostile as TheCatAPI and
/// what stands between it and the user (`InMemoryFavouritesServer`), a file whose writes can
/// fail (`InMemoryFavouritesWriter`), and what the user last chose for each picture, kept apart
/// from the store's state, as the user would.
///
/// The user has one account the server accepts (`account`) and, until first using it, may type
/// a key the server refuses (`FavouritesFixtures.mistypedAccount`): what they choose before the
/// server accepts a key is theirs under the accepted one.
@MainActor
final class FavouritesWorld {
    static let account = FavouritesFixtures.account
    static let pictures = ["a", "b", "c"]

    let server = InMemoryFavouritesServer()
    let file = InMemoryFavouritesWriter()
    private(set) var writes: FavouritesWrites
    /// What the user last chose, by picture; a picture whose change the server refused for good
    /// (400, which the user is told of) is left out until the user chooses again once that
    /// answer arrived (or was lost): `undetermined`.
    private(set) var chosen: [String: Bool] = [:]
    private var undetermined: Set<String> = []
    /// Whether the user set the key the server accepts yet.
    private(set) var usedAcceptedKey = false
    /// Favourites made elsewhere so far (`seedElsewhere`).
    private var elsewhere = 0

    init() {
        writes = FavouritesWrites(file)
        server.refuse(FavouritesFixtures.mistypedAccount)
        let file = file
        server.watchFile { kind, id in file.everKept(kind, id) }
    }

    /// The store of a start: over what the file kept, with no key known yet. When the last
    /// write failed, what the user chose since the file last took a write is lost with the run
    /// (the user was told), and the user sees what the file kept.
    func makeStore() -> TestStore<FavouritesExecutor, FavouritesReducer> {
        writes.flush()
        writes = FavouritesWrites(file)
        if file.lastWriteFailed {
            let kept = Set((file.persisted?.favourites ?? []).map(\.imageID))
            for picture in chosen.keys { chosen[picture] = kept.contains(picture) }
        }
        return TestStore(
            initialState: FavouritesState(persisted: file.persisted ?? PersistedFavourites()),
            executor: FavouritesExecutor(server: server, writes: writes, now: { FavouritesFixtures.created }, wait: { _ in }),
            reducer: FavouritesReducer())
    }

    /// The server and the file work again; how the server lists stays as it is.
    func heal() {
        server.heal()
        file.heal()
    }

    /// Another client favourites `count` pictures, so that listings take more than one page.
    func seedElsewhere(_ count: Int) {
        server.seed((0..<count).map { "e\(elsewhere + $0)" })
        elsewhere += count
    }

    func intent(_ random: inout PropertyRandom) -> FavouritesIntent? {
        let picture = random.element(of: Self.pictures) ?? "a"
        switch random.int(in: 0...99) {
        case 0..<40: return .toggle(imageID: picture, url: FavouritesFixtures.url(picture))
        case 40..<52: return .undoRemoval
        case 52..<62: return .sync
        case 62..<78: return .accountChanged(Self.account)
        case 78..<86: return .accountChanged(usedAcceptedKey ? Self.account : FavouritesFixtures.mistypedAccount)
        default: return .accountChanged(nil)
        }
    }

    /// Keeps what the user chose with `intent`, as the window shows it before the store acts,
    /// and, for a new key, makes the server's requests with it first (as the app's data
    /// source does); returns `intent`, to send.
    func sends(_ intent: FavouritesIntent, in state: FavouritesState) -> FavouritesIntent {
        let picture: String? = switch intent {
        case .toggle(let imageID, _), .add(let imageID, _), .remove(let imageID): imageID
        case .undoRemoval: state.lastRemoval?.favourite.imageID
        case .sync, .accountChanged: nil
        }
        if let picture, undetermined.contains(picture) {
            // A refusal on its way may still take back what the user chooses now.
            guard !state.outbox.contains(where: { $0.imageID == picture && state.sending.contains($0.id) }) else { return intent }
            undetermined.remove(picture)
        }
        switch intent {
        case .toggle(let imageID, _): chosen[imageID] = !state.isFavourite(imageID)
        case .add(let imageID, _): chosen[imageID] = true
        case .remove(let imageID): if state.isFavourite(imageID) { chosen[imageID] = false }
        case .undoRemoval: if let removal = state.lastRemoval, !state.isFavourite(removal.favourite.imageID) { chosen[removal.favourite.imageID] = true }
        case .sync: break
        case .accountChanged(let account):
            server.use(account)
            if account == Self.account { usedAcceptedKey = true }
        }
        return intent
    }

    static func source(of intent: FavouritesIntent) -> String {
        switch intent {
        case .toggle(let imageID, _): ".toggle(imageID: \"\(imageID)\", url: FavouritesFixtures.url(\"\(imageID)\"))"
        case .add(let imageID, _): ".add(imageID: \"\(imageID)\", url: FavouritesFixtures.url(\"\(imageID)\"))"
        case .remove(let imageID): ".remove(imageID: \"\(imageID)\")"
        case .undoRemoval: ".undoRemoval"
        case .sync: ".sync"
        case .accountChanged(let account):
            switch account {
            case nil: ".accountChanged(nil)"
            case Self.account: ".accountChanged(FavouritesWorld.account)"
            default: ".accountChanged(FavouritesFixtures.mistypedAccount)"
            }
        }
    }

    /// What is wrong at any step: a heart not as the user left it, a file that lost a
    /// favourite while its writes succeed, a change sent while the file did not keep it, or an
    /// operation both waiting and dropped.
    func problem(_ state: FavouritesState) -> String? {
        for picture in server.takeRefusedImages() {
            chosen[picture] = nil
            undetermined.insert(picture)
        }
        for (picture, isChosen) in chosen.sorted(by: { $0.key < $1.key }) where state.isFavourite(picture) != isChosen {
            return "\(picture) is \(state.isFavourite(picture) ? "" : "not ")a favourite, but the user chose otherwise"
        }
        writes.flush()
        let kept = Set((file.persisted?.favourites ?? []).map(\.imageID))
        if !file.lastWriteFailed, kept != Set(state.favourites.map(\.imageID)) {
            return "the file keeps \(kept.sorted()), the user sees \(state.favourites.map(\.imageID).sorted())"
        }
        if let sent = server.changesTheFileLacks.first {
            return "\(sent) reached the server, but the file never kept a change that asks for it"
        }
        return HostileOutbox.problem(OutboxQueue(operations: state.outbox, sending: state.sending), maximumPerSubject: 2)
    }

    /// What waits once the world healed and every job ran, before the settling Refresh
    /// (`HostileOutbox.stalled`).
    func stalledProblem(_ state: FavouritesState) -> String? {
        HostileOutbox.stalled(state, acceptedAccount: Self.account)
    }

    /// What is wrong once everything settled with the accepted key and the server reachable:
    /// the server's pictures differ from the user's, a picture is kept twice that no other
    /// client kept twice, changes still wait (here or on another account's shelf), or the store
    /// still says it cannot save.
    func settledProblem(_ state: FavouritesState) -> String? {
        let wanted = Set(state.favourites.map(\.imageID))
        if server.imageIDs != wanted { return "the server keeps \(server.imageIDs.sorted()), the user sees \(wanted.sorted())" }
        let usable = server.held.filter { FavouriteLimits.accepts(id: $0.imageID) && !server.duplicatedElsewhere.contains($0.imageID) }
        if usable.count != Set(usable.map(\.imageID)).count { return "the server keeps a picture twice: \(server.held)" }
        if !state.outbox.isEmpty { return "changes still wait: \(state.outbox)" }
        if let problem = state.saveProblem { return "the file was written again, yet the store says it cannot save: \(problem)" }
        if let shelf = state.otherAccounts.first(where: { !$0.outbox.isEmpty }) {
            return "changes wait on the shelf of \(shelf.account), where nothing sends them: \(shelf.outbox)"
        }
        return nil
    }
}
