import Dispatch
import FoundationEssentials
import Kittens
import KittensNetwork
import KittensSupport

/// Loads thumbnails for list rows: downloads with bounded concurrency (through an
/// `ImageDownloader`, libsoup), decodes off the main thread (fewer at once than it downloads),
/// keeps recent textures in a memory cache bounded by bytes, and hands results to the main
/// thread. Only web URLs (`WebURL`) are fetched; an answer outside 2xx is a failed download.
/// Main thread only.
///
/// With a disk cache, a thumbnail decoded in an earlier run is read from disk instead of the
/// network. The disk holds decoded thumbnails only, as their pixels at the size drawn
/// (`RawThumbnail`: read back with a copy, no second decode; PNGs written by older versions are
/// still decoded), written after a decode succeeded; the first frame of an animated GIF is kept
/// marked as animated, so that it is shown with its badge when read back. A file that fails to
/// decode, or holds pixels of another size, is deleted and the picture fetched again.
///
/// Thumbnails are made at a scale factor (the widget's, 2 on a HiDPI screen): a thumbnail at
/// scale 2 has twice the pixels of the size drawn each way, and costs four times the bytes in
/// the memory cache. Both caches keep each scale apart.
///
/// A decode still running `BoundedWorkQueue.backstop(for:)` after it started is abandoned: its
/// request fails at once as too slow (`ImageRefusal.tooSlow`), its slot decodes the next
/// picture, and what it returns later is neither shown nor cached (in memory or on disk).
/// A saved thumbnail that took that long is deleted, and the picture fetched again.
@MainActor
public final class ThumbnailLoader {
    public struct Configuration: Sendable {
        /// Downloads in flight at once; more requests wait in a queue.
        public var maxConcurrentLoads = 6
        /// Pictures decoded at once: each may need up to `ImageLimits.standard` pixels of memory.
        /// Decodes abandoned past their deadline and still running may hold as many again.
        public var maxConcurrentDecodes = 2
        /// Larger bodies are refused.
        public var maxBodyBytes = ImageDownloader.defaultLimits.maxBodyBytes
        /// What the cached textures may cost together (width x height x 4 each).
        public var cacheBytes = 48 * 1024 * 1024
        /// The size of a thumbnail drawn, in logical pixels; images are scaled and cropped to cover
        /// it times the scale factor.
        public var thumbnailWidth = 96
        public var thumbnailHeight = 72
        /// Seconds without any progress after which a download fails.
        public var timeout: TimeInterval = 20
        /// Seconds after which a download fails however steadily its bytes arrive.
        public var totalDeadline: TimeInterval = 30
        /// Where decoded thumbnails are kept between runs; nil keeps them in memory only.
        public var diskCache: ThumbnailDiskCache?
        /// Whether a picture missing from the caches is downloaded. When false (a replay) it
        /// fails as `notDownloadedInReplay` and no connection is ever made.
        public var downloadsPictures = true
        /// Told of each picture that ends as the placeholder, and why: the app logs it.
        public var onFailure: (@MainActor (URL, PictureLoadError) -> Void)?

        public init() {}
    }

    public enum Result: Sendable {
        case loaded(Texture)
        case failed(PictureLoadError)
    }

    /// How bytes become a thumbnail: `ThumbnailDecoder.decode`, unless a test says otherwise.
    typealias Decode = @Sendable (ThumbnailDecoder, Data) -> Swift.Result<Texture, PictureLoadError>

    /// Names a request, to cancel it.
    public struct Ticket: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Job {
        let key: ThumbnailKey
        let completion: @MainActor (Result) -> Void
    }

    /// The largest scale factor thumbnails are made at; GTK's larger ones get this.
    public static let maxScale = 4

    /// What a started request is doing.
    private enum Stage {
        case readingDisk
        case downloading(DownloadHandle)
        /// Answered at once without a download (`downloadsPictures` is false).
        case notDownloading
        /// Waiting for the downloader, which is being made.
        case awaitingDownloader
    }

