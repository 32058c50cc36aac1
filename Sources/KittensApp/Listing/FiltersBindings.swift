import Kittens
import MVI

extension Binder {
    /// Hands each new set of filters of `kittenStore` to `save` (GSettings, in the app), from
    /// when the binding starts; the filters the store starts with are not saved again.
    public func bindFilters(of kittenStore: any KittenStore, save: @escaping (KittenFilters) -> Void) {
        bindChanges(of: \.filters, in: kittenStore, save: save)
    }
}
