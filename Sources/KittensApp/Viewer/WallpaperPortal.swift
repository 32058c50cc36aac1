import CGLib
import FoundationEssentials
import Glibc
import GLibRuntime

/// The desktop portal's Wallpaper interface (`org.freedesktop.portal.Wallpaper`) over GDBus, on
/// the main loop: whether a portal offers it, and `SetWallpaperFile` with a picture's file
/// descriptor and the window's handle. The portal answers through a Request object's
/// `Response` signal, which is subscribed to before the call, at the path the call's
/// `handle_token` makes, so that no answer can come first.
@MainActor
final class WallpaperPortal {
    /// How the portal answered.
    enum Outcome: Equatable, Sendable {
        case set
        /// The person said no in the portal's dialog.
        case cancelled
        /// The portal or the desktop refused, or nobody answered; `reason` says why, in words
        /// of the bus when there are any.
        case failed(reason: String)
    }

    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Wallpaper"
    static let requestInterface = "org.freedesktop.portal.Request"

    /// The `GDBusConnection` (an opaque type to Swift), referenced while this lives.
    private let connection: OpaquePointer
    private var nextToken = 0

    init(connection: OpaquePointer) {
        self.connection = connection
        g_object_ref(UnsafeMutableRawPointer(connection))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// The portal of the session bus; nil without a session bus.
    static func session() -> WallpaperPortal? {
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        return WallpaperPortal(connection: connection)
    }

    /// Whether a portal answers with the Wallpaper interface (its `version` property).
    func isAvailable() async -> Bool {
        let reply = await call(
            interface: "org.freedesktop.DBus.Properties", method: "Get",
            arguments: kittens_dbus_property_arguments(Self.interface, "version"), replyType: "(v)")
        guard case .success = reply else { return false }
        return true
    }

    /// Asks the portal to make the picture in the open file `descriptor` the desktop's background
    /// (the portal shows it first, and the person confirms), `parentWindow` being the window's
    /// handle (`x11:XID`, `wayland:HANDLE`, or empty). The descriptor stays the caller's.
    func setBackground(descriptor: Int32, parentWindow: String) async -> Outcome {
        nextToken += 1
        let token = "kittens\(getpid())_\(nextToken)"
        guard let unique = g_dbus_connection_get_unique_name(connection) else {
            return .failed(reason: "not connected to the session bus")
        }
        let sender = String(String(cString: unique).dropFirst().map { $0 == "." ? "_" : $0 })
        let requestPath = "\(Self.objectPath)/request/\(sender)/\(token)"
        let response = PortalResponse(connection: connection, path: requestPath)
        let fds = g_unix_fd_list_new()
        defer { g_object_unref(fds) }
        guard g_unix_fd_list_append(fds, descriptor, nil) == 0 else {
            response.cancel()
            return .failed(reason: String(cString: strerror(errno)))
        }
        let reply = await call(
            interface: Self.interface, method: "SetWallpaperFile",
            arguments: kittens_portal_wallpaper_arguments(parentWindow, token, 1, "background"), replyType: "(o)", fds: fds)
        switch reply {
        case .failure(let failure):
            response.cancel()
            return .failed(reason: failure.reason)
        case .success:
            return await response.value
        }
    }

    /// Calls `method` of the portal's object: whether it replied, or the bus's words on why not.
    private func call(
        interface: String, method: String, arguments: OpaquePointer, replyType: String,
        fds: UnsafeMutablePointer<GUnixFDList>? = nil
    ) async -> Result<Void, BusFailure> {
        await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(ReplyBox(continuation)).toOpaque()
            let type = g_variant_type_new(replyType)
            defer { g_variant_type_free(type) }
            g_dbus_connection_call_with_unix_fd_list(
                connection, Self.busName, Self.objectPath, interface, method, arguments,
                type, G_DBUS_CALL_FLAGS_NONE, 25_000, fds, nil,
                { source, result, data in
                    guard let data else { return }
                    let box = Unmanaged<ReplyBox>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let reply = g_dbus_connection_call_with_unix_fd_list_finish(source.map(OpaquePointer.init), nil, result, &error)
                    if let reply {
                        g_variant_unref(reply)
                        box.continuation.resume(returning: .success(()))
                    } else {
                        let message = error.map { String(cString: $0.pointee.message) } ?? "no answer"
                        if let error { g_error_free(error) }
                        box.continuation.resume(returning: .failure(BusFailure(reason: message)))
                    }
                }, box)
        }
    }
}

/// Why a call has no reply, in the bus's words.
struct BusFailure: Error {
    let reason: String
}

/// Carries a call's continuation through GDBus's callback.
private final class ReplyBox {
    let continuation: CheckedContinuation<Result<Void, BusFailure>, Never>

    init(_ continuation: CheckedContinuation<Result<Void, BusFailure>, Never>) {
        self.continuation = continuation
    }
}
