import FoundationEssentials
import KittensSupport
import MVI

extension JobKey {
    /// The kitten store's page loads: all share this one job, so a new load cancels the one
    /// in flight.
    public static let page = JobKey("page")
    /// The wait before the kitten store asks again by itself after the server said it is busy
    /// (`ListingBusyRetry`); any load the user starts cancels it.
    public static let pageRetry = JobKey("pageRetry")
}

/// Starts page loads on the data source and turns their results into messages. When the server
/// says it is busy, the failed request is tried again by itself once, after the wait it asked for
/// (`ListingBusyRetry`); a load that failed for want of a network is tried again when the network
/// comes back (`ListingIntent.networkAvailabilityChanged`).
public struct ListingExecutor: Executor {
    public typealias State = ListingState
    public typealias Message = ListingMessage
    public typealias Label = ListingLabel

    let dataSource: any ListingDataSource
    let archive: (any ListingSnapshotArchive)?
    let busyRetry: BusyServerRetry

    /// Each request asks `dataSource` for as many images as the state's `pageSize` when it
    /// starts. `archive`, when given, restores the last list at start and saves each list that
    /// loads. The wait before trying a busy server again is kept on `clock`.
    public init(
        dataSource: any ListingDataSource, archive: (any ListingSnapshotArchive)? = nil, clock: any TimerClock = SystemClock()
    ) {
        self.init(dataSource: dataSource, archive: archive, busyRetry: BusyServerRetry(clock: clock))
    }

    /// The executor whose try again after a busy answer is `busyRetry` (a test's may not wait).
    public init(dataSource: any ListingDataSource, archive: (any ListingSnapshotArchive)? = nil, busyRetry: BusyServerRetry) {
        self.dataSource = dataSource
        self.archive = archive
        self.busyRetry = busyRetry
    }

    public func execute(intent: ListingIntent, in scope: some Scope) {
        switch intent {
        case .refresh:
            scope.publish(.refreshRequested)
            load(.refresh, in: scope)
        case .loadMore:
            guard !scope.state.isLoading, scope.state.canLoadMore else { return }
            load(.more(page: scope.state.nextPage), in: scope)
        case .retry:
            guard !scope.state.isLoading else { return }
            load(scope.state.failedRequest ?? .refresh, in: scope)
        case .open(let url):
            guard url.isWebURL else { return }
            scope.publish(.openURL(url))
        case .copy(let url):
            guard url.isWebURL else { return }
            scope.publish(.copyURL(url))
        case .usePageSize(let pageSize):
            let pageSize = PageSize.clamped(pageSize)
            guard pageSize != scope.state.nextPageSize ?? scope.state.pageSize else { return }
            scope.dispatch(.pageSizeChanged(pageSize))
        case .useFilters(let filters):
            use(filters, in: scope)
        case .clearFilters:
            use(scope.state.filters.clearingChoices, in: scope)
        case .useLayout(let layout):
            guard layout != scope.state.layout else { return }
            scope.dispatch(.layoutChanged(layout))
        case .networkAvailabilityChanged(let isAvailable):
            networkAvailabilityChanged(isAvailable, in: scope)
        case .offerBreeds(let offered):
            guard offered != scope.state.offeredBreeds else { return }
            scope.dispatch(.breedsOffered(offered))
        }
    }

    public func execute(action: ListingAction, in scope: some Scope) {
        switch action {
        case .restoreSavedList:
            if let snapshot = archive?.restore() { scope.dispatch(.restored(snapshot)) }
        case .loadFirstPage:
            load(.refresh, in: scope)
        }
    }

    /// A new listing with `filters`, unless they are the ones in use.
    private func use(_ filters: ListingFilters, in scope: some Scope) {
        guard filters != scope.state.filters else { return }
        scope.dispatch(.filtersChanged(filters))
        // Under the one page key: the request in flight is cancelled, this one wins.
        load(.refresh, in: scope)
    }

    /// Tells the state; when the network comes back, repeats the request that failed for want
    /// of it.
    private func networkAvailabilityChanged(_ isAvailable: Bool, in scope: some Scope) {
        guard isAvailable == scope.state.isOffline else { return }
        scope.dispatch(.networkAvailabilityChanged(isAvailable))
        guard isAvailable, !scope.state.isLoading, let failed = scope.state.failedRequest,
              scope.state.error?.isForWantOfANetwork == true
        else { return }
        load(failed, in: scope)
    }