    public let configuration: Configuration
    /// Made at the first download, on a background queue (`DownloaderMaking`), so that loading
    /// libsoup and making its session (about 18 ms) costs nothing before the window's first frame
    /// and never runs on the main thread. Nil until then.
    private var downloader: ImageDownloader?
    /// Downloads asked for while the downloader is being made; started once it is.
    private var awaitingDownloader: [(id: UInt64, key: ThumbnailKey)]?
    private let decodeQueue: BoundedWorkQueue
    private let decode: Decode
    private var cache: ByteBoundedCache<ThumbnailKey, Texture>
    /// Requests not cancelled, waiting or downloading.
    private var jobs: [UInt64: Job] = [:]
    private var waiting: [UInt64] = []
    private var waitingHead = 0
    /// Requests started (reading the disk cache, downloading or decoding), including cancelled
    /// ones until their task reports back, so that the concurrency bound counts real connections.
    private var running: [UInt64: Stage] = [:]
    private var nextID: UInt64 = 0
    /// Downloads that wait for `releaseDownloads()`, while `holdDownloads()` is in force.
    private var heldDownloads: [(id: UInt64, key: ThumbnailKey)]?

    public convenience init(configuration: Configuration = Configuration()) {
        self.init(
            configuration: configuration,
            // Utility: libdispatch on Linux runs it at nice 2 (user-initiated work runs at nice -2
            // where it may, 0 otherwise), so that decodes yield the CPU to the main thread.
            decodeQueue: BoundedWorkQueue(
                label: "kittens.thumbnails.decode", width: configuration.maxConcurrentDecodes, qos: .utility),
            decode: { $0.decode($1) }
        )
    }

    /// A loader that decodes through `decodeQueue` (whose width wins over the configuration's)
    /// with `decode`.
    init(configuration: Configuration, decodeQueue: BoundedWorkQueue, decode: @escaping Decode) {
        self.configuration = configuration
        self.decodeQueue = decodeQueue
        self.decode = decode
        cache = ByteBoundedCache(capacity: configuration.cacheBytes)
    }

    isolated deinit {
        for case .downloading(let handle) in running.values { handle.cancel() }
    }

    /// Created on a background thread, which loads GIO's modules (`BoundedDownloader`). Each
    /// download runs on a lane with a libsoup session of its own, so no send waits for another's
    /// connection, however many loads run at once.
    nonisolated private static func makeDownloader(_ configuration: Configuration) -> ImageDownloader {
        let limits = DownloadLimits(
            maxBodyBytes: configuration.maxBodyBytes,
            idleTimeout: .seconds(clamping: configuration.timeout),
            totalDeadline: .seconds(clamping: configuration.totalDeadline)
        )
        return ImageDownloader(limits: limits, downloader: BoundedDownloader.Configuration())
    }

    /// The size thumbnails are drawn at unless a request asks for another: the configuration's.
    public var standardSize: ThumbnailSize {
        ThumbnailSize(width: configuration.thumbnailWidth, height: configuration.thumbnailHeight)
    }

    /// Requests the thumbnail of `url` drawn at `size` (the configuration's when nil; the gallery
    /// asks for its square cells) at `scale` (clamped to 1...`maxScale`). A cached one is
    /// delivered at once and nil returned; otherwise `completion` runs later on the main thread,
    /// unless the ticket is cancelled first. Every size shares the caches and their budgets.
    @discardableResult
    public func load(
        _ url: URL, size: ThumbnailSize? = nil, scale: Int = 1, completion: @escaping @MainActor (Result) -> Void
    ) -> Ticket? {
        let key = ThumbnailKey(url: url, scale: min(max(scale, 1), Self.maxScale), size: size ?? standardSize)
        if let texture = cache.value(for: key) {
            completion(.loaded(texture))
            return nil
        }
        guard url.isWebURL else {
            completion(.failed(.downloadFailed))
            return nil
        }
        nextID += 1
        jobs[nextID] = Job(key: key, completion: completion)
        waiting.append(nextID)
        startWaiting()
        return Ticket(id: nextID)
    }

