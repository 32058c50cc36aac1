internal import CSecret
import Kittens

extension KeyringError {
    /// The error for `error`, which this frees: no Secret Service answering (D-Bus could not
    /// reach one) is `.unavailable`; a locked keyring or refused access is `.locked`; anything
    /// else keeps GLib's message.
    init(consuming error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            self = .failed(reason: "unknown error")
            return
        }
        defer { g_error_free(error) }
        let reason = String(cString: error.pointee.message)
        let domain = error.pointee.domain, code = error.pointee.code
        if domain == kittens_dbus_error_quark(), Self.unreachable.contains(GDBusError(rawValue: UInt32(code))) {
            self = .unavailable(reason: reason)
        } else if domain == kittens_dbus_error_quark(), GDBusError(rawValue: UInt32(code)) == G_DBUS_ERROR_ACCESS_DENIED {
            self = .locked(reason: reason)
        } else if domain == kittens_secret_error_quark(), code == KITTENS_SECRET_ERROR_IS_LOCKED {
            self = .locked(reason: reason)
        } else if domain == kittens_io_error_quark(), code == Int32(G_IO_ERROR_CANCELLED.rawValue) {
            self = .locked(reason: reason)
        } else {
            self = .failed(reason: reason)
        }
    }

    /// D-Bus errors that mean nothing answers for the Secret Service's name.
    private static let unreachable: Set<GDBusError> = [
        G_DBUS_ERROR_SERVICE_UNKNOWN, G_DBUS_ERROR_NAME_HAS_NO_OWNER, G_DBUS_ERROR_NO_REPLY,
        G_DBUS_ERROR_NO_SERVER, G_DBUS_ERROR_DISCONNECTED, G_DBUS_ERROR_TIMEOUT, G_DBUS_ERROR_TIMED_OUT,
        G_DBUS_ERROR_SPAWN_EXEC_FAILED, G_DBUS_ERROR_SPAWN_FAILED, G_DBUS_ERROR_SPAWN_CHILD_EXITED,
        G_DBUS_ERROR_SPAWN_CHILD_SIGNALED, G_DBUS_ERROR_SPAWN_SERVICE_NOT_FOUND, G_DBUS_ERROR_UNKNOWN_OBJECT,
        G_DBUS_ERROR_UNKNOWN_INTERFACE,
    ]
}
