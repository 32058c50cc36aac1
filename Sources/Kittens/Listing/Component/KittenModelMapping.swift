import FoundationEssentials
import Localization

extension KittenModel {
    /// The one place where store state becomes what the view shows; `breeds` lists the breeds
    /// the filter offers.
    public init(_ state: KittenState, breeds: [Breed] = [], breedsRefreshError: KittenLoadError? = nil) {
        self.init(state, breedChoices: FiltersModel.breedChoices(of: breeds), breedsRefreshError: breedsRefreshError)
    }

    /// As `init(_:breeds:breedsRefreshError:)`, with the breeds already made into sorted
    /// choices (`FiltersModel.breedChoices(of:)`).
    public init(_ state: KittenState, breedChoices: [FiltersModel.BreedChoice], breedsRefreshError: KittenLoadError? = nil) {
        let rows = state.images.map { KittenRow(id: $0.id, url: $0.url, breedName: $0.breed?.name) }
        let filters = FiltersModel(filters: state.filters, breedChoices: breedChoices, breedsRefreshError: breedsRefreshError)
        self.init(
            isLoading: state.isLoading,
            errorMessage: state.error?.message,
            rows: rows,
            canLoadMore: state.canLoadMore && !state.isLoading && state.error == nil,
            placeholder: Self.placeholder(for: state, hasRows: !rows.isEmpty, filters: filters.phrases),
            viewer: Self.viewer(for: state),
            pictureProgress: Self.progress(of: state.pictureTask),
            pictureTaskURL: state.pictureTask.flatMap { $0.isRunning ? $0.url : nil },
            filters: filters,
            endOfList: Self.endOfList(for: state),
            layout: state.layout
        )
    }

    /// "That's all {count} kittens", once every picture of a listing of known size has loaded.
    private static func endOfList(for state: KittenState) -> String? {
        guard let total = state.totalCount, !state.canLoadMore, !state.isLoading, state.error == nil,
              !state.images.isEmpty
        else { return nil }
        return localizedPlural("That's all {count} kitten", "That's all {count} kittens", count: total)
    }

    private static func progress(of task: PictureTask?) -> String? {
        switch task?.phase {
        case .downloading: localized("Downloading the picture…")
        case .writing: localized("Saving the picture…")
        case .choosingFile, .finished, .failed, nil: nil
        }
    }

    private static func viewer(for state: KittenState) -> KittenViewerModel? {
        guard let image = state.viewedImage else { return nil }
        let index = state.viewedIndex
        let next = index.flatMap { state.images.indices.contains($0 + 1) ? state.images[$0 + 1] : nil }
        return KittenViewerModel(
            imageID: image.id,
            url: image.url,
            nextURL: next?.url,
            hasPrevious: index.map { $0 > 0 } ?? false,
            hasNext: next != nil || (index != nil && state.canLoadMore && state.error == nil),
            picture: state.picture ?? .loading,
            pictureLabel: KittenRow.pictureLabel(forImage: image.id, breed: image.breed?.name),
            breedCard: image.breed.map(BreedCard.init)
        )
    }

    private static func placeholder(for state: KittenState, hasRows: Bool, filters: FilterPhrases) -> KittenPlaceholder? {
        if hasRows { return nil }
        if state.isLoading { return .loadingFirstPage }
        if state.error != nil {
            return .failed(title: localized("No kittens to show"), hint: localized("Press Retry to try again."))
        }
        if let title = filters.emptyTitle { return .noMatches(title: title, hint: FilterPhrases.emptyHint) }
        return .empty(title: localized("No kittens yet"), hint: localized("Press Refresh or F5 to load some."))
    }
}

extension KittenViewEffect {
    public init(_ label: KittenLabel) {
        switch label {
        case .openURL(let url): self = .openURL(url)
        case .copyURL(let url): self = .copyToClipboard(url)
        case .chooseSaveFile(let imageID, let url): self = .chooseSaveFile(imageID: imageID, url: url)
        case .copyPicture(let url): self = .copyPicture(url)
        case .pictureNotice(let notice): self = .showNotice(notice)
        }
    }
}
