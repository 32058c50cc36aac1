import Kittens
import MVITesting
import XCTest

/// The kitten store under random interleavings (`StorePropertyCheck`) against a server whose
/// pages follow one another at one size only (`ListingWorld`): Load More, Refresh, Retry and
/// page sizes chosen at any moment, answers late, failing or replaced, restarts from the saved
/// list. The list is always the start of the server's order, each picture once, and ends only at
/// its last picture. `KITTENS_PROPERTY_CASES=10000` soaks it.
final class ListingPropertyTests: XCTestCase {
    @MainActor func testTheListIsAlwaysTheStartOfTheServersOrder() async {
        let check = StorePropertyCheck(
            configuration: StorePropertyConfiguration(cases: 200, steps: 40, seed: 2037),
            makeWorld: { ListingWorld() },
            makeStore: { world in world.makeStore() },
            intent: { random, world, _ in world.intent(&random) },
            observe: { world, intent, _ in world.sends(intent) },
            event: { random, _ in ListingWorld.event(&random) },
            invariant: { world, state in world.problem(state) },
            settle: { world in
                world.server.heal()
                return [.refresh]
            },
            quietInvariant: { world, state in world.stalledProblem(state) },
            settledInvariant: { world, state in world.settledProblem(state) },
            source: .init(
                world: "ListingWorld()", store: "world.makeStore()",
                settle: "world.server.heal()",
                invariant: "world.settledProblem(store.state)",
                quietInvariant: "world.stalledProblem(store.state)",
                intent: { "world.sends(\(ListingWorld.source(of: $0)))" }))
        await check.check()
    }
}
