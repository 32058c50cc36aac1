import Foundation
import Kittens
import KittensSupport
import MVITesting
import Outbox

/// The votes store's world for `StorePropertyCheck`, as hostile as favourites' (the generic
/// outbox makes it one world, `HostileOutboxWorld`): a server as TheCatAPI behaves and worse
/// (`InMemoryVotesServer`: every failure class, casts made whose answer is lost, `200 []`, a
/// moving count, no count, unusable entries, votes of one
/// second listed newest first, pages shifted by a vote withdrawn elsewhere), a file whose writes fail (`InMemoryVotesWriter`),
/// keys mistyped, refused, removed and set again, and what the user last chose for each
/// picture, kept apart from the store's state, as the user would.
@MainActor
final class VotesWorld {
    static let account = VotesFixtures.account
    static let pictures = ["a", "b", "c"]

    let server = InMemoryVotesServer()
    let file = InMemoryVotesWriter()
    private(set) var writes: VotesWrites
    /// What the user last chose, by picture: a value, or no vote (nil). A picture whose change
    /// the server refused for good (400, which the user is told of) is left out until the user
    /// chooses again once that answer arrived: `undetermined`.
    private(set) var chosen: [String: VoteValue?] = [:]
    private var undetermined: Set<String> = []
    /// Whether the user set the key the server accepts yet.
    private(set) var usedAcceptedKey = false
    /// Votes made elsewhere so far (`seedElsewhere`).
    private var elsewhere = 0

    init() {
        writes = VotesWrites(file)
        server.refuse(VotesFixtures.mistypedAccount)
        let file = file
        server.watchFile { change in file.everKept(change) }
    }

    /// The store of a start: over what the file kept, with no key known yet. When the last
    /// write failed, what the user chose since the file last took a write is lost with the run.
    func makeStore() -> TestStore<VotesExecutor, VotesReducer> {
        writes.flush()
        writes = VotesWrites(file)
        if file.lastWriteFailed {
            let kept = Dictionary(uniqueKeysWithValues: (file.persisted?.votes ?? []).map { ($0.imageID, $0.value) })
            for picture in chosen.keys { chosen[picture] = .some(kept[picture]) }
        }
        return TestStore(
            initialState: VotesState(persisted: file.persisted ?? PersistedVotes()),
            executor: VotesExecutor(server: server, writes: writes, now: { VotesFixtures.created }, wait: { _ in }),
            reducer: VotesReducer())
    }

    /// The server and the file work again; how the server lists stays as it is.
    func heal() {
        server.heal()
        file.heal()
    }

    /// Another client votes on `count` pictures, so that listings take more than one page.
    func seedElsewhere(_ count: Int) {
        server.seed((0..<count).map { ("e\(elsewhere + $0)", .up) })
        elsewhere += count
    }

    func intent(_ random: inout PropertyRandom) -> VotesIntent? {
        let picture = random.element(of: Self.pictures) ?? "a"
        switch random.int(in: 0...99) {
        case 0..<22: return .cast(VotesFixtures.picture(picture), .up)
        case 22..<40: return .cast(VotesFixtures.picture(picture), .down)
        case 40..<52: return .withdraw(imageID: picture)
        case 52..<58: return .change(imageID: picture, to: random.int(in: 0...1) == 0 ? .up : .down)
        case 58..<66: return .sync
        case 66..<80: return .accountChanged(Self.account)
        case 80..<88: return .accountChanged(usedAcceptedKey ? Self.account : VotesFixtures.mistypedAccount)
        default: return .accountChanged(nil)
        }
    }

    /// Keeps what the user chose with `intent`, as the window shows it before the store acts,
    /// and, for a new key, makes the server's requests with it first (as the app's data source
    /// does); returns `intent`, to send.
    func sends(_ intent: VotesIntent, in state: VotesState) -> VotesIntent {
        let picture: String? = switch intent {
        case .cast(let image, _): image.id
        case .withdraw(let imageID), .change(let imageID, _): imageID
        case .sync, .accountChanged: nil
        }
        if let picture, undetermined.contains(picture) {
            // A refusal on its way may still take back what the user chooses now.
            guard !state.waitingChanges.contains(where: { $0.imageID == picture && state.sending.contains($0.id) }) else { return intent }
            undetermined.remove(picture)
        }
        switch intent {
        case .cast(let image, let value): chosen[image.id] = .some(value)
        case .withdraw(let imageID): if state.vote(on: imageID) != nil { chosen[imageID] = .some(nil) }
        case .change(let imageID, let value): if state.vote(on: imageID) != nil { chosen[imageID] = .some(value) }
        case .sync: break
        case .accountChanged(let account):
            server.use(account)
            if account == Self.account { usedAcceptedKey = true }
        }
        return intent
    }

    static func source(of intent: VotesIntent) -> String {
        switch intent {
        case .cast(let image, let value): ".cast(VotesFixtures.picture(\"\(image.id)\"), .\(value))"
        case .withdraw(let imageID): ".withdraw(imageID: \"\(imageID)\")"
        case .change(let imageID, let value): ".change(imageID: \"\(imageID)\", to: .\(value))"
        case .sync: ".sync"
        case .accountChanged(let account):
            switch account {
            case nil: ".accountChanged(nil)"
            case Self.account: ".accountChanged(VotesWorld.account)"
            default: ".accountChanged(VotesFixtures.mistypedAccount)"
            }
        }
    }

