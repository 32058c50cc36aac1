import MVI

/// What a `TestStore` complained of during a case (a job not running, say): a failure too.
@MainActor
final class PropertyComplaints {
    var first: String?
}

extension StorePropertyCheck {
    /// One case on its way: the world, the store (made again at each restart), the steps taken
    /// and the first failure.
    @MainActor
    struct CaseRun {
        let check: StorePropertyCheck
        let world: World
        private(set) var store: TestStore<E, R>
        private let complaints = PropertyComplaints()
        /// Every step taken, as generated or replayed: what shrinking removes from.
        private(set) var taken: [Step] = []
        /// The steps that did something (a replayed step whose job is not running does nothing).
        private(set) var effective: [Step] = []
        /// The settling's jobs run before `settle`'s intents, for `quietInvariant`.
        private(set) var quieting: [Step] = []
        /// The settling's steps from `settle`'s intents on.
        private(set) var settling: [Step] = []
        private var isSettling = false
        private var isQuieting = false
        /// Whether the case failed by `quietInvariant`.
        private(set) var stalled = false
        /// Whether the case got as far as settling (it did not fail before).
        private(set) var reachedSettling = false
        /// Whether jobs were still running after `settleRounds` of them ran while settling.
        private(set) var didNotSettle = false
        private(set) var failure: String?

        init(check: StorePropertyCheck) {
            self.check = check
            world = check.makeWorld()
            store = check.makeStore(world)
            prepare(store)
        }

        private func prepare(_ store: TestStore<E, R>) {
            store.exhaustivity = .off
            let complaints = complaints
            store.reportFailure = { message, _, _ in
                if complaints.first == nil { complaints.first = message }
            }
        }

        /// The jobs a step may name: every job with a key, and the oldest without one.
        private func addressable(_ jobs: [TestJob]) -> [JobKey?] {
            var keys: [JobKey?] = jobs.compactMap(\.key)
            if jobs.contains(where: { $0.key == nil }) { keys.append(nil) }
            return keys
        }

        private func isRunning(_ key: JobKey?) -> Bool { store.runningJobs.contains { $0.key == key } }
        private func isPerformed(_ key: JobKey?) -> Bool {
            store.performedJobs.first { $0.key == key }.map { performed in
                key != nil || store.runningJobs.first { $0.key == nil } == performed
            } ?? false
        }

        /// A random next step.
        mutating func nextStep(_ random: inout PropertyRandom) -> Step {
            let waiting = addressable(store.runningJobs).filter { !isPerformed($0) }
            let performed = addressable(store.performedJobs)
            let roll = random.int(in: 0...99)
            if roll < 8, let event = check.event(&random, world) { return .event(event) }
            if roll < 12 && check.configuration.restarts { return .restart }
            if roll < 30, let key = random.element(of: waiting) { return .perform(key) }
            if roll < 48, let key = random.element(of: performed) { return .deliver(key) }
            if roll < 62, let key = random.element(of: waiting) { return .run(key) }
            if let intent = check.intent(&random, world, store.state) { return .send(intent) }
            if let key = random.element(of: waiting) { return .run(key) }
            if let key = random.element(of: performed) { return .deliver(key) }
            return .run(nil)
        }

        /// Takes `step`; true when the case failed with it.
        mutating func take(_ step: Step) async -> Bool {
            taken.append(step)
            var didSomething = true
            switch step {
            case .send(let intent):
                check.observe(world, intent, store.state)
                store.send(intent)
            case .perform(let key):
                if isRunning(key) && !isPerformed(key) { await store.perform(job: key) } else { didSomething = false }
            case .deliver(let key):
                if isPerformed(key) { store.deliver(job: key) } else { didSomething = false }
            case .run(let key):
                if isRunning(key) && !isPerformed(key) { await store.run(job: key) } else { didSomething = false }
            case .event(let event):
                event.apply(world)
            case .restart:
                store.dispose()
                store = check.makeStore(world)
                prepare(store)
            }
            guard didSomething else { return false }
            if isQuieting {
                quieting.append(step)
            } else if isSettling {
                settling.append(step)
            } else {
                effective.append(step)
            }
            let number = effective.count + quieting.count + settling.count
            if let complaint = complaints.first {
                failure = "the TestStore failed at step \(number) (\(check.describe(step))): \(complaint)"
                return true
            }
            if let broken = check.invariant(world, store.state) {
                failure = "after step \(number) (\(check.describe(step))): \(broken)"
                return true
            }
            return false
        }

