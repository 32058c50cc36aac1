import Kittens
import Locking

/// The run's `RunSettings` where the data source and the store read them on each request, from
/// any thread; the preferences store's states reach it through `Binder.bindSettings`.
public final class LiveSettings: Sendable {
    private let settings: Locked<RunSettings>

    public init(_ settings: RunSettings) {
        self.settings = Locked(settings)
    }

    public var current: RunSettings {
        get { settings.withLock { $0 } }
        set { settings.withLock { $0 = newValue } }
    }

    /// The page size of the next request.
    public var pageSize: Int { settings.withLock { $0.pageSize } }
}
