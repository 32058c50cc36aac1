/// Whether the computer has a network, and word when that changes: GIO's network monitor in a
/// live run (`GIONetworkMonitor`), a double in tests.
@MainActor
protocol NetworkAvailability: AnyObject {
    /// Starts watching: `changed` hears, on the main thread, whether the network is there each
    /// time that may have changed, until `stop()`. Returns whether it is there now.
    func start(_ changed: @escaping @MainActor (_ isAvailable: Bool) -> Void) -> Bool
    /// Stops watching; `changed` is not called again.
    func stop()
}
