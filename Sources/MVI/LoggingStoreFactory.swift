import Logging

/// A factory decorator that logs, at debug level, each intent, action, message, new state
/// and label of every store it makes, one line each, prefixed with the store's name.
public struct LoggingStoreFactory: StoreFactory {
    private let base: any StoreFactory
    private let logger: Logger

    public init(wrapping base: any StoreFactory = DefaultStoreFactory(), logger: Logger) {
        self.base = base
        self.logger = logger
    }

    public var decorations: [StoreDecoration] { base.decorations + [StoreDecoration(.logging(logger))] }
}
