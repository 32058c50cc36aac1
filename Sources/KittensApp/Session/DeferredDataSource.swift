import Kittens
import Locking

/// A data source handed in later with `provide`: loads asked for before then wait for it.
///
/// Lets the window paint its first frame before the libsoup session is made, with the GIO
/// modules that loads (proxy resolver, TLS backend and its libraries). A load whose task is
/// cancelled while it waits ends with `.cancelled` once the source is there, without sending.
final class DeferredDataSource: KittenDataSource {
    private enum State {
        case waiting([CheckedContinuation<any KittenDataSource, Never>])
        case ready(any KittenDataSource)
    }

    private let state = Locked<State>(.waiting([]))

    func load(limit: Int, page: Int) async -> KittenLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    func load(limit: Int, page: Int, filters: KittenFilters) async -> KittenLoadResult {
        let source = await withCheckedContinuation { (continuation: CheckedContinuation<any KittenDataSource, Never>) in
            let ready: (any KittenDataSource)? = state.withLock { state in
                switch state {
                case .ready(let source):
                    return source
                case .waiting(let waiting):
                    state = .waiting(waiting + [continuation])
                    return nil
                }
            }
            if let ready { continuation.resume(returning: ready) }
        }
        guard !Task.isCancelled else { return .cancelled }
        return await source.load(limit: limit, page: page, filters: filters)
    }

    /// Loads waiting for the source. For tests.
    var waitingLoadCount: Int {
        state.withLock { state in
            guard case .waiting(let waiting) = state else { return 0 }
            return waiting.count
        }
    }

    /// Sets the source and starts the loads waiting for it. Only the first call counts.
    func provide(_ source: any KittenDataSource) {
        let waiting: [CheckedContinuation<any KittenDataSource, Never>] = state.withLock { state in
            guard case .waiting(let waiting) = state else { return [] }
            state = .ready(source)
            return waiting
        }
        for continuation in waiting { continuation.resume(returning: source) }
    }
}
