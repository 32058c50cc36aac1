import Foundation
import MVI
import XCTest

/// A model-based, property-based tester for stores: it drives a `TestStore` with random
/// sequences of intents, interleaved with answers that arrive late, out of order or never,
/// events of a scripted world (a fake server failing, say) and restarts from what the world
/// kept, from a seed. After each step it checks `invariant`; after each case it heals the world,
/// lets every job run and checks `quietInvariant` (nothing waits that no job will send: a change
/// stuck until the user refreshes), then sends `settle`'s intents, lets everything settle and
/// checks `settledInvariant`. `observe` sees each intent before it is sent (as the
/// user's model, independent of the store's state, would). A failure is shrunk to a short sequence and reported
/// with its seed and as the Swift source of a plain `TestStore` test that reproduces it.
///
/// ```swift
/// let check = StorePropertyCheck(
///     configuration: .init(cases: 200, seed: 1),
///     makeWorld: { FakeWorld() },
///     makeStore: { world in TestStore(initialState: world.kept, executor: …, reducer: …) },
///     intent: { random, world, state in random.element(of: [.add("a"), .remove("a")]) },
///     observe: { world, intent, state in world.model.user(intent, in: state) },
///     event: { random, world in PropertyEvent("world.server.failNext()") { $0.server.failNext() } },
///     invariant: { world, state in state.items.count <= 10 ? nil : "too many items" },
///     settle: { world in world.server.heal(); return [.sync] },
///     settledInvariant: { world, state in world.server.items == state.items ? nil : "server differs" },
///     source: .init(world: "FakeWorld()", store: "TestStore(…)", settle: "world.server.heal()",
///                   invariant: "world.check(store.state)"))
/// await check.check()
/// ```
///
/// `KITTENS_PROPERTY_CASES` sets the number of cases (a soak runs thousands), and
/// `KITTENS_PROPERTY_SEED` runs the one case of that seed, as a failure's report says
/// (`environment` gives them; the process's unless a test of the tester passes its own).
@MainActor
public struct StorePropertyCheck<World, E: Executor, R: Reducer> where E.State == R.State, E.Message == R.Message {
    public typealias State = R.State
    public typealias Intent = E.Intent
    /// A recorded step of a case.
    public typealias Step = PropertyStep<Intent, World>
    /// How many cases, how long, from which seed.
    public typealias Configuration = StorePropertyConfiguration

    /// The Swift source of the parts a reproduction is written with.
    public struct Source {
        /// Makes the world: `FakeWorld()`.
        public var world: String
        /// Makes the store from `world`: `TestStore(initialState: world.kept, …)`.
        public var store: String
        /// Heals the world before settling: `world.server.heal()`. Only that: the intents
        /// `settle` gives are written after it as the steps they were.
        public var settle: String
        /// An expression giving what is wrong (nil when fine), of `world` and `store.state`:
        /// both checks, as a case fails by either (`world.problem(store.state) ??
        /// world.settledProblem(store.state)`).
        public var invariant: String
        /// The same of `quietInvariant` (`world.stalledProblem(store.state)`), when there is one.
        public var quietInvariant: String?
        /// An intent as Swift source; `"." + String(describing:)` unless given.
        public var intent: (Intent) -> String

        /// Each argument is Swift source; `intent` writes an intent (`.add("a")`).
        public init(
            world: String, store: String, settle: String, invariant: String, quietInvariant: String? = nil,
            intent: @escaping (Intent) -> String = { ".\($0)" }
        ) {
            self.world = world
            self.store = store
            self.settle = settle
            self.invariant = invariant
            self.quietInvariant = quietInvariant
            self.intent = intent
        }
    }

    /// A case that failed: its seed, why, and its steps before and after shrinking.
    public struct Failure {
        /// The case's own seed: `KITTENS_PROPERTY_SEED` runs this case alone.
        public var caseSeed: UInt64
        /// What failed, in the words of the check that failed (or of the `TestStore`).
        public var message: String
        /// The steps the case took up to its failure, before shrinking.
        public var steps: [Step]
        /// The steps of the shrunk case that did something (settling not included).
        public var shrunk: [Step]
        /// The shrunk case as a plain `TestStore` test.
        public var reproduction: String
    }

    let configuration: Configuration
    let makeWorld: @MainActor () -> World
    let makeStore: @MainActor (World) -> TestStore<E, R>
    let intent: @MainActor (inout PropertyRandom, World, State) -> Intent?
    let observe: @MainActor (World, Intent, State) -> Void
    let event: @MainActor (inout PropertyRandom, World) -> PropertyEvent<World>?
    let invariant: @MainActor (World, State) -> String?
    let settle: @MainActor (World) -> [Intent]
    let quietInvariant: (@MainActor (World, State) -> String?)?
    let settledInvariant: @MainActor (World, State) -> String?
    let source: Source
    /// Where a failure goes; tests of the tester capture it.
    var report: (String, StaticString, UInt) -> Void = { message, file, line in XCTFail(message, file: file, line: line) }

