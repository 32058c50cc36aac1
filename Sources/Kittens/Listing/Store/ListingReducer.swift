import KittensSupport
import MVI

/// The pure rules of the kitten list.
public struct ListingReducer: Reducer {
    public init() {}

    public func reduce(into state: inout ListingState, _ message: ListingMessage) {
        switch message {
        case .restored(let snapshot):
            guard state.images.isEmpty else { return }
            state.images = snapshot.images.webOnly.withoutDuplicateURLs(after: [])
            state.nextPage = snapshot.nextPage
            state.canLoadMore = snapshot.canLoadMore
            if let pages = snapshot.pages {
                if pages.asked != state.pageSize {
                    // Its next page follows its pages only at their size; the size chosen since waits.
                    state.nextPageSize = state.nextPageSize ?? state.pageSize
                    state.pageSize = pages.asked
                }
                state.servedPageSize = pages.served
            }
        case .started(let request):
            if request == .refresh, let nextPageSize = state.nextPageSize {
                // The pages listed so far were counted at the old size: none follows them now.
                state.pageSize = nextPageSize
                state.nextPageSize = nil
                state.servedPageSize = nil
                state.canLoadMore = false
            }
            state.loading = request
            state.error = nil
            state.failedRequest = nil
            state.retryInSeconds = nil
        case .loaded(let request, let images, let isLastPage, let totalCount):
            guard state.loading == request else { return }
            state.loading = nil
            state.nextPage = request.page + 1
            state.totalCount = totalCount
            switch request {
            case .refresh:
                state.images = images.webOnly.withoutDuplicateURLs(after: [])
                state.canLoadMore = !isLastPage
            case .more:
                let added = images.webOnly.withoutDuplicateURLs(after: state.images)
                state.images += added
                // A page with nothing new would be asked for again and again: stop there.
                state.canLoadMore = !isLastPage && !added.isEmpty
            }
        case .failed(let request, let error):
            guard state.loading == request else { return }
            state.loading = nil
            state.error = error
            state.failedRequest = request
        case .retryScheduled(let request, let seconds):
            guard state.loading == nil, state.failedRequest == request else { return }
            state.retryInSeconds = min(max(seconds, 1), ListingBusyRetry.maximumSeconds)
        case .networkAvailabilityChanged(let isAvailable):
            state.isOffline = !isAvailable
        case .abandoned(let request):
            guard state.loading == request else { return }
            state.loading = nil
        case .filtersChanged(let filters):
            state.filters = filters
        case .layoutChanged(let layout):
            state.layout = layout
        case .pagesServedAt(let size):
            state.servedPageSize = ListingPageSizes(asked: state.pageSize, served: size)?.served
        case .pageSizeChanged(let pageSize):
            let pageSize = PageSize.clamped(pageSize)
            if state.nextPage == 0 && state.loading == nil {
                state.pageSize = pageSize
                state.nextPageSize = nil
                state.servedPageSize = nil
            } else {
                state.nextPageSize = pageSize == state.pageSize ? nil : pageSize
            }
        case .breedsOffered(let offered):
            state.offeredBreeds = offered
        }
    }
}

extension Array where Element == KittenImage {
    /// These images less those whose URL may not reach the view (`WebURL`), whatever the data
    /// source or saved list let through.
    var webOnly: [KittenImage] { filter(\.url.isWebURL) }

    /// These images in order, less those whose URL is already in `earlier` or earlier in this array.
    func withoutDuplicateURLs(after earlier: [KittenImage]) -> [KittenImage] {
        var seen = Set(earlier.map(\.url))
        return filter { seen.insert($0.url).inserted }
    }
}
