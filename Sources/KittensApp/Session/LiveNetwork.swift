import Dispatch
import Kittens
import KittensNetwork
import KittensSupport
import Logging

/// The network of a live run: the features' TheCatAPI clients connect on the main thread once
/// the window's first frame is out, over one libsoup session made then (it and the GIO modules
/// it loads stay off the start-up path), and their requests leave once the key is known: at
/// once when the command line or environment gave it, else when the keyring answers
/// (`keyChanged`), or after `keyringWait` without a key should it not.
@MainActor
final class LiveNetwork: SessionNetwork {
    /// How long the first request waits for the keyring, which may be showing an unlock prompt.
    static let keyringWait = Duration.seconds(3)

    private let configuration: TheCatAPIConfiguration
    private let live: LiveSettings
    private let logger: Logger
    /// Times the keyring wait.
    private let clock: any TimerClock
    private(set) var clients: [any TheCatAPIClient] = []
    private var keyListeners: [(APIKey?) -> Void] = []
    /// How many times the clients connected: once a run at most.
    private(set) var connections = 0
    /// The one libsoup session of every request to TheCatAPI, made when the clients connect.
    private(set) var session: BoundedDownloader?

    init(configuration: TheCatAPIConfiguration, live: LiveSettings, logger: Logger, clock: any TimerClock) {
        self.configuration = configuration
        self.live = live
        self.logger = logger
        self.clock = clock
    }

    func register(_ client: any TheCatAPIClient) {
        clients.append(client)
    }

    func onKeyInUse(_ listener: @escaping (APIKey?) -> Void) {
        keyListeners.append(listener)
    }

    func start() -> Bool {
        guard connections == 0 else { return false }
        connections += 1
        var configuration = configuration
        configuration.apiKey = live.current.apiKey
        let session = BoundedDownloader()
        self.session = session
        for client in clients { client.connect(configuration, session: session) }
        logger.debug("the TheCatAPI clients are connected")
        guard live.current.keyOverride == nil else {
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
    func keyChanged() {
        guard connections > 0 else { return }
        let key = live.current.apiKey
        for client in clients {
            client.use(apiKey: key)
            client.open()
        }
        for listener in keyListeners { listener(key) }
    }
}
