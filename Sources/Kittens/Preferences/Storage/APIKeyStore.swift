import KittensSupport

/// Where the TheCatAPI key is kept between runs: the Secret Service (`KittensKeyring`).
/// The calls may block on D-Bus or a prompt, so they are async and run off the caller's thread.
public protocol APIKeyStore: Sendable {
    /// The stored key, nil when there is none.
    func read() async throws(KeyringError) -> APIKey?
    /// Stores `key`, replacing the one stored.
    func store(_ key: APIKey) async throws(KeyringError)
    /// Removes the stored key; nothing happens when there is none.
    func clear() async throws(KeyringError)
}
