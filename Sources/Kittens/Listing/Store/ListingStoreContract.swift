import FoundationEssentials

/// What the view asks the kitten store to do.
public enum ListingIntent: Equatable, Sendable, Codable {
    /// Load page 0 again and replace the list; cancels a request in flight (latest wins).
    case refresh
    /// Append the next page; ignored while loading or when there is no more.
    case loadMore
    /// Repeat the request that failed.
    case retry
    /// Open an image's URL.
    case open(URL)
    /// Copy an image's URL.
    case copy(URL)
    /// Ask for this many images per page, clamped to `PageSize.range`: at once while no page has
    /// been asked for, otherwise from the next listing from page 0 on (`ListingState.nextPageSize`),
    /// so that no picture is skipped or listed twice. Ignored when the size is the one chosen.
    case usePageSize(Int)
    /// Ask for pictures matching these filters: starts a new listing from page 0, cancelling the
    /// request in flight (latest wins). Ignored when they are the filters in use.
    case useFilters(ListingFilters)
    /// Show the pictures as a list or as a gallery; ignored when it is the layout shown.
    case useLayout(ListingLayout)
    /// Drop the user's filters (breed, kind of picture, known breed only), keeping the order:
    /// as `useFilters` of `ListingFilters.clearingChoices`; ignored when none is chosen.
    case clearFilters
    /// The computer's network came (true) or went (false). When it comes back, a load that
    /// failed for want of a network (`ListingLoadError.isForWantOfANetwork`) is tried again.
    /// Ignored when it says what the state knows.
    case networkAvailabilityChanged(Bool)
    /// The filter offers these breeds from now on (the breeds store's list); ignored when it
    /// offers them already.
    case offerBreeds(OfferedBreeds)
}

/// What the store does by itself at start.
public enum ListingAction: Equatable, Sendable, Codable {
    /// Show the list saved by an earlier run, if any.
    case restoreSavedList
    case loadFirstPage

    /// What the kitten store does at start, in order.
    public static let atStart: [ListingAction] = [.restoreSavedList, .loadFirstPage]
}

/// The facts the reducer folds into the state.
public enum ListingMessage: Equatable, Sendable, Codable {
    case restored(ListingSnapshot)
    case started(ListingRequest)
    /// A page came; `totalCount`, when the server said it, is how many the listing holds.
    case loaded(ListingRequest, [KittenImage], isLastPage: Bool, totalCount: Int? = nil)
    case failed(ListingRequest, ListingLoadError)
    /// The request that failed is tried again by itself in `seconds` (`ListingBusyRetry`).
    case retryScheduled(ListingRequest, seconds: Int)
    /// The data source gave up without a result (it was cancelled from outside).
    case abandoned(ListingRequest)
    /// This many images per page were chosen (`ListingIntent.usePageSize`).
    case pageSizeChanged(Int)
    /// The server answers this many pictures a page of the listing (`ListingState.servedPageSize`:
    /// kept when fewer than asked for).
    case pagesServedAt(Int)
    /// Requests ask for pictures matching these filters from now on.
    case filtersChanged(ListingFilters)
    /// The listing shows its pictures in this layout from now on.
    case layoutChanged(ListingLayout)
    /// The computer's network is there (true) or gone (false) from now on.
    case networkAvailabilityChanged(Bool)
    /// The filter offers these breeds from now on.
    case breedsOffered(OfferedBreeds)
}

/// One-off events, for the view and for the stores that listen to the listing.
public enum ListingLabel: Equatable, Sendable, Codable {
    case openURL(URL)
    case copyURL(URL)
    /// The user asked for the list again (`ListingIntent.refresh`).
    case refreshRequested
}
