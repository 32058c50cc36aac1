import CGLib
import CGtk

extension GtkForTests {
    /// A new non-unique `GtkApplication` named `id`, registered on the session bus, GTK
    /// initialised first for `what` (see `initialize(for:)`).
    public static func registeredApplication(id: String, for what: String) throws -> UnsafeMutablePointer<GtkApplication> {
        try initialize(for: what)
        guard let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE) else {
            throw TestEnvironmentError(description: "could not make the test application \(id)")
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(kittens_g_application(app), nil, &error) != 0 else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            throw TestEnvironmentError(description: "could not register the test application: \(message)")
        }
        return app
    }
}
