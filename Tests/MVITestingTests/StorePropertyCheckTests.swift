import MVI
import MVITesting
import XCTest

/// The store property tester finds a race by itself, shrinks it, and writes it as a test.
final class StorePropertyCheckTests: XCTestCase {
    private typealias Check = StorePropertyCheck<NamesServer, NamesExecutor, NamesReducer>

    @MainActor private func check(fixed: Bool, cases: Int) -> Check {
        var configuration = StorePropertyConfiguration(cases: cases, steps: 20, seed: 7)
        // The names world keeps nothing the store could start again from.
        configuration.restarts = false
        return Check(
            configuration: configuration,
            makeWorld: { NamesServer() },
            makeStore: { server in
                TestStore(initialState: NamesState(), executor: NamesExecutor(server: server, fixed: fixed), reducer: NamesReducer())
            },
            intent: { random, _, _ in
                let name = random.element(of: ["a", "b"]) ?? "a"
                return random.chance(0.5) ? .add(name) : .remove(name)
            },
            invariant: { _, state in state.names.count <= 2 ? nil : "more names than were ever added" },
            settledInvariant: { server, state in
                Set(server.names.values) == state.names ? nil : "the server keeps \(server.names.values.sorted()), the user \(state.names.sorted())"
            },
            source: .init(
                world: "NamesServer()",
                store: "TestStore(initialState: NamesState(), executor: NamesExecutor(server: world, fixed: false), reducer: NamesReducer())",
                settle: "// nothing to heal", invariant: "settledProblem(world, store.state)",
                intent: { intent in
                    switch intent {
                    case .add(let name): ".add(\"\(name)\")"
                    case .remove(let name): ".remove(\"\(name)\")"
                    }
                }))
    }

    @MainActor func testItFindsTheRemovalWhileTheAddIsOnItsWayAndShrinksItToAFewSteps() async throws {
        var check = check(fixed: false, cases: 300)
        var reported: [String] = []
        check.reportFailure { message in reported.append(message) }
        let found = await check.check()
        let failure = try XCTUnwrap(found, "the race is found within 300 cases")
        XCTAssertEqual(reported.count, 1)
        XCTAssertLessThanOrEqual(failure.shrunk.count, 4, failure.reproduction)
        XCTAssertTrue(failure.message.contains("the server keeps"), failure.message)
        XCTAssertTrue(failure.reproduction.contains("store.send(.add("), failure.reproduction)
        XCTAssertTrue(failure.reproduction.contains("await store.perform(job: JobKey(\"names-"), failure.reproduction)
        XCTAssertTrue(failure.reproduction.contains("store.send(.remove("), failure.reproduction)
        XCTAssertTrue(reported[0].contains("KITTENS_PROPERTY_SEED=\(failure.caseSeed)"), reported[0])
    }

    @MainActor func testTheSameSeedFailsTheSameWay() async throws {
        var check = check(fixed: false, cases: 300)
        check.reportFailure { _ in }
        let found = await check.check()
        let first = try XCTUnwrap(found)
        let rerun = await check.runCase(seed: first.caseSeed)
        let again = try XCTUnwrap(rerun)
        XCTAssertEqual(again.reproduction, first.reproduction)
        XCTAssertEqual(again.steps.count, first.steps.count)
    }

    @MainActor func testTheFixedStorePasses() async {
        var check = check(fixed: true, cases: 300)
        var reported: [String] = []
        check.reportFailure { message in reported.append(message) }
        let failure = await check.check()
        XCTAssertNil(failure?.reproduction)
        XCTAssertEqual(reported, [])
    }

    func testTheEnvironmentSetsTheCasesOrOneSeed() {
        let configuration = StorePropertyConfiguration(cases: 10, seed: 1)
        XCTAssertEqual(configuration.applying(environment: ["KITTENS_PROPERTY_CASES": "10000"]).cases, 10_000)
        XCTAssertEqual(configuration.applying(environment: ["KITTENS_PROPERTY_SEED": "0x1F"]).onlyCaseSeed, 31)
        XCTAssertEqual(configuration.applying(environment: ["KITTENS_PROPERTY_SEED": "12"]).onlyCaseSeed, 12)
        XCTAssertNil(configuration.applying(environment: ["KITTENS_PROPERTY_SEED": "x"]).onlyCaseSeed)
        XCTAssertEqual(configuration.applying(environment: ["KITTENS_PROPERTY_CASES": "-3"]).cases, 10)
    }

    /// The reproduction the tester printed for the race (seed 7's first failing case), pasted
    /// as it was: it is real Swift, and it fails on the store with the race.
    @MainActor func testAPrintedReproductionCompilesAndFindsTheRace() async {
        let world = NamesServer()
        let store = TestStore(initialState: NamesState(), executor: NamesExecutor(server: world, fixed: false), reducer: NamesReducer())
        store.exhaustivity = .off
        store.send(.add("a"))
        await store.perform(job: JobKey("names-a"))
        store.send(.remove("a"))
        XCTAssertEqual(settledProblem(world, store.state), "the server keeps [\"a\"], the user []")
    }
}

/// What the settled invariant of the names tests says is wrong, for reproductions.
@MainActor func settledProblem(_ server: NamesServer, _ state: NamesState) -> String? {
    Set(server.names.values) == state.names ? nil : "the server keeps \(server.names.values.sorted()), the user \(state.names.sorted())"
}
