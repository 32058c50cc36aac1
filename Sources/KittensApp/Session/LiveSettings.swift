import Kittens
import Locking

/// The run's `RunSettings` where the data source reads them on each request (the key, for its
/// log lines), from any thread; the preferences store's states reach it through
/// `Binder.bindSettings`. The kitten store's page size is its own state (`Binder.bindPageSize`).
public final class LiveSettings: Sendable {
    private let settings: Locked<RunSettings>

    public init(_ settings: RunSettings) {
        self.settings = Locked(settings)
    }

    public var current: RunSettings {
        get { settings.withLock { $0 } }
        set { settings.withLock { $0 = newValue } }
    }
}
