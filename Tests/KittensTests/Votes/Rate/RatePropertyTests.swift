import Kittens
import MVITesting
import XCTest

/// The Rate store under random interleavings (`StorePropertyCheck`) against a search that fails
/// now and then, answers `200 []` early or overstates its count (`RateWorld`), while the user
/// votes, skips, undoes, changes filters and votes elsewhere, across restarts. No picture rated
/// or skipped waits to be rated, and the page says the search is over only when it is.
/// `KITTENS_PROPERTY_CASES=10000` soaks it.
final class RatePropertyTests: XCTestCase {
    @MainActor func testThePageShowsWhatIsLeftToRateUntilNothingIs() async {
        await check(cases: 200, seed: 4051, world: "RateWorld()") { RateWorld() }
    }

    /// As above, against a server that answers fewer pictures a page than the page asks for.
    @MainActor func testASearchServedInSmallerPagesIsWalkedToItsEnd() async {
        await check(cases: 100, seed: 4052, world: "RateWorld(total: 40, servedPageSize: 5)") {
            RateWorld(total: 40, servedPageSize: 5)
        }
    }

    /// Runs the property over the worlds `makeWorld` makes, which `world` writes in Swift.
    @MainActor private func check(
        cases: Int, seed: UInt64, world: String, makeWorld: @escaping @MainActor () -> RateWorld,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        let check = StorePropertyCheck(
            configuration: StorePropertyConfiguration(cases: cases, steps: 40, seed: seed),
            makeWorld: makeWorld,
            makeStore: { world in world.makeStore() },
            intent: { random, world, _ in world.intent(&random) },
            observe: { world, intent, state in world.sends(intent, in: state) },
            event: { random, _ in RateWorld.event(&random) },
            invariant: { world, state in world.problem(state) },
            settle: { world in
                world.server.heal()
                return [.retry]
            },
            quietInvariant: { world, state in world.stalledProblem(state) },
            settledInvariant: { world, state in world.settledProblem(state) },
            source: .init(
                world: world, store: "world.makeStore()",
                settle: "world.server.heal()",
                invariant: "world.settledProblem(store.state)",
                quietInvariant: "world.stalledProblem(store.state)",
                intent: { "world.sends(\(RateWorld.source(of: $0)), in: store.state)" }))
        await check.check(file: file, line: line)
    }
}