    /// Loads `request`; `isAutomatic` when it is the one try again after a busy answer, which
    /// is not tried again a second time. Any other load cancels that try's wait.
    private func load(_ request: ListingRequest, isAutomatic: Bool = false, in scope: some Scope) {
        if !isAutomatic { scope.cancel(.pageRetry) }
        scope.dispatch(.started(request))
        let dataSource = dataSource
        let pageSize = scope.state.pageSize
        let filters = scope.state.filters
        let archive = archive
        scope.launch(.page, {
            await dataSource.load(limit: pageSize, page: request.page, filters: filters)
        }, completion: { result in
            switch result {
            case .images(let images, let skipped, let totalCount, let drawnAtRandom):
                let received = images.count + skipped.total
                let (before, overflow) = request.page.multipliedReportingOverflow(by: min(pageSize, scope.state.servedPageSize ?? pageSize))
                if let totalCount, Self.isEmptyPageBeforeTheCount(
                    received: received, listedBefore: overflow ? .max : before, totalCount: totalCount, drawnAtRandom: drawnAtRandom) {
                    scope.dispatch(.failed(request, .emptyPage(counted: totalCount)))
                    return
                }
                let isLastPage = Self.isLastPage(
                    received: received, pageSize: pageSize, totalCount: totalCount,
                    listedBefore: request == .refresh ? 0 : scope.state.images.count, drawnAtRandom: drawnAtRandom)
                // A page that is not the last says how many the server answers a page: all asked for, or fewer.
                if !isLastPage, !drawnAtRandom, (received < pageSize ? received : nil) != scope.state.servedPageSize {
                    scope.dispatch(.pagesServedAt(received))
                }
                scope.dispatch(.loaded(request, images, isLastPage: isLastPage, totalCount: totalCount))
                archive?.save(ListingSnapshot(scope.state, savedAt: Date()))
            case .failure(let error):
                scope.dispatch(.failed(request, error))
                busyRetry.schedule(
                    after: error, wasAutomatic: isAutomatic, key: .pageRetry, in: scope,
                    announce: { .retryScheduled(request, seconds: $0) }
                ) {
                    guard !scope.state.isLoading, scope.state.failedRequest == request else { return }
                    load(request, isAutomatic: true, in: scope)
                }
            case .cancelled:
                scope.dispatch(.abandoned(request))
            }
        })
    }
}

extension ListingExecutor {
    /// Whether a page of `received` entries contradicts the count it came with: an empty page
    /// that the count says holds pictures (`listedBefore` of `totalCount` came before it), as
    /// a server between two states may send. Taken as the end, it would end the list early with
    /// no word; it is a failure (`ListingLoadError.emptyPage`), which Retry asks again. Two such
    /// answers in a row tell a stale count from a passing one no better than one: a list that
    /// says why it stopped, with Retry, loses nothing.
    static func isEmptyPageBeforeTheCount(received: Int, listedBefore: Int, totalCount: Int, drawnAtRandom: Bool) -> Bool {
        received == 0 && !drawnAtRandom && listedBefore < totalCount
    }

    /// Whether a page of `received` entries (usable or not), asked for `pageSize`, ends the
    /// listing, `listedBefore` listed before it. With the count of what the listing holds
    /// (`totalCount`), once that many are listed, or at an empty page: a shorter page than asked
    /// for says nothing, as TheCatAPI answers at most 25 a page to a key whatever the limit (and
    /// counts its pages in the size it answers). Without a count, a short page ends it. A page
    /// drawn at random ends it only when empty (a page that brings nothing new ends it too:
    /// `ListingReducer`).
    public static func isLastPage(
        received: Int, pageSize: Int, totalCount: Int?, listedBefore: Int = 0, drawnAtRandom: Bool = false
    ) -> Bool {
        guard received > 0 else { return true }
        if drawnAtRandom { return false }
        guard let totalCount else { return received < pageSize }
        let (listed, overflow) = listedBefore.addingReportingOverflow(received)
        return overflow || listed >= totalCount
    }
}

extension ListingSnapshot {
    /// What to save of `state`.
    init(_ state: ListingState, savedAt: Date) {
        self = ListingSnapshot(
            images: state.images, nextPage: state.nextPage, canLoadMore: state.canLoadMore, savedAt: savedAt,
            pages: ListingPageSizes(asked: state.pageSize, served: state.servedPageSize))
            .keepingFirst(SnapshotFileFormat.maximumImages)
    }
}
