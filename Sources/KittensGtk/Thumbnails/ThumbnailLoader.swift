import Dispatch
import Foundation
import Kittens
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads thumbnails for list rows: downloads with bounded concurrency, decodes off the main
/// thread, keeps recent textures in a memory cache bounded by bytes, and hands results to the
/// main thread. Only web URLs (`WebURL`) are fetched. Main thread only.
@MainActor
public final class ThumbnailLoader {
    public struct Configuration: Sendable {
        /// Downloads in flight at once; more requests wait in a queue.
        public var maxConcurrentLoads = 6
        /// Larger bodies are refused.
        public var maxBodyBytes = 4 * 1024 * 1024
        /// What the cached textures may cost together (width x height x 4 each).
        public var cacheBytes = 48 * 1024 * 1024
        /// The size of a thumbnail in pixels; images are scaled and cropped to cover it.
        public var thumbnailWidth = 96
        public var thumbnailHeight = 72
        public var timeout: TimeInterval = 20
        /// Where downloaded thumbnails are kept between runs; nil keeps them in memory only.
        public var diskCache: ThumbnailDiskCache?

        public init() {}
    }

    public enum Result: Sendable {
        case loaded(Texture)
        case failed
    }

    /// Names a request, to cancel it.
    public struct Ticket: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Job {
        let url: URL
        let completion: @MainActor (Result) -> Void
    }

    public let configuration: Configuration
    private let fetcher: ThumbnailFetcher
    private let decoder: ThumbnailDecoder
    private let decodeQueue = DispatchQueue(label: "kittens.thumbnails.decode", qos: .userInitiated, attributes: .concurrent)
    private var cache: ByteBoundedCache<URL, Texture>
    /// Requests not cancelled, waiting or downloading.
    private var jobs: [UInt64: Job] = [:]
    private var waiting: [UInt64] = []
    private var waitingHead = 0
    /// Downloads in flight, including cancelled ones until their task reports back, so that the
    /// concurrency bound counts real connections.
    private var running: [UInt64: ThumbnailFetcher.Handle] = [:]
    private var nextID: UInt64 = 0

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        fetcher = ThumbnailFetcher(
            maxBodyBytes: configuration.maxBodyBytes, timeout: configuration.timeout, diskCache: configuration.diskCache)
        decoder = ThumbnailDecoder(width: configuration.thumbnailWidth, height: configuration.thumbnailHeight)
        cache = ByteBoundedCache(capacity: configuration.cacheBytes)
    }

    isolated deinit { fetcher.invalidate() }

    /// Requests the thumbnail of `url`. A cached one is delivered at once and nil returned;
    /// otherwise `completion` runs later on the main thread, unless the ticket is cancelled first.
    @discardableResult
    public func load(_ url: URL, completion: @escaping @MainActor (Result) -> Void) -> Ticket? {
        if let texture = cache.value(for: url) {
            completion(.loaded(texture))
            return nil
        }
        guard url.isWebURL else {
            completion(.failed)
            return nil
        }
        nextID += 1
        jobs[nextID] = Job(url: url, completion: completion)
        waiting.append(nextID)
        startWaiting()
        return Ticket(id: nextID)
    }

    /// Forgets a request: a waiting one leaves the queue, a running download is cancelled.
    /// Its completion never runs.
    public func cancel(_ ticket: Ticket) {
        guard jobs.removeValue(forKey: ticket.id) != nil, let handle = running[ticket.id] else { return }
        fetcher.cancel(handle)
    }

    /// Cancels every request.
    public func cancelAll() {
        jobs.removeAll()
        waiting.removeAll()
        waitingHead = 0
        for handle in running.values { fetcher.cancel(handle) }
    }

    /// Empties the memory cache.
    public func purgeCache() { cache.removeAll() }

    /// Requests waiting or downloading, not counting cancelled ones.
    public var pendingCount: Int { jobs.count }

    /// Downloads in flight, including cancelled ones that have not ended yet.
    public var runningCount: Int { running.count }

    var cachedCount: Int { cache.count }
    var cachedBytes: Int { cache.totalCost }

    private func startWaiting() {
        while running.count < configuration.maxConcurrentLoads, let id = nextWaiting() {
            guard let job = jobs[id] else { continue }
            let decoder = self.decoder
            let decodeQueue = self.decodeQueue
            running[id] = fetcher.start(job.url) { [weak self] data in
                decodeQueue.async {
                    let texture = data.flatMap(decoder.decode)
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { self?.finish(id, texture) }
                    }
                }
            }
        }
        if waitingHead == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
        }
    }

    private func nextWaiting() -> UInt64? {
        guard waitingHead < waiting.count else { return nil }
        defer { waitingHead += 1 }
        return waiting[waitingHead]
    }

    private func finish(_ id: UInt64, _ texture: Texture?) {
        running.removeValue(forKey: id)
        if let job = jobs.removeValue(forKey: id) {
            if let texture {
                cache.insert(texture, for: job.url, cost: texture.byteCount)
                job.completion(.loaded(texture))
            } else {
                job.completion(.failed)
            }
        }
        startWaiting()
    }
}
