import FoundationEssentials
import Kittens
import KittensSupport
import KittensNetwork

/// Tells the kitten store when the computer's network goes and comes back
/// (`ListingIntent.networkAvailabilityChanged`), from when the TheCatAPI clients connect (after
/// the window's first frame) until `stop()`: at start only when there is no network, then at
/// each change. Live runs only; a replay has no watch.
@MainActor
final class ListingNetworkWatch: TheCatAPIClient {
    private let availability: any NetworkAvailability
    private var store: (any ListingStore)?
    private var isConnected = false
    private var isWatching = false
    /// What the store was last told; nil before it was told anything (it starts online).
    private var lastTold: Bool?

    init(_ availability: any NetworkAvailability) {
        self.availability = availability
    }

    /// The store to tell, from the connection on.
    func tell(_ store: any ListingStore) {
        self.store = store
        startIfReady()
    }

    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        isConnected = true
        startIfReady()
    }

    /// The watch needs no key.
    func open() {}
    func use(apiKey: APIKey?) {}

    /// Stops watching and telling the store.
    func stop() {
        availability.stop()
        isWatching = false
        store = nil
    }

    private func startIfReady() {
        guard isConnected, store != nil, !isWatching else { return }
        isWatching = true
        let isAvailable = availability.start { [weak self] isAvailable in self?.changed(isAvailable) }
        if !isAvailable { changed(false) }
    }

    private func changed(_ isAvailable: Bool) {
        guard isAvailable != (lastTold ?? true) else { return }
        lastTold = isAvailable
        store?.accept(.networkAvailabilityChanged(isAvailable))
    }

    /// Whether `url` names this computer (`localhost`, 127.0.0.0/8, `::1`): a server there is
    /// reached without a network.
    nonisolated static func isOnThisComputer(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host.hasSuffix(".localhost") || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
    }
}
