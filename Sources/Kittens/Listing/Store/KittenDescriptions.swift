/// Short descriptions for log lines: a page of images is summarised, not dumped.
extension ListingState: CustomStringConvertible {
    public var description: String {
        "ListingState(images: \(images.count), loading: \(loading.map(String.init(describing:)) ?? "no")"
            + ", error: \(error.map(String.init(describing:)) ?? "none"), nextPage: \(nextPage)"
            + ", canLoadMore: \(canLoadMore), pageSize: \(pageSize)\(servedPageSize.map { " (served: \($0))" } ?? "")"
            + "\(nextPageSize.map { " (next listing: \($0))" } ?? "")"
            + "\(retryInSeconds.map { ", retryIn: \($0) s" } ?? "")\(isOffline ? ", offline" : "")"
            + "\(filters == .none ? "" : ", filters: \(filters)")\(offeredBreeds.choices.isEmpty ? "" : ", breeds offered: \(offeredBreeds.choices.count)")\(layout == .list ? "" : ", layout: \(layout)"))"
    }
}

extension ListingMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .restored(let snapshot): "restored(\(snapshot.images.count) images, nextPage: \(snapshot.nextPage))"
        case .started(let request): "started(\(request))"
        case .loaded(let request, let images, let isLastPage, let totalCount):
            "loaded(\(request), \(images.count) images, isLastPage: \(isLastPage)\(totalCount.map { ", totalCount: \($0)" } ?? ""))"
        case .failed(let request, let error): "failed(\(request), \(error))"
        case .retryScheduled(let request, let seconds): "retryScheduled(\(request), \(seconds) s)"
        case .networkAvailabilityChanged(let isAvailable): "networkAvailabilityChanged(\(isAvailable))"
        case .abandoned(let request): "abandoned(\(request))"
        case .pageSizeChanged(let pageSize): "pageSizeChanged(\(pageSize))"
        case .pagesServedAt(let size): "pagesServedAt(\(size))"
        case .filtersChanged(let filters): "filtersChanged(\(filters))"
        case .layoutChanged(let layout): "layoutChanged(\(layout))"
        case .breedsOffered(let offered): "breedsOffered(\(offered.choices.count) breeds\(offered.refreshError == nil ? "" : ", not refreshed"))"
        }
    }
}
