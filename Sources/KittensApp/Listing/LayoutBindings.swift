import Kittens
import MVI

extension Binder {
    /// Hands each new layout of `kittenStore` (list or gallery) to `save` (GSettings, in the
    /// app), from when the binding starts; the layout the store starts with is not saved again.
    public func bindLayout(of kittenStore: any KittenStore, save: @escaping (ListingLayout) -> Void) {
        bindChanges(of: \.layout, in: kittenStore, save: save)
    }
}