        /// Heals the world; with a `quietInvariant`, runs every job and checks it; then sends
        /// what `settle` asks, runs every job, oldest first, until none is left, and checks
        /// `settledInvariant`.
        mutating func settleAll() async {
            isSettling = true
            reachedSettling = true
            let intents = check.settle(world)
            if let quietInvariant = check.quietInvariant {
                isQuieting = true
                guard await runEveryJob() else { return }
                isQuieting = false
                if let waiting = quietInvariant(world, store.state) {
                    stalled = true
                    failure = "once the world healed and every job ran, before "
                        + (intents.isEmpty ? "anything else" : intents.map { check.describe(.send($0)) }.joined(separator: ", "))
                        + ": \(waiting)"
                    return
                }
            }
            for intent in intents {
                if await take(.send(intent)) { return }
            }
            guard await runEveryJob() else { return }
            if let broken = check.settledInvariant(world, store.state) {
                failure = "after everything settled: \(broken)"
            }
        }

        /// Runs every job, oldest keyed first, until none is left; false when the case failed
        /// (by a step, or because jobs were still running after `settleRounds` of them).
        private mutating func runEveryJob() async -> Bool {
            for _ in 0..<check.configuration.settleRounds {
                guard let job = store.runningJobs.first(where: { $0.key != nil }) ?? store.runningJobs.first else { break }
                let step: Step = isPerformed(job.key) ? .deliver(job.key) : .run(job.key)
                if await take(step) { return false }
            }
            guard store.runningJobs.isEmpty else {
                didNotSettle = true
                failure = "it did not settle within \(check.configuration.settleRounds) jobs; still running: "
                    + store.runningJobs.map(\.description).joined(separator: ", ")
                return false
            }
            return true
        }
    }

    /// A step as a line of Swift.
    func describe(_ step: Step) -> String {
        func job(_ key: JobKey?) -> String { key.map { "JobKey(\"\($0.name)\")" } ?? "nil" }
        return switch step {
        case .send(let intent): "store.send(\(source.intent(intent)))"
        case .perform(let key): "await store.perform(job: \(job(key)))"
        case .deliver(let key): "store.deliver(job: \(job(key)))"
        case .run(let key): "await store.run(job: \(job(key)))"
        case .event(let event): event.source
        case .restart: "store.dispose(); store = \(source.store); store.exhaustivity = .off"
        }
    }

    /// The run as a plain XCTest method. A long settling (or one that never ends) is written
    /// as the loop the runner ran; a case that failed before settling ends where it failed.
    func reproduction(_ run: CaseRun) -> String {
        let restarts = run.effective.contains { if case .restart = $0 { true } else { false } }
        let didNotQuieten = run.didNotSettle && run.settling.isEmpty && !run.quieting.isEmpty
        let quieting = didNotQuieten || run.quieting.count > Self.settlingLinesAtMost
            ? settleLoop(rounds: configuration.settleRounds) : run.quieting.map(describe)
        let settling = (run.didNotSettle && !didNotQuieten) || run.settling.count > Self.settlingLinesAtMost
            ? run.settling.prefix { if case .send = $0 { true } else { false } }.map(describe)
                + settleLoop(rounds: configuration.settleRounds)
            : run.settling.map(describe)
        let check = run.didNotSettle ? "XCTAssertEqual(store.runningJobs, [])"
            : run.stalled ? "XCTAssertNil(\(source.quietInvariant ?? source.invariant))" : "XCTAssertNil(\(source.invariant))"
        let body = [
            "let world = \(source.world)",
            "\(restarts ? "var" : "let") store = \(source.store)",
            "store.exhaustivity = .off",
        ] + run.effective.map(describe) + (run.reachedSettling ? ["// Everything settles:", source.settle] + quieting + settling : [])
            + [check]
        return "@MainActor func testAStorePropertyCase() async {\n" + body.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }

    /// Settling steps written one a line, at most; more are written as a loop.
    static var settlingLinesAtMost: Int { 12 }

    /// The settling loop as Swift: every running job, oldest keyed first, run or delivered.
    private func settleLoop(rounds: Int) -> [String] {
        [
            "for _ in 0..<\(rounds) {",
            "    guard let job = store.runningJobs.first(where: { $0.key != nil }) ?? store.runningJobs.first else { break }",
            "    if store.performedJobs.contains(job) { store.deliver(job: job.key) } else { await store.run(job: job.key) }",
            "}",
        ]
    }
}
