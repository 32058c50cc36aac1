import FoundationEssentials
import KittensSupport
import MVI

extension JobKey {
    /// The kitten store's page loads: all share this one job, so a new load cancels the one
    /// in flight.
    public static let page = JobKey("page")
}

/// What the kitten executor works through.
public typealias KittenScope = ExecutorScope<KittenState, KittenMessage, KittenLabel>

/// Starts page loads on the data source and turns their results into messages.
public struct KittenExecutor: Executor {
    public typealias State = KittenState
    public typealias Message = KittenMessage
    public typealias Label = KittenLabel

    let dataSource: any KittenDataSource
    let archive: (any KittenSnapshotArchive)?

    /// Each request asks `dataSource` for as many images as the state's `pageSize` when it
    /// starts. `archive`, when given, restores the last list at start and saves each list that
    /// loads.
    public init(dataSource: any KittenDataSource, archive: (any KittenSnapshotArchive)? = nil) {
        self.dataSource = dataSource
        self.archive = archive
    }

    public func execute(intent: KittenIntent, in scope: some KittenScope) {
        switch intent {
        case .refresh:
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
            guard pageSize != scope.state.pageSize else { return }
            scope.dispatch(.pageSizeChanged(pageSize))
        case .useFilters(let filters):
            use(filters, in: scope)
        case .clearFilters:
            use(scope.state.filters.clearingChoices, in: scope)
        case .useLayout(let layout):
            guard layout != scope.state.layout else { return }
            scope.dispatch(.layoutChanged(layout))
        }
    }

    public func execute(action: KittenAction, in scope: some KittenScope) {
        switch action {
        case .restoreSavedList:
            if let snapshot = archive?.restore() { scope.dispatch(.restored(snapshot)) }
        case .loadFirstPage:
            load(.refresh, in: scope)
        }
    }

    /// A new listing with `filters`, unless they are the ones in use.
    private func use(_ filters: KittenFilters, in scope: some KittenScope) {
        guard filters != scope.state.filters else { return }
        scope.dispatch(.filtersChanged(filters))
        // Under the one page key: the request in flight is cancelled, this one wins.
        load(.refresh, in: scope)
    }

    private func load(_ request: KittenRequest, in scope: some KittenScope) {
        scope.dispatch(.started(request))
        let dataSource = dataSource
        let pageSize = scope.state.pageSize
        let filters = scope.state.filters
        let archive = archive
        scope.launch(.page, {
            await dataSource.load(limit: pageSize, page: request.page, filters: filters)
        }, completion: { result in
            switch result {
            case .images(let images, let skipped, let totalCount):
                let isLastPage = Self.isLastPage(request, received: images.count + skipped.total, pageSize: pageSize, totalCount: totalCount)
                scope.dispatch(.loaded(request, images, isLastPage: isLastPage, totalCount: totalCount))
                archive?.save(KittenSnapshot(scope.state, savedAt: Date()))
            case .failure(let error):
                scope.dispatch(.failed(request, error))
            case .cancelled:
                scope.dispatch(.abandoned(request))
            }
        })
    }
}

extension KittenExecutor {
    /// Whether the page `request` asked for ends the listing: the server's page is short only
    /// when it sent fewer entries (`received`, usable or not) than `pageSize`; and when it said
    /// how many the listing holds (`totalCount`), the pages asked for so far cover them all.
    public static func isLastPage(_ request: KittenRequest, received: Int, pageSize: Int, totalCount: Int?) -> Bool {
        if received < pageSize { return true }
        guard let totalCount else { return false }
        let (pages, pastEnd) = request.page.addingReportingOverflow(1)
        let (covered, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return pastEnd || overflow || covered >= totalCount
    }
}

extension KittenSnapshot {
    /// What to save of `state`.
    init(_ state: KittenState, savedAt: Date) {
        self = KittenSnapshot(images: state.images, nextPage: state.nextPage, canLoadMore: state.canLoadMore, savedAt: savedAt)
            .keepingFirst(SnapshotFileFormat.maximumImages, pageSize: state.pageSize)
    }
}
