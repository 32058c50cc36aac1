import FoundationEssentials
import Localization

extension ViewerModel {
    /// The one place where viewer state becomes what the view shows.
    public init(_ state: ViewerState) {
        self.init(
            viewer: ViewedPicture(state),
            pictureProgress: Self.progress(of: state.pictureTask),
            pictureTaskURL: state.pictureTask.flatMap { $0.isRunning ? $0.url : nil },
            canSetBackground: state.canSetBackground,
            isSlideshowPlaying: state.isSlideshowPlaying)
    }

    private static func progress(of task: PictureTask?) -> String? {
        switch task?.phase {
        case .downloading: localized("Downloading the picture…")
        case .writing: localized("Saving the picture…")
        case .settingBackground: localized("Setting the background…")
        case .choosingFile, .finished, .failed, nil: nil
        }
    }
}

extension ViewedPicture {
    /// The picture `state` shows, with its neighbours in the list; nil while the list shows.
    public init?(_ state: ViewerState) {
        guard let image = state.viewedImage else { return nil }
        let images = state.list.images
        let index = state.viewedIndex
        let next = index.flatMap { images.indices.contains($0 + 1) ? images[$0 + 1] : nil }
        self.init(
            imageID: image.id,
            url: image.url,
            nextURL: next?.url,
            hasPrevious: index.map { $0 > 0 } ?? false,
            hasNext: next != nil || (index != nil && state.list.mayGrow),
            picture: state.picture ?? .loading,
            pictureLabel: PictureRow.pictureLabel(forImage: image.id, breed: image.breed?.name),
            breedCard: image.breed.map(BreedCard.init)
        )
    }
}
