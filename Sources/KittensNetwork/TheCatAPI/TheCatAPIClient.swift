import Kittens
import KittensSupport

/// A feature's requests to TheCatAPI in a live run, as the session's network drives them: they
/// go over the one libsoup session the network makes once the window's first frame is out, the requests wait until the key
/// is known (or was waited for long enough), and each new key reaches them. A feature registers
/// its client with `TheCatAPINetwork.register(_:)`; the network names no feature. The network calls
/// it on the main thread; the requests themselves may run anywhere. Each client answers every
/// call, even with nothing to do: a method of the wrong shape then fails to build.
public protocol TheCatAPIClient: AnyObject {
    /// The window's first frame is out: the client sends over `session` (the one libsoup session
    /// all of TheCatAPI's requests share) with `configuration` and the key known now. Called
    /// once a run.
    @MainActor func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader)
    /// The key is known, or was waited for long enough: requests waiting for it may leave.
    @MainActor func open()
    /// Requests from now on carry `apiKey`; a request under way keeps the key it started with.
    @MainActor func use(apiKey: APIKey?)
}