    /// What is wrong at any step: a vote not as the user left it, a file that lost a vote while
    /// its writes succeed, a change sent while the file did not keep it, or an outbox that
    /// breaks the generic outbox's invariants.
    func problem(_ state: VotesState) -> String? {
        for picture in server.takeRefusedImages() {
            chosen[picture] = nil
            undetermined.insert(picture)
        }
        for (picture, value) in chosen.sorted(by: { $0.key < $1.key }) where state.vote(on: picture)?.value != value {
            return "\(picture) is shown as \(state.vote(on: picture).map { "\($0.value)" } ?? "not rated"), but the user chose \(value.map { "\($0)" } ?? "no vote")"
        }
        writes.flush()
        let kept = (file.persisted?.votes ?? []).map { "\($0.imageID) \($0.value)" }.sorted()
        let shown = state.votes.map { "\($0.imageID) \($0.value)" }.sorted()
        if !file.lastWriteFailed, kept != shown { return "the file keeps \(kept), the user sees \(shown)" }
        if let sent = server.changesTheFileLacks.first {
            return "\(sent) reached the server, but the file never kept a change that asks for it"
        }
        return HostileOutbox.problem(state.ledger.queue, maximumPerSubject: 3 + FavouriteLimits.maximumMoreRemoteIDs)
    }

    /// What waits once the world healed and every job ran, before the settling Refresh
    /// (`HostileOutbox.stalled`).
    func stalledProblem(_ state: VotesState) -> String? {
        HostileOutbox.stalled(state, acceptedAccount: Self.account)
    }

    /// What is wrong once everything settled with the accepted key and the server reachable:
    /// the server holds other votes than the user sees, a picture twice, changes still wait
    /// (here or on another account's shelf), or the store still says it cannot save.
    func settledProblem(_ state: VotesState) -> String? {
        let held = server.valuesByImage.filter { FavouriteLimits.accepts(id: $0.key) }
        let shown = Dictionary(uniqueKeysWithValues: state.votes.map { ($0.imageID, [$0.value]) })
        if held != shown {
            let differ = Set(held.keys).union(shown.keys).filter { held[$0] != shown[$0] }.sorted()
            return "the server and the user differ on \(differ.map { "\($0): server \(held[$0] ?? []), user \(shown[$0] ?? [])" })"
        }
        if !state.waitingChanges.isEmpty { return "changes still wait: \(state.waitingChanges)" }
        if let problem = state.saveProblem { return "the file was written again, yet the store says it cannot save: \(problem)" }
        if let shelf = state.otherAccounts.first(where: { !$0.operations.isEmpty }) {
            return "changes wait on the shelf of \(shelf.account), where nothing sends them: \(shelf.operations)"
        }
        return nil
    }
}

/// What the votes world does between the store's steps: every class of answer TheCatAPI,
/// proxies, CDNs and disks give (`HostileOutbox`), and the votes server's quirks.
extension VotesWorld: HostileOutboxWorld {
    func failNextRequest(_ failure: AccountRequestFailure) {
        server.answerNext(.failure(failure))
    }

    func failWrites(_ errno: Int32) {
        file.failWrites(errno)
    }

    func healFile() {
        file.heal()
    }

    static func event(_ random: inout PropertyRandom) -> PropertyEvent<VotesWorld>? {
        switch random.int(in: 0...18) {
        case 0...5:
            return HostileOutbox.requestFailure(&random)
        case 6:
            return PropertyEvent("world.server.answerNext(.emptyPage)") { $0.server.answerNext(.emptyPage) }
        case 7:
            return PropertyEvent("world.server.answerNext(.countChangesAfterFirstPage)") { $0.server.answerNext(.countChangesAfterFirstPage) }
        case 8, 9:
            return PropertyEvent("world.server.answerNext(.madeButLost)") { $0.server.answerNext(.madeButLost) }
        case 10:
            return PropertyEvent("world.server.keepUnusableEntry()") { $0.server.keepUnusableEntry() }
        case 11:
            return PropertyEvent("world.seedElsewhere(99)") { world in
                if world.server.held.count < 300 { world.seedElsewhere(99) }
            }
        case 12:
            return PropertyEvent("world.server.toggleCount()") { $0.server.omitCount(!$0.server.omitsCount) }
        case 13:
            return HostileOutbox.fileFails(EFBIG, "EFBIG")
        case 14:
            return HostileOutbox.fileFails(ENOSPC, "ENOSPC")
        case 16:
            return PropertyEvent("world.server.answerNext(.withdrawnElsewhereAfterFirstPage)") {
                $0.server.answerNext(.withdrawnElsewhereAfterFirstPage)
            }
        case 15:
            return PropertyEvent("world.server.listNewestFirstInOneSecond(!world.server.listsNewestFirstInOneSecond)") {
                $0.server.listNewestFirstInOneSecond(!$0.server.listsNewestFirstInOneSecond)
            }
        case 17:
            return PropertyEvent("world.server.capPageSize(world.server.pageSizeCap == nil ? 25 : nil)") {
                $0.server.capPageSize($0.server.pageSizeCap == nil ? 25 : nil)
            }
        default:
            return HostileOutbox.fileHeals()
        }
    }
}
