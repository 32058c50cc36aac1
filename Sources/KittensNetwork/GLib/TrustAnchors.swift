internal import CSoup
internal import GLibRuntime

/// Certificate authorities trusted for `https` instead of the system's: a PEM file, as for a
/// private certificate authority or a test server.
public final class TrustAnchors: Sendable {
    /// Why the file could not be used, in GLib's words.
    public struct LoadError: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    let database: GObjectRef<GTlsDatabase>

    public init(pemFile path: String) throws(LoadError) {
        var error: UnsafeMutablePointer<GError>?
        guard let database = g_tls_file_database_new(path, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            g_clear_error(&error)
            throw LoadError(description: "\(path): \(message)")
        }
        self.database = GObjectRef(owning: database)
    }
}
