/// The jobs a store runs: at most one per key, plus any number without a key, each with the
/// number of its launch.
///
/// A job stays registered from launch until its result is handed over, or until it is
/// cancelled, replaced or the store is disposed; a result whose job is no longer registered
/// is never delivered.
@MainActor
struct JobRegistry {
    private var running: [UInt64: RunningJob] = [:]
    private var launchByKey: [JobKey: UInt64] = [:]
    /// Outputs that arrived and wait for their turn, as closures that hand them over.
    private var results: [UInt64: () -> Void] = [:]
    private var lastLaunch: UInt64 = 0

    /// The number of a new launch under `key`. Cancels the job running under `key`, if any.
    mutating func nextLaunch(for key: JobKey?) -> UInt64 {
        if let key { cancel(key) }
        lastLaunch &+= 1
        return lastLaunch
    }

    mutating func register(_ task: Task<Void, Never>, key: JobKey?, launch: UInt64) {
        running[launch] = RunningJob(key: key, task: task)
        if let key { launchByKey[key] = launch }
    }

    /// Keeps the output of `launch` until `finish` hands it over.
    mutating func hold(_ deliver: @escaping () -> Void, of launch: UInt64) {
        guard running[launch] != nil else { return }
        results[launch] = deliver
    }

    /// Unregisters `launch` and returns what hands its output over; nil when the job is no
    /// longer registered (cancelled or replaced meanwhile).
    mutating func finish(_ launch: UInt64) -> (() -> Void)? {
        let deliver = results.removeValue(forKey: launch)
        guard let job = running.removeValue(forKey: launch), let deliver else { return nil }
        if let key = job.key { launchByKey[key] = nil }
        return deliver
    }

    mutating func cancel(_ key: JobKey) {
        guard let launch = launchByKey.removeValue(forKey: key) else { return }
        running.removeValue(forKey: launch)?.task.cancel()
        results[launch] = nil
    }

    func isRunning(_ key: JobKey) -> Bool { launchByKey[key] != nil }

    mutating func cancelAll() {
        for job in running.values { job.task.cancel() }
        running = [:]
        launchByKey = [:]
        results = [:]
    }
}

private struct RunningJob {
    let key: JobKey?
    let task: Task<Void, Never>
}
