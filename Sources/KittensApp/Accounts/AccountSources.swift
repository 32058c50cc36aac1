import Kittens
import KittensNetwork
import KittensSupport
import Locking

/// The source of TheCatAPI's account of the key in use (favourites' or votes', one account for
/// both: an API base, a `sub_id` and the key), made at its first request after a key is set,
/// so that no session is made (nor libsoup loaded) while there is no key.
///
/// A store sends each request bound to its account (`generation(of:)`): a request made for one
/// key goes out with that key or not at all, even when the key changes before it leaves (the
/// app swaps the key here before the store hears of it).
final class AccountSources<Source: Sendable>: Sendable {
    private struct Current {
        var configuration: TheCatAPIAccountConfiguration?
        var source: Source?
        /// Counts the keys used: a request bound to an earlier one is not sent.
        var generation = 0
    }

    let base: TheCatAPIBase
    let subID: String
    /// The session TheCatAPI's requests share, once the network connects; until then a source
    /// makes its own (`make` is given nil).
    private let session = Locked<BoundedDownloader?>(nil)
    private let current = Locked(Current())
    private let make: @Sendable (TheCatAPIAccountConfiguration, BoundedDownloader?) -> Source

    init(base: TheCatAPIBase, subID: String, make: @escaping @Sendable (TheCatAPIAccountConfiguration, BoundedDownloader?) -> Source) {
        self.base = base
        self.subID = subID
        self.make = make
    }

    /// Sends `apiKey` from the next request on; a request under way keeps the key it started with.
    func use(apiKey: APIKey?) {
        let configuration = apiKey.flatMap { $0.isEmpty ? nil : TheCatAPIAccountConfiguration(base: base, apiKey: $0, subID: subID) }
        current.withLock { current in
            guard current.configuration != configuration else { return }
            current = Current(configuration: configuration, source: nil, generation: current.generation + 1)
        }
    }

    /// The requests share `session` from now on.
    func connect(session: BoundedDownloader) {
        self.session.withLock { if $0 == nil { $0 = session } }
    }

    /// The generation of the key in use when it is `account`'s; nil when it is not.
    func generation(of account: TheCatAPIAccount) -> Int? {
        current.withLock { current in
            current.configuration.flatMap { TheCatAPIAccount.of(base: base, subID: subID, apiKey: $0.apiKey) } == account
                ? current.generation : nil
        }
    }

    /// The source of the key in use, made at its first request; nil without a key, or when
    /// the key is no longer that of `generation` (when given).
    func source(of generation: Int? = nil) -> Source? {
        current.withLock { current in
            guard generation.map({ $0 == current.generation }) ?? true else { return nil }
            if current.source == nil, let configuration = current.configuration {
                current.source = make(configuration, session.withLock { $0 })
            }
            return current.source
        }
    }

    /// Which key a request goes out with.
    enum Key: Sendable {
        /// The key in use when the request leaves.
        case inUse
        /// The key of this generation only.
        case generation(Int)
        /// None: the account asked for was not the key's in use.
        case none
    }

    /// The key of `account`'s requests (`generation(of:)`).
    func key(of account: TheCatAPIAccount) -> Key {
        generation(of: account).map(Key.generation) ?? .none
    }

    /// The source `key` sends with; nil when it sends nothing (a request then fails with 401
    /// without leaving).
    func source(for key: Key) -> Source? {
        switch key {
        case .inUse: source()
        case .generation(let generation): source(of: generation)
        case .none: nil
        }
    }
}
