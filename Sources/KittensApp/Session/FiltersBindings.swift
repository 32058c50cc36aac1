import Kittens
import MVI

extension Binder {
    /// Hands each new set of filters of `kittenStore` to `save` (GSettings, in the app), from
    /// when the binding starts; the filters the store starts with are not saved again.
    public func bindFilters(of kittenStore: any KittenStore, save: @escaping (KittenFilters) -> Void) {
        var last: KittenFilters?
        bind(statesOf: kittenStore) { state in
            defer { last = state.filters }
            guard let last, state.filters != last else { return }
            save(state.filters)
        }
    }
}
