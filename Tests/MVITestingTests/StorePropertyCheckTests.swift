import Foundation
import MVI
import MVITesting
import XCTest

/// The store property tester finds a race by itself, shrinks it, and writes it as a test.
final class StorePropertyCheckTests: XCTestCase {
    private typealias Check = StorePropertyCheck<NamesServer, NamesExecutor, NamesReducer>

    /// Worlds made by the checks of these tests: one per case and per replay.
    @MainActor private final class WorldCount {
        var made = 0
    }

    @MainActor private func check(
        fixed: Bool, cases: Int, environment: [String: String] = [:], worlds: WorldCount = WorldCount()
    ) -> Check {
        var configuration = StorePropertyConfiguration(cases: cases, steps: 20, seed: 7)
        // The names world keeps nothing the store could start again from.
        configuration.restarts = false
        return Check(
            configuration: configuration,
            makeWorld: {
                worlds.made += 1
                return NamesServer()
            },
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
                }),
            environment: environment)
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

    @MainActor func testKittensPropertySeedRunsThatOneCaseAlone() async throws {
        var check = check(fixed: false, cases: 300)
        check.reportFailure { _ in }
        let found = await check.check()
        let first = try XCTUnwrap(found)

        var alone = self.check(fixed: false, cases: 300, environment: ["KITTENS_PROPERTY_SEED": "\(first.caseSeed)"])
        alone.reportFailure { _ in }
        let again = await alone.check()
        XCTAssertEqual(again?.caseSeed, first.caseSeed)
        XCTAssertEqual(again?.reproduction, first.reproduction)

        let worlds = WorldCount()
        var passing = self.check(fixed: true, cases: 300, environment: ["KITTENS_PROPERTY_SEED": "\(first.caseSeed)"], worlds: worlds)
        passing.reportFailure { _ in }
        let none = await passing.check()
        XCTAssertNil(none?.reproduction)
        XCTAssertEqual(worlds.made, 1, "one case ran, not 300")
    }

    @MainActor func testAStoreThatNeverSettlesIsReported() async throws {
        var configuration = StorePropertyConfiguration(cases: 5, steps: 4, seed: 3, settleRounds: 50)
        configuration.restarts = false
        var check = StorePropertyCheck<Void, RestlessExecutor, RestlessReducer>(
            configuration: configuration,
            makeWorld: {},
            makeStore: { _ in TestStore(initialState: 0, executor: RestlessExecutor(), reducer: RestlessReducer()) },
            intent: { _, _, _ in .ask },
            settledInvariant: { _, _ in nil },
            source: .init(
                world: "()", store: "TestStore(initialState: 0, executor: RestlessExecutor(), reducer: RestlessReducer())",
                settle: "// nothing to heal", invariant: "nil as String?"),
            environment: [:])
        var reported: [String] = []
        check.reportFailure { message in reported.append(message) }
        let found = await check.check()
        let failure = try XCTUnwrap(found, "a store that asks forever never settles")
        XCTAssertEqual(failure.message, "it did not settle within 50 jobs; still running: job \"ask\" (launch 51)")
        XCTAssertEqual(failure.shrunk.map(String.init(describing:)), ["send(MVITestingTests.RestlessIntent.ask)"])
        XCTAssertEqual(failure.reproduction, """
            @MainActor func testAStorePropertyCase() async {
                let world = ()
                let store = TestStore(initialState: 0, executor: RestlessExecutor(), reducer: RestlessReducer())
                store.exhaustivity = .off
                store.send(.ask)
                // Everything settles:
                // nothing to heal
                for _ in 0..<50 {
                    guard let job = store.runningJobs.first(where: { $0.key != nil }) ?? store.runningJobs.first else { break }
                    if store.performedJobs.contains(job) { store.deliver(job: job.key) } else { await store.run(job: job.key) }
                }
                XCTAssertEqual(store.runningJobs, [])
            }
            """)
        XCTAssertEqual(reported.count, 1)
    }

    /// A restart disposes of the store (answers on their way never arrive) and makes it again
    /// from what the world kept: the persisting executor keeps a name whose add never reached
    /// the server, and nothing sends it again. Only a store made from what was kept can hold a
    /// name the server lacks, as only adds are sent.
    @MainActor func testARestartMakesTheStoreAgainFromWhatTheWorldKept() async throws {
        var configuration = StorePropertyConfiguration(cases: 100, steps: 12, seed: 11)
        configuration.restarts = true
        let store = "TestStore(initialState: world.kept ?? NamesState(), executor: NamesExecutor(server: world, fixed: true, persists: true), reducer: NamesReducer())"
        var check = Check(
            configuration: configuration,
            makeWorld: { NamesServer() },
            makeStore: { server in
                TestStore(
                    initialState: server.kept ?? NamesState(), executor: NamesExecutor(server: server, fixed: true, persists: true),
                    reducer: NamesReducer())
            },
            intent: { random, _, _ in .add(random.element(of: ["a", "b"]) ?? "a") },
            settledInvariant: settledProblem,
            source: .init(
                world: "NamesServer()", store: store, settle: "// nothing to heal", invariant: "settledProblem(world, store.state)",
                intent: { intent in if case .add(let name) = intent { ".add(\"\(name)\")" } else { ".\(intent)" } }),
            environment: [:])
        check.reportFailure { _ in }
        let found = await check.check()
        let failure = try XCTUnwrap(found, "a name kept but never sent is found")
        XCTAssertTrue(failure.message.hasPrefix("after everything settled: the server keeps [], the user [\""), failure.message)
        XCTAssertEqual(failure.shrunk.count, 2, failure.reproduction)
        XCTAssertTrue(failure.reproduction.contains("var store = \(store)"), failure.reproduction)
        XCTAssertTrue(failure.reproduction.contains("store.dispose(); store = \(store); store.exhaustivity = .off"), failure.reproduction)
    }

    /// The reproduction the tester prints for the race (seed 7's first failing case) is the
    /// source of `PastedNamesReproduction`, which compiles and finds the race.
    @MainActor func testThePrintedReproductionIsSwiftThatFindsTheRace() async throws {
        var check = check(fixed: false, cases: 300)
        check.reportFailure { _ in }
        let found = await check.check()
        let failure = try XCTUnwrap(found)
        let pastedFile = try String(contentsOfFile: PastedNamesReproduction.file, encoding: .utf8)
        let indented = failure.reproduction.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n")
        XCTAssertTrue(pastedFile.contains(indented), "the file holds what was printed:\n\(failure.reproduction)")
        let pasted = PastedNamesReproduction()
        await pasted.testAStorePropertyCase()
        XCTAssertEqual(pasted.asserted, ["the server keeps [\"b\"], the user []"])
    }
}

/// What the settled invariant of the names tests says is wrong, for reproductions.
@MainActor func settledProblem(_ server: NamesServer, _ state: NamesState) -> String? {
    Set(server.names.values) == state.names ? nil : "the server keeps \(server.names.values.sorted()), the user \(state.names.sorted())"
}
