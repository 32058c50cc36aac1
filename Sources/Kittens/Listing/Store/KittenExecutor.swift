import FoundationEssentials
import KittensSupport
import MVI

extension JobKey {
    /// The kitten store's page loads: all share this one job, so a new load cancels the one
    /// in flight.
    public static let page = JobKey("page")
    /// The viewer's picture: moving on cancels the load of the picture left.
    public static let picture = JobKey("picture")
    /// The download or write of a Save or Copy.
    public static let pictureTask = JobKey("picture-task")
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
    let pictures: any PictureSource

    /// Each request asks `dataSource` for as many images as the state's `pageSize` when it
    /// starts. `archive`, when given, restores the last list at start and saves each list that
    /// loads; `pictures` loads the viewer's pictures and those a Save or Copy needs (`NoPictures`
    /// where a run shows none).
    public init(dataSource: any KittenDataSource, archive: (any KittenSnapshotArchive)? = nil, pictures: any PictureSource) {
        self.dataSource = dataSource
        self.archive = archive
        self.pictures = pictures
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
        case .showPicture(let id):
            guard scope.state.images.contains(where: { $0.id == id }) else { return }
            show(id, in: scope)
        case .showSinglePicture(let image):
            guard image.url.isWebURL else { return }
            showSingle(image, in: scope)
        case .showPreviousPicture:
            guard let index = scope.state.viewedIndex, index > 0 else { return }
            show(scope.state.images[index - 1].id, in: scope)
        case .showNextPicture:
            showNext(in: scope)
        case .closeViewer:
            guard scope.state.viewedImageID != nil else { return }
            scope.dispatch(.viewerClosed)
            scope.cancel(.picture)
        case .retryPicture:
            retryPicture(in: scope)
        case .savePicture(let id):
            startTask(.save, imageID: id, in: scope)
        case .copyPicture(let id):
            startTask(.copy, imageID: id, in: scope)
        case .saveDestinationChosen(let destination):
            save(to: destination, in: scope)
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

    /// The next picture, or at the last loaded one the next page, as `loadMore` would ask for it.
    private func showNext(in scope: some KittenScope) {
        let state = scope.state
        guard let index = state.viewedIndex else { return }
        if index + 1 < state.images.count {
            show(state.images[index + 1].id, in: scope)
        } else if state.canLoadMore, !state.isLoading {
            load(.more(page: state.nextPage), in: scope)
        }
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
