import CGLib
import GLibRuntime

/// GIO's network monitor (`g_network_monitor_get_default`): the network is there while
/// `g_network_monitor_get_network_available` says so, and `network-changed` says when that may
/// have changed. The monitor is GIO's, made at the first `start` (which loads GIO's modules, so
/// it belongs after the first frame), and emits on the main loop.
@MainActor
final class GIONetworkMonitor: NetworkAvailability {
    private var monitor: GObjectPointer<GNetworkMonitorInterface>?
    private var handler: SignalHandlerID?

    func start(_ changed: @escaping @MainActor (_ isAvailable: Bool) -> Void) -> Bool {
        stop()
        // GIO's own, never unreferenced here.
        guard let defaultMonitor = g_network_monitor_get_default() else { return true }
        let monitor = GObjectPointer<GNetworkMonitorInterface>(defaultMonitor)
        self.monitor = monitor
        handler = Signal.connect(monitor, .networkChanged) { isAvailable in changed(isAvailable != 0) }
        return g_network_monitor_get_network_available(defaultMonitor) != 0
    }

    func stop() {
        if let monitor, let handler { Signal.disconnect(monitor, handler) }
        handler = nil
    }
}

/// The `GNetworkMonitor` interface, for `GObjectPointer`.
enum GNetworkMonitorInterface: RegisteredClass {
    static var gType: GType { g_network_monitor_get_type() }
}

@MainActor
extension SignalName where Class == GNetworkMonitorInterface {
    /// `network-changed` of a `GNetworkMonitor`: whether the network is available now.
    static var networkChanged: SignalName<Class, @MainActor (_ isAvailable: Int32) -> Void> {
        .init("network-changed", .signed)
    }
}
