import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import XCTest

/// The favourites store under random interleavings (`StorePropertyCheck`): the user's changes,
/// answers late, out of order, failing for now or never arriving, a key refused, the key
/// removed and set again, and restarts from the file. `KITTENS_PROPERTY_CASES=10000` soaks it
/// (CI's fuzz stage does).
final class FavouritesPropertyTests: XCTestCase {
    @MainActor func testFavouritesConvergeOnWhatTheUserLastChose() async {
        let check = StorePropertyCheck(
            configuration: StorePropertyConfiguration(cases: 150, steps: 40, seed: 2026),
            makeWorld: { FavouritesWorld() },
            makeStore: { world in world.makeStore() },
            intent: { random, _, state in FavouritesWorld.intent(&random, state) },
            observe: { world, intent, state in world.userSends(intent, in: state) },
            event: { random, _ in FavouritesWorld.event(&random) },
            invariant: { world, state in world.problem(state) },
            settle: { world in
                world.server.heal()
                return [.accountChanged(FavouritesWorld.account), .sync]
            },
            settledInvariant: { world, state in world.problem(state) ?? world.settledProblem(state) },
            source: .init(
                world: "FavouritesWorld()", store: "world.makeStore()",
                settle: "world.server.heal()",
                invariant: "world.problem(store.state) ?? world.settledProblem(store.state)",
                intent: FavouritesWorld.source(of:)))
        await check.check()
    }
}

/// The favourites store's world: a server as TheCatAPI documents, the file, and what the user
/// last chose for each picture (kept apart from the store's state, as the user would).
@MainActor
final class FavouritesWorld {
    static let account = FavouritesFixtures.account
    static let pictures = ["a", "b", "c"]

    let server = InMemoryFavouritesServer()
    let file = InMemoryFavouritesWriter()
    private(set) var writes: FavouritesWrites
    /// What the user last chose, by picture.
    private(set) var chosen: [String: Bool] = [:]

    init() {
        writes = FavouritesWrites(file)
    }

    /// The store of a start: over what the file kept, with no key known yet.
    func makeStore() -> TestStore<FavouritesExecutor, FavouritesReducer> {
        writes.flush()
        writes = FavouritesWrites(file)
        return TestStore(
            initialState: FavouritesState(persisted: file.persisted ?? PersistedFavourites()),
            executor: FavouritesExecutor(server: server, writes: writes, now: { FavouritesFixtures.created }, wait: { _ in }),
            reducer: FavouritesReducer())
    }

    static func intent(_ random: inout PropertyRandom, _ state: FavouritesState) -> FavouritesIntent? {
        let picture = random.element(of: pictures) ?? "a"
        switch random.int(in: 0...99) {
        case 0..<40: return .toggle(imageID: picture, url: FavouritesFixtures.url(picture))
        case 40..<55: return .undoRemoval
        case 55..<65: return .sync
        case 65..<85: return .accountChanged(account)
        default: return .accountChanged(nil)
        }
    }

    /// Keeps what the user chose with `intent`, as the window shows it before the store acts.
    func userSends(_ intent: FavouritesIntent, in state: FavouritesState) {
        switch intent {
        case .toggle(let imageID, _): chosen[imageID] = !state.isFavourite(imageID)
        case .add(let imageID, _): chosen[imageID] = true
        case .remove(let imageID): if state.isFavourite(imageID) { chosen[imageID] = false }
        case .undoRemoval: if let removal = state.lastRemoval, !state.isFavourite(removal.favourite.imageID) { chosen[removal.favourite.imageID] = true }
        case .sync, .accountChanged: break
        }
    }

    static func event(_ random: inout PropertyRandom) -> PropertyEvent<FavouritesWorld>? {
        let (source, failure): (String, FavouritesRequestFailure) = switch random.int(in: 0...3) {
        case 0: ("FavouritesRequestFailure(.unreachable)", FavouritesRequestFailure(.unreachable))
        case 1: ("FavouritesRequestFailure(.httpStatus(503))", FavouritesRequestFailure(.httpStatus(503)))
        case 2: ("FavouritesRequestFailure(.httpStatus(429), retryAfterSeconds: 30)", FavouritesRequestFailure(.httpStatus(429), retryAfterSeconds: 30))
        default: ("FavouritesRequestFailure(.httpStatus(401))", FavouritesRequestFailure(.httpStatus(401)))
        }
        return PropertyEvent("world.server.failNext(\(source))") { $0.server.failNext(failure) }
    }

    static func source(of intent: FavouritesIntent) -> String {
        switch intent {
        case .toggle(let imageID, _): ".toggle(imageID: \"\(imageID)\", url: FavouritesFixtures.url(\"\(imageID)\"))"
        case .add(let imageID, _): ".add(imageID: \"\(imageID)\", url: FavouritesFixtures.url(\"\(imageID)\"))"
        case .remove(let imageID): ".remove(imageID: \"\(imageID)\")"
        case .undoRemoval: ".undoRemoval"
        case .sync: ".sync"
        case .accountChanged(let account): account == nil ? ".accountChanged(nil)" : ".accountChanged(FavouritesWorld.account)"
        }
    }

    /// What is wrong at any step: a heart not as the user left it, a file that lost a
    /// favourite, or an operation both waiting and dropped.
    func problem(_ state: FavouritesState) -> String? {
        for (picture, isChosen) in chosen.sorted(by: { $0.key < $1.key }) where state.isFavourite(picture) != isChosen {
            return "\(picture) is \(state.isFavourite(picture) ? "" : "not ")a favourite, but the user chose otherwise"
        }
        writes.flush()
        let kept = Set((file.persisted?.favourites ?? []).map(\.imageID))
        if kept != Set(state.favourites.map(\.imageID)) {
            return "the file keeps \(kept.sorted()), the user sees \(state.favourites.map(\.imageID).sorted())"
        }
        if let lost = state.sending.first(where: { id in !state.outbox.contains { $0.id == id } }) {
            return "operation \(lost) is on its way but not in the outbox"
        }
        for picture in Set(state.outbox.map(\.imageID)) where state.outbox.filter({ $0.imageID == picture }).count > 2 {
            return "\(picture) has more than two operations waiting: \(state.outbox.filter { $0.imageID == picture })"
        }
        return nil
    }

    /// What is wrong once everything settled with the server reachable: the server's set
    /// differs from what the user chose, or changes still wait.
    func settledProblem(_ state: FavouritesState) -> String? {
        let wanted = Set(state.favourites.map(\.imageID))
        if server.imageIDs != wanted { return "the server keeps \(server.imageIDs.sorted()), the user chose \(wanted.sorted())" }
        if server.held.count != server.imageIDs.count { return "the server keeps a picture twice: \(server.held)" }
        if !state.outbox.isEmpty { return "changes still wait: \(state.outbox)" }
        return nil
    }
}
