import Dispatch
import FoundationEssentials
import Kittens
import KittensNetwork
import KittensSupport
import Locking

/// Loads the viewer's full-size pictures: downloads through an `ImageDownloader`, reads the
/// header (format, size within `ImageLimits`) before any decode, decodes off the main thread
/// through a `BoundedWorkQueue` at no more than the size drawn, and keeps the original bytes
/// for saving. Main thread only.
///
/// A decode still running `BoundedWorkQueue.backstop(for:)` after it started is abandoned:
/// the picture fails as too slow (`ImageRefusal.tooSlow`) at once, the next one decodes, and
/// what the abandoned decode returns later is never shown.
///
/// Memory stays bounded: it holds at most the pictures `keep(_:)` names (the one shown and the
/// next, prefetched); every other download is cancelled and every other picture dropped.
///
/// It is the kitten store's `PictureSource` (`PictureLoader+PictureSource.swift`): the
/// store learns that a picture loaded, the view shows the decoded picture held here.
@MainActor
public final class PictureLoader {
    /// Bounds of the viewer's downloads and decodes.
    public struct Configuration: Sendable {
        /// Larger bodies are refused.
        public var maxBodyBytes = 32 * 1024 * 1024
        public var limits = ImageLimits.standard
        /// Seconds without any progress after which a download fails.
        public var timeout: TimeInterval = 20
        /// Seconds after which a download fails however steadily its bytes arrive.
        public var totalDeadline: TimeInterval = 60
        /// What Save Image As writes with, off the main thread.
        public var fileWriter = BackgroundFileWriter()
        /// Whether pictures are downloaded. When false (a replay) every picture fails as
        /// `notDownloadedInReplay` and no connection is ever made.
        public var downloadsPictures = true
        /// The most pixels a zoomed picture is decoded at (`PictureZoom.sharpness(budget:)`):
        /// 24 megapixels, 96 MiB as RGBA, so that a 6000 x 4000 photo shows its real pixels at
        /// 100 % and a 40-megapixel one is never decoded whole.
        public var zoomPixelBudget = 24_000_000
        /// How many pictures `keep(_:fitting:)` holds: the one shown and those loaded ahead.
        public var keptPictures = 2

        public init() {}
    }

    /// How bytes whose header was read become a picture fitting a box: `decode(_:_:fitting:limits:)`,
    /// unless a test says otherwise.
    typealias Decode = @Sendable (Data, ImageHeader, _ box: (width: Int, height: Int), ImageLimits) -> Result<ViewerPicture, PictureLoadError>

    private struct Entry {
        var state: ViewerPictureState
        var download: DownloadHandle?
        /// Distinguishes a retry's result from a cancelled earlier attempt's.
        var attempt: UInt64
    }

    public let configuration: Configuration
    /// Runs on the main thread when a picture finished loading, well or not.
    public var onChange: ((URL) -> Void)?
    /// The device pixels a picture the store asks for is decoded to fit; nil while the view
    /// does not know it yet: the load then starts at the next `keep(_:fitting:)` naming it.
    public var fitSize: () -> (width: Int, height: Int)? = { (1280, 1024) }
    /// The store's loads waiting for a picture, resumed when it loads, fails or is dropped.
    var waiters: [URL: [CheckedContinuation<PictureLoadOutcome, Never>]] = [:]
    private lazy var downloader = ImageDownloader(
        limits: DownloadLimits(
            maxBodyBytes: configuration.maxBodyBytes,
            idleTimeout: .seconds(clamping: configuration.timeout),
            totalDeadline: .seconds(clamping: configuration.totalDeadline)))
    private let decodeQueue: BoundedWorkQueue
    private let decode: Decode
    private var entries: [URL: Entry] = [:]
    private var nextAttempt: UInt64 = 0
    private let decodes = Locked<[URL]>([])
    /// The pictures a refit decodes now, each with the box asked for meanwhile, which decodes
    /// once it is done: a zoom of many steps decodes at most twice.
    private var refits: [URL: (width: Int, height: Int)?] = [:]

    public convenience init(configuration: Configuration = Configuration()) {
        self.init(
            configuration: configuration,
            decodeQueue: BoundedWorkQueue(label: "kittens.viewer.decode", width: 1, deadline: BoundedWorkQueue.backstop(for: configuration.limits)),
            decode: { Self.decode($0, $1, fitting: $2, limits: $3) }
        )
    }

    /// A loader that decodes through `decodeQueue` with `decode`.
    init(configuration: Configuration, decodeQueue: BoundedWorkQueue, decode: @escaping Decode) {
        self.configuration = configuration
        self.decodeQueue = decodeQueue
        self.decode = decode
    }

    isolated deinit {
        for entry in entries.values { entry.download?.cancel() }
        for url in Array(waiters.keys) { resumeWaiters(of: url, with: .cancelled) }
    }

    /// Keeps the pictures of `urls` (at most the first `Configuration.keptPictures`) and starts loading those not held
    /// yet, decoded to fit `box` pixels; drops every other picture and cancels its download.
    public func keep(_ urls: [URL], fitting box: (width: Int, height: Int)) {
        let kept = Array(urls.filter(\.isWebURL).prefix(configuration.keptPictures))
        for (url, entry) in entries where !kept.contains(url) {
            entry.download?.cancel()
            entries[url] = nil
            refits[url] = nil
            resumeWaiters(of: url, with: .cancelled)
        }
        for url in kept where entries[url] == nil { start(url, fitting: box) }
        for url in Array(waiters.keys) where !kept.contains(url) { resumeWaiters(of: url, with: .cancelled) }
    }