    /// - Parameters:
    ///   - configuration: How many cases of how many steps, from which seed.
    ///   - makeWorld: A fresh fake world (server, disk) for each case and each replay.
    ///   - makeStore: The store of a start, from what the world kept; called again at each restart.
    ///   - intent: The next random intent, or nil for none now.
    ///   - observe: Sees each intent with the state before it is sent (for a user model).
    ///   - event: Something the world may do now (a failure of the fake server), or nil.
    ///   - invariant: Checked after every step: nil when the state is valid, else what is wrong.
    ///   - settle: Heals the world before settling and gives the intents to send then
    ///     (a refresh); then every running job runs until none is left.
    ///   - quietInvariant: Checked once the world healed and every job ran, before `settle`'s
    ///     intents are sent: nil when nothing waits that only an intent would send, else what
    ///     does (a change that waits for a Refresh no user knows to press). None: not checked.
    ///   - settledInvariant: Checked once everything settled.
    ///   - source: The Swift source a reproduction is written with.
    ///   - environment: Where `KITTENS_PROPERTY_CASES` and `KITTENS_PROPERTY_SEED` are read.
    public init(
        configuration: Configuration,
        makeWorld: @escaping @MainActor () -> World,
        makeStore: @escaping @MainActor (World) -> TestStore<E, R>,
        intent: @escaping @MainActor (inout PropertyRandom, World, State) -> Intent?,
        observe: @escaping @MainActor (World, Intent, State) -> Void = { _, _, _ in },
        event: @escaping @MainActor (inout PropertyRandom, World) -> PropertyEvent<World>? = { _, _ in nil },
        invariant: @escaping @MainActor (World, State) -> String? = { _, _ in nil },
        settle: @escaping @MainActor (World) -> [Intent] = { _ in [] },
        quietInvariant: (@MainActor (World, State) -> String?)? = nil,
        settledInvariant: @escaping @MainActor (World, State) -> String?,
        source: Source,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.configuration = configuration.applying(environment: environment)
        self.makeWorld = makeWorld
        self.makeStore = makeStore
        self.intent = intent
        self.observe = observe
        self.event = event
        self.invariant = invariant
        self.settle = settle
        self.quietInvariant = quietInvariant
        self.settledInvariant = settledInvariant
        self.source = source
    }

    /// Sends failures to `report` instead of `XCTFail` (for tests of the tester).
    public mutating func reportFailure(_ report: @escaping (String) -> Void) {
        self.report = { message, _, _ in report(message) }
    }

    /// Runs the cases; the first failure is shrunk and reported, and no more cases run.
    @discardableResult
    public func check(file: StaticString = #filePath, line: UInt = #line) async -> Failure? {
        let seeds = configuration.onlyCaseSeed.map { [$0] }
            ?? (0..<configuration.cases).map { PropertyRandom.caseSeed(configuration.seed, $0) }
        for caseSeed in seeds {
            guard let failure = await runCase(seed: caseSeed) else { continue }
            report(failure.report, file, line)
            return failure
        }
        return nil
    }

    /// Runs the case of `seed`; its failure, shrunk, or nil when it passed.
    public func runCase(seed: UInt64) async -> Failure? {
        var random = PropertyRandom(seed: seed)
        let count = random.int(in: 1...max(configuration.steps, 1))
        var run = CaseRun(check: self)
        for _ in 0..<count {
            let step = run.nextStep(&random)
            if await run.take(step) { break }
        }
        if run.failure == nil { await run.settleAll() }
        guard let message = run.failure else { return nil }
        let steps = run.taken
        let shrunk = await shrink(steps)
        var final = CaseRun(check: self)
        for step in shrunk {
            if await final.take(step) { break }
        }
        if final.failure == nil { await final.settleAll() }
        return Failure(
            caseSeed: seed, message: final.failure ?? message, steps: steps, shrunk: final.effective,
            reproduction: reproduction(final))
    }

    /// Whether `steps` fail, run on a fresh world.
    func fails(_ steps: [Step]) async -> Bool {
        var run = CaseRun(check: self)
        for step in steps {
            if await run.take(step) { return true }
        }
        await run.settleAll()
        return run.failure != nil
    }

    /// The shortest failing sequence found by removing chunks of steps (delta debugging),
    /// within `shrinkReplays` replays.
    private func shrink(_ steps: [Step]) async -> [Step] {
        await DeltaDebugging.shrink(steps, tries: configuration.shrinkReplays) { await fails($0) }
    }
}

extension StorePropertyCheck.Failure {
    /// What the report says.
    var report: String {
        """
        A store property failed: \(message)
        Case seed \(caseSeed) (run it alone with KITTENS_PROPERTY_SEED=\(caseSeed)); \(steps.count) steps, shrunk to \(shrunk.count).
        As a plain TestStore test:

        \(reproduction)
        """
    }
}

/// How many cases, how long, from which seed.
public struct StorePropertyConfiguration: Sendable {
    public var cases: Int
    /// Steps of each case at most (each case takes a random number up to it).
    public var steps: Int
    public var seed: UInt64
    /// When set, only the case of this seed runs.
    public var onlyCaseSeed: UInt64?
    /// Jobs run while settling, at most; more is a failure ("did not settle").
    public var settleRounds: Int
    /// Replays spent on shrinking a failure, at most.
    public var shrinkReplays: Int
    /// Whether cases restart the store (for a world that keeps what the store persists).
    public var restarts = true

    /// `cases` cases from `seed`, each of up to `steps` steps.
    public init(cases: Int, steps: Int = 40, seed: UInt64, settleRounds: Int = 400, shrinkReplays: Int = 2_000) {
        self.cases = cases
        self.steps = steps
        self.seed = seed
        self.settleRounds = settleRounds
        self.shrinkReplays = shrinkReplays
    }

    /// This configuration with `KITTENS_PROPERTY_CASES` and `KITTENS_PROPERTY_SEED` of
    /// `environment` applied.
    public func applying(environment: [String: String]) -> StorePropertyConfiguration {
        var configuration = self
        if let cases = environment["KITTENS_PROPERTY_CASES"].flatMap(Int.init), cases > 0 { configuration.cases = cases }
        if let seed = environment["KITTENS_PROPERTY_SEED"].flatMap(Self.seed(from:)) { configuration.onlyCaseSeed = seed }
        return configuration
    }

    private static func seed(from text: String) -> UInt64? {
        text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}

