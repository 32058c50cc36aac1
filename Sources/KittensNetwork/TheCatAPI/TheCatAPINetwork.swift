import Dispatch
import Kittens
import KittensSupport
import Logging

/// The one TheCatAPI client of a live run, which owns the libsoup session and the key: the
/// features' clients (`TheCatAPIClient`) register with it and connect on the main thread once
/// the window's first frame is out (`start()`), over one libsoup session made then (it and the
/// GIO modules it loads stay off the start-up path). Their requests leave once the key is known:
/// at once when the command line or environment gave it, else when the keyring answers
/// (`keyChanged()`), or after `keyringWait` without a key should it not.
@MainActor
public final class TheCatAPINetwork {
    /// How long the first request waits for the keyring, which may be showing an unlock prompt.
    public static let keyringWait = Duration.seconds(3)

    private let configuration: TheCatAPIConfiguration
    /// The key of the next request.
    private let key: @MainActor () -> APIKey?
    /// Whether the command line or the environment gave the key, so that no keyring is waited for.
    private let keyIsGiven: @MainActor () -> Bool
    private let logger: Logger
    /// Times the keyring wait.
    private let clock: any TimerClock
    public private(set) var clients: [any TheCatAPIClient] = []
    private var keyListeners: [(APIKey?) -> Void] = []
    /// How many times the clients connected: once a run at most.
    public private(set) var connections = 0
    /// The one libsoup session of every request to TheCatAPI, made when the clients connect.
    public private(set) var session: BoundedDownloader?

    /// `key` is the key of the next request, `keyIsGiven` whether the command line or the
    /// environment gave it; `clock` times the keyring wait.
    public init(
        configuration: TheCatAPIConfiguration, key: @escaping @MainActor () -> APIKey?,
        keyIsGiven: @escaping @MainActor () -> Bool, logger: Logger, clock: any TimerClock
    ) {
        self.configuration = configuration
        self.key = key
        self.keyIsGiven = keyIsGiven
        self.logger = logger
        self.clock = clock
    }

    /// Adds a feature's client: it connects when the network starts and hears each key.
    public func register(_ client: any TheCatAPIClient) {
        clients.append(client)
    }

    /// Runs `listener` with each key the clients use from then on, after they use it.
    public func onKeyInUse(_ listener: @escaping (APIKey?) -> Void) {
        keyListeners.append(listener)
    }

    /// The window's first frame is out: the clients connect. True the first time; false after.
    public func start() -> Bool {
        guard connections == 0 else { return false }
        connections += 1
        var configuration = configuration
        configuration.apiKey = key()
        let session = BoundedDownloader()
        self.session = session
        for client in clients { client.connect(configuration, session: session) }
        logger.debug("the TheCatAPI clients are connected")
        guard !keyIsGiven() else {
            // The key of the command line or environment: every request may leave at once.
            keyChanged()
            return true
        }
        clock.schedule(after: Self.keyringWait, on: .main) { [weak self] in
            MainActor.assumeIsolated {
                for client in self?.clients ?? [] { client.open() }
            }
        }
        return true
    }

    /// Every client sends the key of the next request, the requests waiting for it leave, and
    /// then the listeners hear it. Nothing before the clients connect.
    public func keyChanged() {
        guard connections > 0 else { return }
        let key = key()
        for client in clients {
            client.use(apiKey: key)
            client.open()
        }
        for listener in keyListeners { listener(key) }
    }
}
