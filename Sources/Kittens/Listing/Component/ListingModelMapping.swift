import FoundationEssentials
import Localization

extension ListingModel {
    /// The one place where store state becomes what the view shows.
    public init(_ state: ListingState) {
        let rows = state.images.map { PictureRow(id: $0.id, url: $0.url, breedName: $0.breed?.name) }
        let filters = FiltersModel(
            filters: state.filters, breedChoices: state.offeredBreeds.choices, breedsRefreshError: state.offeredBreeds.refreshError,
            breedsRetryInSeconds: state.offeredBreeds.retryInSeconds)
        self.init(
            isLoading: state.isLoading,
            errorMessage: Self.errorMessage(for: state),
            rows: rows,
            canLoadMore: state.canLoadMore && !state.isLoading && state.error == nil,
            placeholder: Self.placeholder(for: state, hasRows: !rows.isEmpty, filters: filters.phrases),
            filters: filters,
            endOfList: Self.endOfList(for: state),
            layout: state.layout
        )
    }

    /// "That's all {count} kittens", once every picture of a listing of known size has loaded.
    private static func endOfList(for state: ListingState) -> String? {
        guard let total = state.totalCount, !state.canLoadMore, !state.isLoading, state.error == nil,
              !state.images.isEmpty
        else { return nil }
        return localizedPlural("That's all {count} kitten", "That's all {count} kittens", count: total)
    }

    /// Offline first, then the wait before the listing asks a busy server again, then the error.
    private static func errorMessage(for state: ListingState) -> String? {
        if state.isOffline {
            let offline = localized("This computer is offline.")
            return state.error?.isForWantOfANetwork == true ? "\(offline) \(Self.offlineRetryHint)" : offline
        }
        if let seconds = state.retryInSeconds { return ListingBusyRetry.waitMessage(seconds: seconds) }
        return state.error?.message
    }

    /// Said while offline after a load failed for want of a network.
    private static var offlineRetryHint: String {
        localized("Kittens will try again when the network is back.")
    }

    private static func placeholder(for state: ListingState, hasRows: Bool, filters: FilterPhrases) -> ListingPlaceholder? {
        if hasRows { return nil }
        if state.isLoading { return .loadingFirstPage }
        if let error = state.error {
            let waitsForTheNetwork = state.isOffline && error.isForWantOfANetwork
            return .failed(
                title: localized("No kittens to show"),
                hint: waitsForTheNetwork ? Self.offlineRetryHint : localized("Press Retry to try again."))
        }
        if let title = filters.emptyTitle { return .noMatches(title: title, hint: FilterPhrases.emptyHint) }
        return .empty(title: localized("No kittens yet"), hint: localized("Press Refresh or F5 to load some."))
    }
}

extension ListingViewEffect {
    /// What the view does for `label`; nil for a label meant for other stores.
    public init?(_ label: ListingLabel) {
        switch label {
        case .openURL(let url): self = .openURL(url)
        case .copyURL(let url): self = .copyToClipboard(url)
        case .refreshRequested: return nil
        }
    }
}
