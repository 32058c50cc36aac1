import Kittens
import Locking

/// A keyring in memory, always there.
final class MemoryKeyStore: APIKeyStore {
    private let key: Locked<String?>

    init(key: String? = nil) { self.key = Locked(key) }

    func read() async throws(KeyringError) -> String? { key.withLock { $0 } }
    func store(_ key: String) async throws(KeyringError) { self.key.withLock { $0 = key } }
    func clear() async throws(KeyringError) { key.withLock { $0 = nil } }
}
