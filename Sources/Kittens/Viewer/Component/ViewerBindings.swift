import MVI

extension Binder {
    /// The viewer steps through the listing's pictures: each new list of `listingStore` (its
    /// images, whether more may load, whether its last request failed) reaches `viewerStore`,
    /// once per change; and "next" at the last picture (`ViewerLabel.loadMore`) asks the
    /// listing for its next page (`ListingIntent.loadMore`).
    public func bindViewer(_ viewerStore: any ViewerStore, toListing listingStore: any ListingStore) {
        var sent: ListedPictures?
        bind(statesOf: listingStore) { state in
            let list = ListedPictures(state)
            guard list != sent else { return }
            sent = list
            viewerStore.accept(.listChanged(list))
        }
        bind(labelsOf: viewerStore, to: listingStore) { label in label == .loadMore ? .loadMore : nil }
    }
}
