import Foundation
import Kittens
import MVITesting
import XCTest

/// The votes store under random interleavings (`StorePropertyCheck`) in the hostile world of
/// the generic outbox (`VotesWorld`): the user's votes, changes and withdrawals, answers late,
/// out of order, failing or lost after the server made the vote, listings with unusable entries,
/// no count or a moving one, `200 []`, keys mistyped, refused, removed and set again, file writes
/// that fail, and restarts from the file. `KITTENS_PROPERTY_CASES=10000` soaks it (CI's fuzz
/// stage does, as for favourites: `meson-helpers/test-all.sh` runs every `PropertyTests`).
final class VotesPropertyTests: XCTestCase {
    @MainActor func testVotesConvergeOnWhatTheUserLastChose() async {
        let check = StorePropertyCheck(
            configuration: StorePropertyConfiguration(cases: 150, steps: 40, seed: 2036),
            makeWorld: { VotesWorld() },
            makeStore: { world in world.makeStore() },
            intent: { random, world, _ in world.intent(&random) },
            observe: { world, intent, state in _ = world.sends(intent, in: state) },
            event: { random, _ in VotesWorld.event(&random) },
            invariant: { world, state in world.problem(state) },
            settle: { world in
                world.heal()
                return [.accountChanged(VotesWorld.account), .sync]
            },
            quietInvariant: { world, state in world.problem(state) ?? world.stalledProblem(state) },
            settledInvariant: { world, state in world.problem(state) ?? world.settledProblem(state) },
            source: .init(
                world: "VotesWorld()", store: "world.makeStore()",
                settle: "world.heal()",
                invariant: "world.problem(store.state) ?? world.settledProblem(store.state)",
                quietInvariant: "world.problem(store.state) ?? world.stalledProblem(store.state)",
                intent: { "world.sends(\(VotesWorld.source(of: $0)), in: store.state)" }))
        await check.check()
    }
}
