internal import CSecret
import Dispatch
import Kittens
import KittensSupport

/// The TheCatAPI key in the Secret Service (GNOME Keyring, KWallet ...) through libsecret: one
/// item of the schema `org.kittensforlinux.Kittens.ApiKey` whose `service` attribute is
/// `service`, in the default collection.
///
/// libsecret's calls block on D-Bus (and on a prompt, for a locked keyring), so each runs on a
/// serial Dispatch queue of this store, in the order asked, and the caller's task resumes with
/// the result. The key is never logged. A key read back is checked like any outside input: at
/// most `APIKeyText.maxBytes` bytes of one line of text, else `.refused`.
public final class SecretServiceKeyStore: APIKeyStore {
    /// The `service` attribute of the app's key.
    public static let defaultService = "thecatapi"

    private let service: String
    private let queue = DispatchQueue(label: "kittens.keyring")

    /// The key is the item whose `service` attribute is `service`; tests use their own.
    public init(service: String = SecretServiceKeyStore.defaultService) {
        self.service = service
    }

    public func read() async throws(KeyringError) -> APIKey? {
        try await run { service, attributes throws(KeyringError) in
            var error: UnsafeMutablePointer<GError>?
            guard let value = kittens_secret_service_lookup_sync(service, kittens_api_key_schema(), attributes, nil, &error) else {
                if let error { throw KeyringError(consuming: error) }
                return nil
            }
            defer { kittens_secret_value_unref(value) }
            var length = 0
            guard let bytes = kittens_secret_value_get(value, &length) else { return nil }
            let buffer = UnsafeRawBufferPointer(start: bytes, count: length).bindMemory(to: UInt8.self)
            do throws(APIKeyRefusal) {
                return try APIKeyText.validated(bytes: buffer)
            } catch {
                throw .refused(error)
            }
        }
    }

    public func store(_ key: APIKey) async throws(KeyringError) {
        let valid: APIKey?
        do throws(APIKeyRefusal) {
            valid = try APIKeyText.validated(key.revealed)
        } catch {
            throw .refused(error)
        }
        guard let key = valid else { return try await clear() }
        try await run { service, attributes throws(KeyringError) in
            let value = kittens_secret_value_new(key.revealed, "text/plain")
            defer { kittens_secret_value_unref(value) }
            var error: UnsafeMutablePointer<GError>?
            guard kittens_secret_service_store_sync(
                service, kittens_api_key_schema(), attributes, "Kittens: TheCatAPI key", value, nil, &error
            ) != 0 else {
                throw KeyringError(consuming: error)
            }
        }
    }

    public func clear() async throws(KeyringError) {
        try await run { service, attributes throws(KeyringError) in
            var error: UnsafeMutablePointer<GError>?
            // False without an error means there was nothing to clear.
            if kittens_secret_service_clear_sync(service, kittens_api_key_schema(), attributes, nil, &error) == 0, let error {
                throw KeyringError(consuming: error)
            }
        }
    }

    /// Runs `work` on the queue with a Secret Service connection and this key's attributes.
    private func run<Result: Sendable>(
        _ work: @escaping @Sendable (
            OpaquePointer, OpaquePointer
        ) throws(KeyringError) -> Result
    ) async throws(KeyringError) -> Result {
        let (service, queue) = (self.service, self.queue)
        let outcome: Swift.Result<Result, KeyringError> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Swift.Result { () throws(KeyringError) -> Result in
                    let connection = try Self.open()
                    defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
                    let attributes = kittens_api_key_attributes(service)
                    defer { g_hash_table_unref(attributes) }
                    return try work(connection, attributes)
                })
            }
        }
        return try outcome.get()
    }

    /// A new connection to the Secret Service with a session open, so that secrets can pass.
    /// Any failure here means no Secret Service answers.
    private static func open() throws(KeyringError) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let flags = KITTENS_SECRET_SERVICE_OPEN_SESSION
        guard let service = kittens_secret_service_open_sync(flags, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .unavailable(reason: reason)
        }
        return service
    }
}