    /// Drops every picture and cancels every download.
    public func clear() { keep([], fitting: (1, 1)) }

    /// The state of `url`'s picture; nil when it is not kept.
    public func state(of url: URL) -> ViewerPictureState? { entries[url]?.state }

    /// The URLs whose pictures are held or loading.
    var keptURLs: Set<URL> { Set(entries.keys) }

    /// The URLs whose bytes reached a decoder, in order, ever: bytes refused by their header never do.
    nonisolated var decodedURLs: [URL] { decodes.withLock { $0 } }

    func start(_ url: URL, fitting box: (width: Int, height: Int)) {
        nextAttempt += 1
        let attempt = nextAttempt
        entries[url] = Entry(state: .loading, download: nil, attempt: attempt)
        let limits = configuration.limits
        let decodeQueue = self.decodeQueue
        let decode = self.decode
        let decodes = self.decodes
        let box = (max(1, box.width), max(1, box.height))
        guard configuration.downloadsPictures else {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.finish(url, attempt: attempt, .failure(.notDownloadedInReplay)) }
            }
            return
        }
        let handle = downloader.start(url) { [weak self] download in
            let deliver: @Sendable (Result<ViewerPicture, PictureLoadError>) -> Void = { result in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.finish(url, attempt: attempt, result) }
                }
            }
            guard case .success(let data) = download else { return deliver(.failure(.downloadFailed)) }
            decodeQueue.async({ () -> Result<ViewerPicture, PictureLoadError> in
                let header: ImageHeader
                switch ImageHeader.read(data, limits: limits) {
                case .failure(let refusal): return .failure(.refused(refusal))
                case .success(let read): header = read
                }
                decodes.withLock { $0.append(url) }
                return decode(data, header, box, limits)
            }, completion: { outcome in
                guard case .finished(let result) = outcome else { return deliver(.failure(.refused(.tooSlow))) }
                deliver(result)
            })
        }
        entries[url]?.download = handle
    }

    /// Decodes `url`'s picture again from its original bytes when `box` would show it
    /// noticeably sharper (the window grew, the picture was zoomed); the old texture shows until
    /// the new one is ready. A box over `Configuration.zoomPixelBudget` pixels is shrunk to it.
    /// While a refit of `url` runs, the latest box asked for waits for it.
    public func refit(_ url: URL, to box: (width: Int, height: Int)) {
        let box = Self.bounded(box, to: configuration.zoomPixelBudget)
        guard let entry = entries[url], case .loaded(let picture) = entry.state, picture.isSoft(for: box) else { return }
        if refits[url] != nil { return refits[url] = .some(box) }
        refits[url] = .some(nil)
        let attempt = entry.attempt
        let limits = configuration.limits
        let decode = self.decode
        let decodes = self.decodes
        let header = ImageHeader(format: picture.format, width: picture.sourceWidth, height: picture.sourceHeight)
        let data = picture.original
        decodeQueue.async({
            decodes.withLock { $0.append(url) }
            return decode(data, header, box, limits)
        }, completion: { [weak self] outcome in
            // A sharper decode that failed or was abandoned leaves the one shown.
            var sharper: Result<ViewerPicture, PictureLoadError>?
            if case .finished(let result) = outcome, case .success = result { sharper = result }
            DispatchQueue.main.async { [sharper] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let waiting = self.refits.removeValue(forKey: url) ?? nil
                    if let sharper { self.finish(url, attempt: attempt, sharper) }
                    if let waiting { self.refit(url, to: waiting) }
                }
            }
        })
    }

    /// `box`, shrunk to at most `budget` pixels in all with its shape kept.
    nonisolated static func bounded(_ box: (width: Int, height: Int), to budget: Int) -> (width: Int, height: Int) {
        let width = max(1, box.width), height = max(1, box.height)
        let pixels = Double(width) * Double(height)
        guard pixels > Double(budget) else { return (width, height) }
        let shrink = (Double(max(1, budget)) / pixels).squareRoot()
        return (max(1, Int(Double(width) * shrink)), max(1, Int(Double(height) * shrink)))
    }

    nonisolated static func decode(
        _ data: Data, _ header: ImageHeader, fitting box: (width: Int, height: Int), limits: ImageLimits
    ) -> Result<ViewerPicture, PictureLoadError> {
        if header.format == .gif { return ViewerPicture.gif(data, header, fitting: box, limits: limits) }
        return ScaledPixbufLoader.decode(data, format: header.format, fitting: box, limits: limits).map {
            ViewerPicture(texture: $0, original: data, format: header.format, sourceWidth: header.width, sourceHeight: header.height)
        }
    }

    private func finish(_ url: URL, attempt: UInt64, _ result: Result<ViewerPicture, PictureLoadError>) {
        guard entries[url]?.attempt == attempt else { return }
        switch result {
        case .success(let picture): entries[url] = Entry(state: .loaded(picture), download: nil, attempt: attempt)
        case .failure(let failure): entries[url] = Entry(state: .failed(failure), download: nil, attempt: attempt)
        }
        onChange?(url)
        switch result {
        case .success: resumeWaiters(of: url, with: .loaded)
        case .failure(let failure): resumeWaiters(of: url, with: .failed(failure))
        }
    }
}
