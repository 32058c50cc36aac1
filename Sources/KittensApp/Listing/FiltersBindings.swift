import Kittens
import MVI

extension Binder {
    /// Hands each new set of filters of `listingStore` to `save` (GSettings, in the app), from
    /// when the binding starts; the filters the store starts with are not saved again.
    public func bindFilters(of listingStore: any ListingStore, save: @escaping (ListingFilters) -> Void) {
        bindChanges(of: \.filters, in: listingStore, save: save)
    }
}
