extension ListingFilters {
    /// Whether the user chose anything: a breed, a kind of picture, or known breeds only. The
    /// order is not a choice of the user's (it follows from the API key).
    public var hasChoices: Bool {
        !breedIDs.isEmpty || mimeTypes != .any || hasBreeds
    }

    /// These filters without the user's choices: the order kept, nothing else asked for.
    public var clearingChoices: ListingFilters {
        ListingFilters(order: order)
    }
}
