import KittensSupport
import MVI

/// The pure rules of the viewer.
public struct ViewerReducer: Reducer {
    public init() {}

    public func reduce(into state: inout ViewerState, _ message: ViewerMessage) {
        switch message {
        case .listChanged(let list):
            state.list = list
            if state.viewedImageID != nil, state.viewedImage == nil {
                state.viewedImageID = nil
                state.picture = nil
                state.isSlideshowPlaying = false
            }
        case .showed(let id):
            guard state.list.images.contains(where: { $0.id == id && $0.url.isWebURL }) else { return }
            state.viewedImageID = id
            state.singleImage = nil
            state.picture = .loading
        case .showedSingle(let image):
            guard image.url.isWebURL else { return }
            state.viewedImageID = image.id
            state.singleImage = image
            state.picture = .loading
            state.isSlideshowPlaying = false
        case .closed:
            state.viewedImageID = nil
            state.singleImage = nil
            state.picture = nil
            state.isSlideshowPlaying = false
        case .pictureLoading(let id):
            guard state.viewedImageID == id else { return }
            state.picture = .loading
        case .pictureLoaded(let id):
            guard state.viewedImageID == id else { return }
            state.picture = .shown
        case .pictureFailed(let id, let error):
            guard state.viewedImageID == id else { return }
            state.picture = .failed(error)
        case .pictureTaskUpdated(let task):
            state.pictureTask = task
        case .slideshowChanged(let playing):
            state.isSlideshowPlaying = playing && state.viewedIndex != nil
        case .desktopBackgroundChecked(let available):
            state.canSetBackground = available
        }
    }
}
