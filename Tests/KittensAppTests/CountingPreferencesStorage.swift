import Kittens
import KittensSupport
import Locking

/// An `APIKeyStore` that counts the reads and the writes (stores and clears) it passes on to `base`.
final class CountingKeyStore: APIKeyStore {
    private let base: any APIKeyStore
    private let count = Locked(0)
    private let readCount = Locked(0)

    init(base: any APIKeyStore) { self.base = base }

    /// How many stores and clears were asked for.
    var writes: Int { count.withLock { $0 } }
    /// How many reads were asked for.
    var reads: Int { readCount.withLock { $0 } }

    func read() async throws(KeyringError) -> APIKey? {
        readCount.withLock { $0 += 1 }
        return try await base.read()
    }

    func store(_ key: APIKey) async throws(KeyringError) {
        count.withLock { $0 += 1 }
        try await base.store(key)
    }

    func clear() async throws(KeyringError) {
        count.withLock { $0 += 1 }
        try await base.clear()
    }
}

/// A `PreferencesWriter` that counts the writes it passes on to `base`.
final class CountingPreferencesWriter: PreferencesWriter {
    private let base: any PreferencesWriter
    private let count = Locked(0)

    init(base: any PreferencesWriter) { self.base = base }

    /// How many writes were asked for.
    var writes: Int { count.withLock { $0 } }

    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {
        count.withLock { $0 += 1 }
        try base.write(preferences)
    }
}
