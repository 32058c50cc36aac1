import Foundation
import MVI
import MVITesting
import XCTest

/// The store property tester finds a race by itself, shrinks it, and writes it as a test.
final class StorePropertyCheckTests: XCTestCase {
    /// The race check: 300 cases of up to 20 steps from seed 7, no restarts (the names world
    /// keeps nothing the store could start again from).
    @MainActor private func check(
        fixed: Bool, cases: Int, environment: [String: String] = [:], worlds: WorldCount = WorldCount()
    ) -> NamesCheck {
        var configuration = StorePropertyConfiguration(cases: cases, steps: 20, seed: 7)
        configuration.restarts = false
        return namesCheck(configuration, fixed: fixed, environment: environment, worlds: worlds)
    }

    /// The failure `check` finds, reported nowhere; a test failure when there is none.
    @MainActor private func firstFailure(
        of check: NamesCheck, _ why: String = "", file: StaticString = #filePath, line: UInt = #line
    ) async throws -> NamesCheck.Failure {
        var check = check
        check.reportFailure { _ in }
        let found = await check.check()
        return try XCTUnwrap(found, why, file: file, line: line)
    }

    /// The store of the restart checks, as a reproduction writes it.
    private static let persistingStore =
        "TestStore(initialState: world.kept ?? NamesState(), executor: NamesExecutor(server: world, fixed: true, persists: true), reducer: NamesReducer())"

    /// What the restart checks' failure writes: a name added, the store made again from what
    /// the world kept, and `check` of the world and the state.
    private static func restartedReproduction(checking check: String) -> String {
        """
        @MainActor func testAStorePropertyCase() async {
            let world = NamesServer()
            var store = \(persistingStore)
            store.exhaustivity = .off
            store.send(.add("a"))
            store.dispose(); store = \(persistingStore); store.exhaustivity = .off
            // Everything settles:
            // nothing to heal
            XCTAssertNil(\(check)(world, store.state))
        }
        """
    }

    /// 100 cases of up to 12 steps from seed 11, with restarts, of a user who only adds, over a
    /// store that keeps its state in the world (`persistingStore`).
    @MainActor private func onlyAddsCheck(
        settle: @escaping @MainActor (NamesServer) -> [NamesIntent] = { _ in [] }, checksQuiet: Bool = false
    ) -> NamesCheck {
        var configuration = StorePropertyConfiguration(cases: 100, steps: 12, seed: 11)
        configuration.restarts = true
        return namesCheck(
            configuration, fixed: true, persists: true, intent: { random, _, _ in .add(random.element(of: ["a", "b"]) ?? "a") },
            settle: settle, checksQuiet: checksQuiet)
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
        let first = try await firstFailure(of: check(fixed: false, cases: 300))
        let rerun = await check(fixed: false, cases: 300).runCase(seed: first.caseSeed)
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
        let first = try await firstFailure(of: check(fixed: false, cases: 300))

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
        let failure = try await firstFailure(of: onlyAddsCheck(), "a name kept but never sent is found")
        XCTAssertEqual(failure.message, "after everything settled: the server keeps [], the user [\"a\"]")
        XCTAssertEqual(failure.reproduction, Self.restartedReproduction(checking: "settledProblem"))
    }

    /// A world event is applied to the world, kept as a step and written as its source; the
    /// intents `settle` gives are sent once, and their jobs run, before the settled check.
    @MainActor func testAWorldEventAndTheSettlingAreWrittenAsTheyHappened() async throws {
        var configuration = StorePropertyConfiguration(cases: 20, steps: 6, seed: 5)
        configuration.restarts = false
        let failure = try await firstFailure(of: namesCheck(
            configuration, fixed: true, intent: { _, _, _ in nil },
            event: { _, _ in PropertyEvent("world.names[99] = \"z\"") { $0.names[99] = "z" } }, settle: { _ in [.add("c")] }), "a name the store never added is found on the server")
        XCTAssertEqual(failure.message, "after everything settled: the server keeps [\"c\", \"z\"], the user [\"c\"]")
        XCTAssertEqual(failure.reproduction, """
            @MainActor func testAStorePropertyCase() async {
                let world = NamesServer()
                let store = TestStore(initialState: NamesState(), executor: NamesExecutor(server: world, fixed: true), reducer: NamesReducer())
                store.exhaustivity = .off
                world.names[99] = "z"
                // Everything settles:
                // nothing to heal
                store.send(.add("c"))
                await store.run(job: JobKey("names-c"))
                XCTAssertNil(settledProblem(world, store.state))
            }
            """)
    }

    /// The quiet check runs once the world healed and every job ran, before `settle`'s intents
    /// (which would send what waits, as a Refresh does): a name kept across a restart, never
    /// sent, is found there, and the reproduction ends with the quiet check's expression.
    @MainActor func testWhatWaitsUntilTheSettlingIntentsIsFoundBeforeThem() async throws {
        let quiet = onlyAddsCheck(settle: { _ in [.remove("a")] }, checksQuiet: true)
        let failure = try await firstFailure(of: quiet, "a name kept but never sent is found before the settling intents")
        XCTAssertEqual(
            failure.message,
            "once the world healed and every job ran, before store.send(.remove(\"a\")): unsent: the server keeps [], the user [\"a\"]")
        XCTAssertEqual(failure.reproduction, Self.restartedReproduction(checking: "quietProblem"))
    }

    /// Without a quiet check, the same case is judged only after the settling intents: removing
    /// the name leaves nothing to find.
    @MainActor func testWithoutAQuietCheckTheSettlingIntentsComeFirst() async {
        var check = onlyAddsCheck(settle: { _ in [.remove("a")] })
        check.reportFailure { _ in }
        let failure = await check.check()
        XCTAssertFalse(failure?.message.hasPrefix("once the world healed") ?? false, failure?.message ?? "")
    }

    @MainActor func testTheInvariantIsCheckedAfterEveryStep() async throws {
        var configuration = StorePropertyConfiguration(cases: 20, steps: 10, seed: 9)
        configuration.restarts = false
        let failure = try await firstFailure(of: namesCheck(
            configuration, fixed: true,
            intent: { random, _, _ in random.chance(0.5) ? .add(random.element(of: ["a", "b"]) ?? "a") : .remove("a") },
            invariant: { _, state in state.names.contains("b") ? "b is among the names" : nil }))
        XCTAssertEqual(failure.message, "after step 1 (store.send(.add(\"b\"))): b is among the names")
        XCTAssertEqual(failure.shrunk.count, 1)
        XCTAssertTrue(
            failure.reproduction.hasSuffix("    store.send(.add(\"b\"))\n    XCTAssertNil(settledProblem(world, store.state))\n}"),
            "it ends where it failed, without settling:\n\(failure.reproduction)")
    }

    /// The reproduction the tester prints for the race (seed 7's first failing case) is the
    /// source of `PastedNamesReproduction`, which compiles and finds the race.
    @MainActor func testThePrintedReproductionIsSwiftThatFindsTheRace() async throws {
        let failure = try await firstFailure(of: check(fixed: false, cases: 300))
        let pastedFile = try String(contentsOfFile: PastedNamesReproduction.file, encoding: .utf8)
        let indented = failure.reproduction.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n")
        XCTAssertTrue(pastedFile.contains(indented), "the file holds what was printed:\n\(failure.reproduction)")
        let pasted = PastedNamesReproduction()
        await pasted.testAStorePropertyCase()
        XCTAssertEqual(pasted.asserted, ["the server keeps [\"b\"], the user []"])
    }
}