    /// Forgets a request: a waiting one leaves the queue, a running download is cancelled.
    /// Its completion never runs.
    public func cancel(_ ticket: Ticket) {
        guard jobs.removeValue(forKey: ticket.id) != nil, case .downloading(let handle) = running[ticket.id] else { return }
        handle.cancel()
    }

    /// Cancels every request.
    public func cancelAll() {
        jobs.removeAll()
        waiting.removeAll()
        waitingHead = 0
        for case .downloading(let handle) in running.values { handle.cancel() }
    }

    /// Keeps downloads from starting until `releaseDownloads()`; the disk cache is still read.
    /// The app holds them until the window's first frame, since the first one loads libsoup and
    /// makes its session, which costs about 50 million instructions.
    public func holdDownloads() {
        if heldDownloads == nil { heldDownloads = [] }
    }

    /// Starts the downloads held since `holdDownloads()`, and any later one at once. The
    /// downloader (libsoup's session) is made now, on a background queue, if it is not yet: the
    /// first thumbnails then find it ready.
    public func releaseDownloads() {
        guard let held = heldDownloads else { return }
        heldDownloads = nil
        if configuration.downloadsPictures { startMakingDownloader() }
        for (id, key) in held {
            if jobs[id] == nil { finish(id, .failure(.downloadFailed)) } else { download(id, key) }
        }
    }

    /// Empties the memory cache.
    public func purgeCache() { cache.removeAll() }

    /// Requests waiting or downloading, not counting cancelled ones.
    public var pendingCount: Int { jobs.count }

    /// Requests started and not ended (disk reads, downloads, decodes), including cancelled ones.
    public var runningCount: Int { running.count }

    var cachedCount: Int { cache.count }
    var decodeWidth: Int { decodeQueue.width }
    var cachedBytes: Int { cache.totalCost }

