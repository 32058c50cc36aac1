internal import CSoup
internal import GLibRuntime
import Dispatch
import FoundationEssentials
import KittensSupport
import Locking

/// Downloads over libsoup, each bounded in bytes, time and redirects.
///
/// Each download runs the blocking `soup_session_send` on a serial Dispatch queue it has to itself
/// while it runs, with that queue's own libsoup session (a lane of `DownloadLanes`, lent again
/// afterwards: no queue or session is made per download; one session is never used by two
/// downloads at once, see `DownloadLanes` for why), never on the caller's thread, and is
/// cancelled through its `GCancellable`: `cancel` never blocks and may be called from any thread.
/// The sessions use GIO's default proxy resolver and TLS database (loaded on the thread that
/// creates the downloader), decode gzip and deflate, and send no `Accept-Language`.
public final class BoundedDownloader: Sendable {
    public struct Configuration: Sendable {
        /// The `User-Agent` header of every request.
        public var userAgent: String
        /// Certificates trusted for `https`; nil trusts the system's authorities.
        public var trustAnchors: TrustAnchors?
        /// Connections each lane's session keeps open at once, and to one host. A send that
        /// finds every slot taken waits, and libsoup lets no cancellable interrupt that wait:
        /// keep these above one.
        public var maxConnections: Int
        public var maxConnectionsPerHost: Int

        public init(
            userAgent: String = BoundedDownloader.defaultUserAgent,
            trustAnchors: TrustAnchors? = nil,
            maxConnections: Int = 64,
            maxConnectionsPerHost: Int = 32
        ) {
            self.userAgent = userAgent
            self.trustAnchors = trustAnchors
            self.maxConnections = maxConnections
            self.maxConnectionsPerHost = maxConnectionsPerHost
        }
    }

    /// `Kittens/<version>`, the version in `data/VERSION` (`KittensVersion.current`).
    public static let defaultUserAgent = "Kittens/\(KittensVersion.current)"

    public let configuration: Configuration
    private let timerQueue = DispatchQueue(label: "kittens.download.clocks", qos: .userInitiated)
    /// Utility (nice 2 under libdispatch on Linux): reading and checking bodies yields the CPU to
    /// the main thread, which draws.
    let lanes: DownloadLanes<GObjectRef<SoupSessionObject>>
    /// Keeps every download's idle timeout and total deadline.
    let clock: any TimerClock

    /// `clock` keeps the downloads' idle timeouts and deadlines; tests give a `ManualClock`.
    public init(configuration: Configuration = Configuration(), clock: any TimerClock = SystemClock()) {
        self.configuration = configuration
        self.clock = clock
        Self.setUp.withLock { _ in Self.loadGIOModules() }
        lanes = DownloadLanes(label: "kittens.download", qos: .utility) { Self.makeSession(configuration) }
    }

    /// A session configured as `configuration` says, for one lane.
    private static func makeSession(_ configuration: Configuration) -> GObjectRef<SoupSessionObject> {
        setUp.withLock { _ in
            let session = kittens_soup_session_new(
                guint(clamping: max(configuration.maxConnections, 1)), guint(clamping: max(configuration.maxConnectionsPerHost, 1)))
            kittens_soup_session_set_user_agent(session, configuration.userAgent)
            kittens_soup_session_set_accept_language_auto(session, 0)
            if let anchors = configuration.trustAnchors {
                kittens_soup_session_set_tls_database(session, anchors.database.pointer)
            }
            return GObjectRef(owning: session)
        }
    }

    /// Held while GIO's modules load and while a session is made. After the first frame the app
    /// makes the TheCatAPI downloader on the main thread while the thumbnails' is made on
    /// another; module loading takes GIO's lock and the dynamic loader's, and runs `dlopen`'s
    /// constructors under them, so two threads doing it at once is not safe to assume.
    private static let setUp = Locked(())

    /// GIO picks its proxy resolver and TLS backend at first use: it loads their modules and,
    /// for GNOME's proxy resolver, creates the GSettings whose changes it follows. That happens
    /// here, on the thread that configures the session, rather than on a download's thread.
    private static func loadGIOModules() {
        _ = g_proxy_resolver_get_default()
        _ = g_tls_backend_get_default()
    }

