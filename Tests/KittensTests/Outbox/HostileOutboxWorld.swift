import Foundation
import Kittens
import MVITesting
import Outbox

/// What the worlds of every feature on the generic outbox (favourites; votes next) share for
/// `StorePropertyCheck`: requests that fail with every class of answer TheCatAPI, proxies,
/// CDNs and disks give, a file whose writes fail, and the outbox's own invariants. A feature's
/// world adds its server's quirks, the user's choices and what converged means.
@MainActor
protocol HostileOutboxWorld: AnyObject {
    /// The next request to the server fails with `failure`.
    func failNextRequest(_ failure: AccountRequestFailure)
    /// The file's writes fail with `errno` (as a full disk, `ENOSPC`, or a size limit, `EFBIG`)
    /// until `healFile()`.
    func failWrites(_ errno: Int32)
    /// The file's writes succeed again.
    func healFile()
}

/// The hostile world's events and invariants, for any `HostileOutboxWorld`.
enum HostileOutbox {
    /// The failures a request can meet, as Swift and as values.
    static let requestFailures: [(source: String, failure: AccountRequestFailure)] = {
        var failures: [(String, AccountRequestFailure)] = [400, 401, 403, 404, 405, 407, 408, 413, 421, 451, 500, 502, 503, 504].map { status in
            ("AccountRequestFailure(.httpStatus(\(status)))", AccountRequestFailure(.httpStatus(status)))
        }
        // Retry-After as seconds or as an HTTP date: the data sources read both as seconds.
        for seconds in [1, 30, 3600] {
            failures.append(("AccountRequestFailure(.httpStatus(429), retryAfterSeconds: \(seconds))", AccountRequestFailure(.httpStatus(429), retryAfterSeconds: seconds)))
        }
        failures.append(("AccountRequestFailure(.httpStatus(503), retryAfterSeconds: 120)", AccountRequestFailure(.httpStatus(503), retryAfterSeconds: 120)))
        failures.append(("AccountRequestFailure(.httpStatus(429))", AccountRequestFailure(.httpStatus(429))))
        failures.append(("AccountRequestFailure(.timeout)", AccountRequestFailure(.timeout)))
        failures.append(("AccountRequestFailure(.unreachable)", AccountRequestFailure(.unreachable)))
        failures.append(("AccountRequestFailure(.malformed(\"not JSON\"))", AccountRequestFailure(.malformed("not JSON"))))
        return failures
    }()

    /// The next request fails with a failure drawn from `requestFailures`.
    static func requestFailure<World: HostileOutboxWorld>(_ random: inout PropertyRandom) -> PropertyEvent<World>? {
        guard let (source, failure) = random.element(of: requestFailures) else { return nil }
        return PropertyEvent("world.failNextRequest(\(source))") { $0.failNextRequest(failure) }
    }

    /// The file's writes fail with `errno`, named `name` in the source.
    static func fileFails<World: HostileOutboxWorld>(_ errno: Int32, _ name: String) -> PropertyEvent<World> {
        PropertyEvent("world.failWrites(\(name))") { $0.failWrites(errno) }
    }

    /// The file's writes succeed again.
    static func fileHeals<World: HostileOutboxWorld>() -> PropertyEvent<World> {
        PropertyEvent("world.healFile()") { $0.healFile() }
    }

    /// What waits once the world healed and every job ran, before the settling Refresh: with
    /// the accepted key in use and nothing stopping the sending (no server problem, a file that
    /// takes writes), no change may wait, or it waits for a Refresh the user has no reason to press.
    static func stalled<State: OutboxReducedState>(_ state: State, acceptedAccount: State.Account) -> String? {
        guard state.usesServer, state.account == acceptedAccount, state.backOff.problem == nil, state.saveProblem == nil,
              state.fileProblem == nil, !state.queuedOperations.isEmpty else { return nil }
        return "changes wait that only a Refresh would send: \(state.queuedOperations)"
    }

    /// What is wrong with an outbox at any step: an operation on its way that it does not hold,
    /// or more than `maximumPerSubject` operations of one subject (what one on its way and the
    /// changes the user made since may take).
    static func problem<Operation: OutboxOperation>(_ queue: OutboxQueue<Operation>, maximumPerSubject: Int) -> String? {
        if let lost = queue.sending.first(where: { queue.index(of: $0) == nil }) {
            return "operation \(lost) is on its way but not in the outbox"
        }
        let bySubject = Dictionary(grouping: queue.operations, by: \.subject)
        if let (subject, operations) = bySubject.first(where: { $0.value.count > maximumPerSubject }) {
            return "\(subject) has more than \(maximumPerSubject) operations waiting: \(operations)"
        }
        return nil
    }
}
