import FoundationEssentials
import KittensSupport
import MVI

extension JobKey {
    /// The viewer's picture: moving on cancels the load of the picture left.
    public static let picture = JobKey("picture")
    /// The download or write of a Save or Copy.
    public static let pictureTask = JobKey("picture-task")
    /// The slideshow's wait before its next picture.
    public static let slideshow = JobKey("slideshow")
    /// The question whether the desktop takes a background.
    public static let desktopBackground = JobKey("desktop-background")
}

/// Shows pictures, moves through the listing's, and loads each shown picture from its
/// `PictureSource`; Save and Copy are in `ViewerExecutor+Tasks`.
public struct ViewerExecutor: Executor {
    public typealias State = ViewerState
    public typealias Message = ViewerMessage
    public typealias Label = ViewerLabel

    let pictures: any PictureSource
    /// Where Set as Background goes.
    let background: any DesktopBackground
    /// How long the slideshow shows each picture.
    let slideshowInterval: Duration
    /// Waits the slideshow's interval (on the run's clock).
    let wait: @Sendable (Duration) async -> Void

    /// `pictures` loads the viewer's pictures and those a Save or Copy needs (`NoPictures`
    /// where a run shows none); `background` takes Set as Background; the slideshow's waits
    /// are kept on `clock`.
    public init(
        pictures: any PictureSource, background: any DesktopBackground = NoDesktopBackground(),
        slideshowInterval: Duration = .seconds(5), clock: any TimerClock = SystemClock()
    ) {
        self.init(
            pictures: pictures, background: background, slideshowInterval: slideshowInterval,
            wait: { await clock.sleep(for: $0) })
    }

    /// `wait` waits the slideshow's interval: a test answers it as a job.
    public init(
        pictures: any PictureSource, background: any DesktopBackground, slideshowInterval: Duration,
        wait: @escaping @Sendable (Duration) async -> Void
    ) {
        self.pictures = pictures
        self.background = background
        self.slideshowInterval = slideshowInterval
        self.wait = wait
    }

    public func execute(intent: ViewerIntent, in scope: some Scope) {
        switch intent {
        case .listChanged(let list):
            guard list != scope.state.list else { return }
            let wasShowing = scope.state.viewedImageID != nil
            scope.dispatch(.listChanged(list))
            // The picture shown left the list: its load and the slideshow are not wanted any more.
            if wasShowing, scope.state.viewedImageID == nil {
                scope.cancel(.picture)
                scope.cancel(.slideshow)
            }
        case .showPicture(let id):
            guard scope.state.list.images.contains(where: { $0.id == id && $0.url.isWebURL }) else { return }
            show(id, in: scope)
        case .showSinglePicture(let image):
            guard image.url.isWebURL else { return }
            scope.dispatch(.showedSingle(image))
            scope.cancel(.slideshow)
            loadPicture(image.id, in: scope)
        case .showPreviousPicture:
            guard let index = scope.state.viewedIndex, index > 0 else { return }
            show(scope.state.list.images[index - 1].id, in: scope)
        case .showNextPicture:
            showNext(in: scope)
        case .closeViewer:
            guard scope.state.viewedImageID != nil else { return }
            scope.dispatch(.closed)
            scope.cancel(.picture)
            scope.cancel(.slideshow)
        case .retryPicture:
            guard let id = scope.state.viewedImageID, case .failed = scope.state.picture else { return }
            scope.dispatch(.pictureLoading(id: id))
            loadPicture(id, in: scope)
        case .networkReturned:
            guard let id = scope.state.viewedImageID, scope.state.picture == .failed(.downloadFailed) else { return }
            scope.dispatch(.pictureLoading(id: id))
            loadPicture(id, in: scope)
        case .savePicture(let id):
            startTask(.save, imageID: id, in: scope)
        case .copyPicture(let id):
            startTask(.copy, imageID: id, in: scope)
        case .saveDestinationChosen(let destination):
            save(to: destination, in: scope)
        case .startSlideshow:
            startSlideshow(in: scope)
        case .stopSlideshow:
            stopSlideshow(in: scope)
        case .checkDesktopBackground:
            let background = background
            scope.launch(.desktopBackground, { await background.isAvailable() }, completion: { available in
                guard available != scope.state.canSetBackground else { return }
                scope.dispatch(.desktopBackgroundChecked(available))
            })
        case .setAsBackground(let id):
            guard scope.state.canSetBackground else { return }
            startTask(.background, imageID: id, in: scope)
        }
    }

    /// The next picture, or at the last listed one a request for the listing's next page,
    /// unless its last request failed: the listing's Retry, or its own try after a busy
    /// server's wait, asks again, not Next.
    func showNext(in scope: some Scope) {
        let state = scope.state
        guard let index = state.viewedIndex else { return }
        if index + 1 < state.list.images.count {
            show(state.list.images[index + 1].id, in: scope)
        } else if state.list.mayGrow {
            scope.publish(.loadMore)
        }
    }

    /// Shows the listed picture `id`; a slideshow gives it its whole interval.
    private func show(_ id: String, in scope: some Scope) {
        scope.dispatch(.showed(id: id))
        loadPicture(id, in: scope)
        if scope.state.isSlideshowPlaying { waitForNextSlide(in: scope) }
    }

    /// Loads the picture of `id` under the one picture job: moving on cancels the load left.
    private func loadPicture(_ id: String, in scope: some Scope) {
        guard let url = scope.state.image(id: id)?.url else { return }
        let pictures = pictures
        scope.launch(.picture, { await pictures.load(url) }, completion: { outcome in
            switch outcome {
            case .loaded: scope.dispatch(.pictureLoaded(id: id))
            case .failed(let error): scope.dispatch(.pictureFailed(id: id, error))
            case .cancelled: break
            }
        })
    }
}
