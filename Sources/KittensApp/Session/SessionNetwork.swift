import KittensNetwork
import KittensSupport

/// The network of a session, as the screens and the connections between stores use it:
/// started once the window's first frame is out, told each new key; the features' clients
/// (`TheCatAPIClient`) register with it.
@MainActor
protocol SessionNetwork: AnyObject {
    /// Adds a feature's client: it connects when the network starts and hears each key.
    func register(_ client: any TheCatAPIClient)
    /// Runs `listener` with each key the clients use from then on, after they use it.
    func onKeyInUse(_ listener: @escaping (APIKey?) -> Void)
    /// The window's first frame is out: the clients connect. True the first time in a live run;
    /// false when nothing started (a replay, or a second call).
    func start() -> Bool
    /// The key of the next request changed, or the keyring answered.
    func keyChanged()
}

/// The network of a replay: nothing is sent, so nothing starts.
final class NoNetwork: SessionNetwork {
    func register(_ client: any TheCatAPIClient) {}
    func onKeyInUse(_ listener: @escaping (APIKey?) -> Void) {}
    func start() -> Bool { false }
    func keyChanged() {}
}

extension TheCatAPINetwork: SessionNetwork {}
