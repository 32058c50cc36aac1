/// Short descriptions for log lines: the list is summarised, not dumped.
extension ListedPictures: CustomStringConvertible {
    public var description: String {
        "ListedPictures(images: \(images.count), canLoadMore: \(canLoadMore)\(hasFailed ? ", failed" : ""))"
    }
}

extension ViewerState: CustomStringConvertible {
    public var description: String {
        "ViewerState(list: \(list), viewing: \(viewedImageID.map { "\"\($0)\"" } ?? "none")"
            + "\(singleImage == nil ? "" : " by itself"), picture: \(picture.map(String.init(describing:)) ?? "none")"
            + ", pictureTask: \(pictureTask.map(String.init(describing:)) ?? "none")"
            + "\(isSlideshowPlaying ? ", slideshow" : "")\(canSetBackground ? ", can set the background" : ""))"
    }
}

extension ViewerIntent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .listChanged(let list): "listChanged(\(list))"
        case .showPicture(let id): "showPicture(id: \"\(id)\")"
        case .showSinglePicture(let image): "showSinglePicture(id: \"\(image.id)\")"
        case .showPreviousPicture: "showPreviousPicture"
        case .showNextPicture: "showNextPicture"
        case .closeViewer: "closeViewer"
        case .retryPicture: "retryPicture"
        case .networkReturned: "networkReturned"
        case .savePicture(let id): "savePicture(id: \"\(id)\")"
        case .copyPicture(let id): "copyPicture(id: \"\(id)\")"
        case .saveDestinationChosen(let destination): "saveDestinationChosen(\(destination))"
        case .startSlideshow: "startSlideshow"
        case .stopSlideshow: "stopSlideshow"
        case .checkDesktopBackground: "checkDesktopBackground"
        case .setAsBackground(let id): "setAsBackground(id: \"\(id)\")"
        }
    }
}

extension ViewerMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .listChanged(let list): "listChanged(\(list))"
        case .showed(let id): "showed(id: \"\(id)\")"
        case .showedSingle(let image): "showedSingle(id: \"\(image.id)\")"
        case .closed: "closed"
        case .pictureLoading(let id): "pictureLoading(id: \"\(id)\")"
        case .pictureLoaded(let id): "pictureLoaded(id: \"\(id)\")"
        case .pictureFailed(let id, let error): "pictureFailed(id: \"\(id)\", \(error))"
        case .pictureTaskUpdated(let task): "pictureTaskUpdated(\(task.map(String.init(describing:)) ?? "none"))"
        case .slideshowChanged(let playing): "slideshowChanged(\(playing))"
        case .desktopBackgroundChecked(let available): "desktopBackgroundChecked(\(available))"
        }
    }
}
