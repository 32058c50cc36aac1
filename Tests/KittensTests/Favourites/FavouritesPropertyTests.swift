import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import XCTest

/// The favourites store under random interleavings (`StorePropertyCheck`) in a world as hostile
/// as the real one (`FavouritesWorld`): the user's changes, answers late, out of order, failing
/// (every 4xx and 5xx, 429 with `Retry-After`, time-outs) or never arriving, listings with
/// unusable entries, pictures kept twice, no count or a moving one, `200 []`, keys mistyped,
/// refused, removed and set again, file writes that fail, and restarts from the file.
/// `KITTENS_PROPERTY_CASES=10000` soaks it (CI's fuzz stage does).
final class FavouritesPropertyTests: XCTestCase {
    @MainActor func testFavouritesConvergeOnWhatTheUserLastChose() async {
        let check = StorePropertyCheck(
            configuration: StorePropertyConfiguration(cases: 150, steps: 40, seed: 2026),
            makeWorld: { FavouritesWorld() },
            makeStore: { world in world.makeStore() },
            intent: { random, world, _ in world.intent(&random) },
            observe: { world, intent, state in _ = world.sends(intent, in: state) },
            event: { random, _ in FavouritesWorld.event(&random) },
            invariant: { world, state in world.problem(state) },
            settle: { world in
                world.heal()
                return [.accountChanged(FavouritesWorld.account), .sync]
            },
            quietInvariant: { world, state in world.problem(state) ?? world.stalledProblem(state) },
            settledInvariant: { world, state in world.problem(state) ?? world.settledProblem(state) },
            source: .init(
                world: "FavouritesWorld()", store: "world.makeStore()",
                settle: "world.heal()",
                invariant: "world.problem(store.state) ?? world.settledProblem(store.state)",
                quietInvariant: "world.problem(store.state) ?? world.stalledProblem(store.state)",
                intent: { "world.sends(\(FavouritesWorld.source(of: $0)), in: store.state)" }))
        await check.check()
    }
}
