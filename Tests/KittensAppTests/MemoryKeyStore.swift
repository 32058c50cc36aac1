import Kittens
import KittensSupport
import Locking

/// A keyring in memory, always there.
final class MemoryKeyStore: APIKeyStore {
    private let key: Locked<APIKey?>

    init(key: APIKey? = nil) { self.key = Locked(key) }

    func read() async throws(KeyringError) -> APIKey? { key.withLock { $0 } }
    func store(_ key: APIKey) async throws(KeyringError) { self.key.withLock { $0 = key } }
    func clear() async throws(KeyringError) { key.withLock { $0 = nil } }
}
