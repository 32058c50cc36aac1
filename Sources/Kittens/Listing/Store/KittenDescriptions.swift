/// Short descriptions for log lines: a page of images is summarised, not dumped.
extension KittenState: CustomStringConvertible {
    public var description: String {
        "KittenState(images: \(images.count), loading: \(loading.map(String.init(describing:)) ?? "no")"
            + ", error: \(error.map(String.init(describing:)) ?? "none"), nextPage: \(nextPage)"
            + ", canLoadMore: \(canLoadMore), viewing: \(viewedImageID.map { "\"\($0)\"" } ?? "none")"
            + ", picture: \(picture.map(String.init(describing:)) ?? "none")"
            + ", pictureTask: \(pictureTask.map(String.init(describing:)) ?? "none"), pageSize: \(pageSize)"
            + "\(filters == .none ? "" : ", filters: \(filters)")\(layout == .list ? "" : ", layout: \(layout)"))"
    }
}

extension KittenMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .restored(let snapshot): "restored(\(snapshot.images.count) images, nextPage: \(snapshot.nextPage))"
        case .started(let request): "started(\(request))"
        case .loaded(let request, let images, let isLastPage, let totalCount):
            "loaded(\(request), \(images.count) images, isLastPage: \(isLastPage)\(totalCount.map { ", totalCount: \($0)" } ?? ""))"
        case .failed(let request, let error): "failed(\(request), \(error))"
        case .abandoned(let request): "abandoned(\(request))"
        case .viewerShowed(let id): "viewerShowed(id: \"\(id)\")"
        case .viewerShowedSingle(let image): "viewerShowedSingle(id: \"\(image.id)\")"
        case .viewerClosed: "viewerClosed"
        case .pictureLoading(let id): "pictureLoading(id: \"\(id)\")"
        case .pictureLoaded(let id): "pictureLoaded(id: \"\(id)\")"
        case .pictureFailed(let id, let error): "pictureFailed(id: \"\(id)\", \(error))"
        case .pictureTaskUpdated(let task): "pictureTaskUpdated(\(task.map(String.init(describing:)) ?? "none"))"
        case .pageSizeChanged(let pageSize): "pageSizeChanged(\(pageSize))"
        case .filtersChanged(let filters): "filtersChanged(\(filters))"
        case .layoutChanged(let layout): "layoutChanged(\(layout))"
        }
    }
}
