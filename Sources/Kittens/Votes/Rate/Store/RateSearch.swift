extension ListingFilters {
    /// The search the Rate page draws its pictures from: these filters, in random order unless
    /// one was chosen. In TheCatAPI's fixed order (a key's default) each start would walk, page
    /// by page, past every picture rated before.
    var drawnForRating: ListingFilters {
        var filters = self
        if filters.order == nil { filters.order = .random }
        return filters
    }
}
