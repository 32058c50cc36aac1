import Kittens
import MVI

extension Binder {
    /// Hands each new layout of `listingStore` (list or gallery) to `save` (GSettings, in the
    /// app), from when the binding starts; the layout the store starts with is not saved again.
    public func bindLayout(of listingStore: any ListingStore, save: @escaping (ListingLayout) -> Void) {
        bindChanges(of: \.layout, in: listingStore, save: save)
    }
}