    /// Starts a download. `completion` runs exactly once, on a background thread (never inside
    /// `start` or `cancel`), with the body or the reason there is none; it should return quickly.
    public func start(
        _ request: DownloadRequest,
        limits: DownloadLimits,
        completion: @escaping @Sendable (Result<Data, DownloadError>) -> Void
    ) -> DownloadHandle {
        start(request, limits: limits, observePhase: nil, completion: completion)
    }

    /// `start`, telling `observePhase` (on the download's thread) where the blocking send is.
    func start(
        _ request: DownloadRequest,
        limits: DownloadLimits,
        observePhase: (@Sendable (Download.Phase) -> Void)?,
        completion: @escaping @Sendable (Result<Data, DownloadError>) -> Void
    ) -> DownloadHandle {
        let download = Download(request: request, limits: limits, observePhase: observePhase, clock: clock)
        begin(download, completion: completion)
        return DownloadHandle(download)
    }

    /// Ends a download with `.cancelled` unless it ended already. Never blocks.
    public func cancel(_ handle: DownloadHandle) {
        handle.cancel()
    }

    /// Downloads and returns the body. Cancelling the calling task ends the download at once
    /// with `.cancelled`, also when the cancel comes before the download has started.
    public func download(_ request: DownloadRequest, limits: DownloadLimits) async -> Result<Data, DownloadError> {
        await download(Download(request: request, limits: limits, clock: clock))
    }

    /// `download(_:limits:)` that also hands back the answer's header fields named in
    /// `headerNames` (by lowercased name; a field over 256 bytes is left out).
    public func download(
        _ request: DownloadRequest, limits: DownloadLimits, capturingHeaders headerNames: [String]
    ) async -> Result<(body: Data, headers: [String: String]), DownloadError> {
        let download = Download(request: request, limits: limits, capturingHeaders: headerNames, clock: clock)
        return await self.download(download).map { ($0, download.capturedHeaders) }
    }

    /// `download(_:limits:)` that also hands back, whatever the outcome, the answer's header
    /// fields named in `headerNames` and, of an answer outside 2xx, its body when it is at most
    /// `errorBodyLimit` bytes: for an API whose refusals say why in their body.
    public func exchange(
        _ request: DownloadRequest, limits: DownloadLimits, capturingHeaders headerNames: [String], errorBodyLimit: Int
    ) async -> DownloadExchange {
        let download = Download(
            request: request, limits: limits, capturingHeaders: headerNames, errorBodyLimit: errorBodyLimit, clock: clock)
        let result = await self.download(download)
        return DownloadExchange(result: result, headers: download.capturedHeaders, errorBody: download.errorBody)
    }

    func download(_ download: Download) async -> Result<Data, DownloadError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                begin(download) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            download.cancel()
        }
    }

    func begin(_ download: Download, completion: @escaping Download.Completion) {
        let lanes = self.lanes
        let lane = lanes.borrow()
        let worker = DownloadWorker(session: lane.session, download: download)
        // The lane is given back before the completion runs, so that a download the completion
        // starts finds it idle (it then waits behind the completion's few lines on this serial lane).
        let work: @Sendable () -> Void = {
            worker.run(beforeCompletion: { lanes.giveBack(lane) })
        }
        if !download.begin(on: lane.queue, timerQueue: timerQueue, work: work, completion: completion) { lanes.giveBack(lane) }
    }
}

/// What `BoundedDownloader.exchange` returns.
public struct DownloadExchange: Sendable {
    /// The body of a 2xx answer, or why there is none.
    public var result: Result<Data, DownloadError>
    /// The header fields asked for, by lowercased name, of the last answer.
    public var headers: [String: String]
    /// The body of an answer outside 2xx, when it was short enough to keep.
    public var errorBody: Data?
}

/// One download started with `BoundedDownloader.start`, to cancel it.
public final class DownloadHandle: Sendable {
    private let download: Download

    init(_ download: Download) {
        self.download = download
    }

    /// Ends the download with `.cancelled` unless it ended already. Never blocks; any thread.
    public func cancel() {
        download.cancel()
    }
}
