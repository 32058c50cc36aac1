import MVI

extension Binder {
    /// The viewer steps through the listing's pictures: each new list of `kittenStore` (its
    /// images, whether more may load, whether its last request failed) reaches `viewerStore`,
    /// once per change; and "next" at the last picture (`ViewerLabel.loadMore`) asks the
    /// listing for its next page (`KittenIntent.loadMore`).
    public func bindViewer(_ viewerStore: any ViewerStore, toListing kittenStore: any KittenStore) {
        var sent: ListedPictures?
        bind(statesOf: kittenStore) { state in
            let list = ListedPictures(state)
            guard list != sent else { return }
            sent = list
            viewerStore.accept(.listChanged(list))
        }
        bind(labelsOf: viewerStore, to: kittenStore) { label in label == .loadMore ? .loadMore : nil }
    }
}
