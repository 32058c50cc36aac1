import MVI
import MVITesting

extension TestStore {
    /// Runs the keyed jobs, and those they start, until none is left or `rounds` ran: what a
    /// property case does once everything settles.
    func runKeyedJobs(rounds: Int = 100) async {
        for _ in 0..<rounds {
            guard let job = runningJobs.first(where: { $0.key != nil }) else { return }
            await run(job: job.key)
        }
    }
}