    private func startWaiting() {
        while running.count < configuration.maxConcurrentLoads, let id = nextWaiting() {
            guard let job = jobs[id] else { continue }
            if let diskCache = configuration.diskCache {
                running[id] = .readingDisk
                readDisk(id, job.key, diskCache)
            } else {
                download(id, job.key)
            }
        }
        if waitingHead == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
        }
    }

    /// The decoder of `key`'s thumbnail: its drawn size times its scale, in pixels.
    private func decoder(_ key: ThumbnailKey) -> ThumbnailDecoder {
        ThumbnailDecoder(width: key.size.width * key.scale, height: key.size.height * key.scale)
    }

    /// How the disk cache tells `key`'s size apart: nothing for the standard size (whose files
    /// keep the names they had before other sizes), else "WxH".
    private func diskVariant(_ key: ThumbnailKey) -> String {
        key.size == standardSize ? "" : "\(key.size.width)x\(key.size.height)"
    }

    /// Decodes the thumbnail saved for `key`; a saved file that fails to decode, or is larger
    /// than any download may be, is deleted. One that only took too long (a busy machine: its
    /// deadline passed, or the decoder's CPU time ran out) is kept for the next read. A miss goes
    /// on to the network.
    private func readDisk(_ id: UInt64, _ key: ThumbnailKey, _ diskCache: ThumbnailDiskCache) {
        let decoder = decoder(key)
        let variant = diskVariant(key)
        let decode = self.decode
        let maxBytes = configuration.maxBodyBytes
        decodeQueue.async({ () -> Texture? in
            guard let saved = diskCache.saved(for: key.url, scale: key.scale, variant: variant) else { return nil }
            // Saved at the size drawn: a copy into a texture, no decode.
            if let texture = RawThumbnail.texture(saved.data, width: decoder.width, height: decoder.height) {
                return texture.marked(animated: saved.isAnimated)
            }
            let refused = saved.data.count > maxBytes || RawThumbnail.isRaw(saved.data)
            switch refused ? .failure(.undecodable) : decode(decoder, saved.data) {
            case .success(let decoded): return decoded.marked(animated: saved.isAnimated)
            case .failure(.refused(.tooSlow)): return nil
            case .failure:
                diskCache.remove(for: key.url, scale: key.scale, variant: variant)
                return nil
            }
        }, completion: { [weak self] outcome in
            var texture: Texture?
            if case .finished(let decoded) = outcome { texture = decoded }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.finishReadingDisk(id, key, texture) }
            }
        })
    }

    private func finishReadingDisk(_ id: UInt64, _ key: ThumbnailKey, _ texture: Texture?) {
        if let texture {
            finish(id, .success(texture))
        } else if jobs[id] == nil {
            finish(id, .failure(.downloadFailed))
        } else {
            download(id, key)
        }
    }

    /// Downloads and decodes `key.url`, and saves the decoded thumbnail on disk.
    private func download(_ id: UInt64, _ key: ThumbnailKey) {
        guard configuration.downloadsPictures else {
            running[id] = .notDownloading
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.finish(id, .failure(.notDownloadedInReplay)) }
            }
            return
        }
        if heldDownloads != nil {
            heldDownloads?.append((id, key))
            return
        }
        guard let downloader else { return awaitDownloader(id, key) }
        let url = key.url
        let decoder = decoder(key)
        let variant = diskVariant(key)
        let decode = self.decode
        let decodeQueue = self.decodeQueue
        let diskCache = configuration.diskCache
        running[id] = .downloading(downloader.start(url) { [weak self] download in
            let deliver: @Sendable (Swift.Result<Texture, PictureLoadError>) -> Void = { result in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.finish(id, result) }
                }
            }
            guard case .success(let data) = download else { return deliver(.failure(.downloadFailed)) }
            decodeQueue.async({ decode(decoder, data) }, completion: { outcome in
                guard case .finished(let result) = outcome else { return deliver(.failure(.refused(.tooSlow))) }
                // The pixels are copied (no encode) and written on the cache's own queue, before the
                // result is handed over, so that a flush after it finds the file.
                if case .success(let texture) = result, let diskCache, let raw = RawThumbnail.data(texture) {
                    diskCache.store(raw, isAnimated: texture.isAnimated, for: url, scale: key.scale, variant: variant)
                }
                deliver(result)
            })
        })
    }

    /// Keeps the download of `key` until the downloader is made, and has it made on a background
    /// queue unless that is under way.
    private func awaitDownloader(_ id: UInt64, _ key: ThumbnailKey) {
        running[id] = .awaitingDownloader
        startMakingDownloader()
        awaitingDownloader?.append((id, key))
    }

    /// Has the downloader made on a background queue, unless it is made or being made.
    private func startMakingDownloader() {
        guard downloader == nil, awaitingDownloader == nil else { return }
        awaitingDownloader = []
        let configuration = configuration
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let made = Self.makeDownloader(configuration)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.downloaderMade(made) }
            }
        }
    }

    /// Starts the downloads that waited for the downloader; a cancelled one ends.
    private func downloaderMade(_ made: ImageDownloader) {
        downloader = made
        let awaiting = awaitingDownloader ?? []
        awaitingDownloader = nil
        for (id, key) in awaiting {
            if jobs[id] == nil { finish(id, .failure(.downloadFailed)) } else { download(id, key) }
        }
    }

    private func nextWaiting() -> UInt64? {
        guard waitingHead < waiting.count else { return nil }
        defer { waitingHead += 1 }
        return waiting[waitingHead]
    }

    private func finish(_ id: UInt64, _ result: Swift.Result<Texture, PictureLoadError>) {
        running.removeValue(forKey: id)
        if let job = jobs.removeValue(forKey: id) {
            switch result {
            case .success(let texture):
                cache.insert(texture, for: job.key, cost: texture.byteCount)
                job.completion(.loaded(texture))
            case .failure(let failure):
                configuration.onFailure?(job.key.url, failure)
                job.completion(.failed(failure))
            }
        }
        startWaiting()
    }
}

/// What a thumbnail is cached under: the picture and the scale factor it was made at.
struct ThumbnailKey: Hashable, Sendable {
    let url: URL
    let scale: Int
    let size: ThumbnailSize
}

/// The logical size a thumbnail is drawn at; its texture has this times the scale factor in pixels.
public struct ThumbnailSize: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
