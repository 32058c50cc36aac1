import Localization

/// What the filters popover and the window's subtitle show: the breeds to choose from ("All
/// breeds" first, then the breeds by name), the kinds of picture, the known-breed switch, the
/// filters in use, which every choice starts from (`ListingIntent.useFilters`), and the words
/// for them (`summary`).
public struct FiltersModel: Equatable, Sendable {
    /// One entry of the breed list: `id` nil is "All breeds". Made by the model only.
    public struct BreedChoice: Equatable, Sendable, Codable {
        public let id: String?
        public let name: String
    }

    /// One choice of the kind of picture.
    public struct KindChoice: Equatable, Sendable {
        public let mimeTypes: ListingFilters.MimeTypes
        public let name: String
    }

    /// "All breeds", then the breeds by name; a chosen breed the list lacks (not loaded yet) is
    /// listed by its id.
    public var breeds: [BreedChoice]
    /// The position in `breeds` of the breed in use.
    public var selectedBreed: Int
    /// "All pictures", "Photos", "Animated GIFs".
    public var kinds: [KindChoice]
    /// The position in `kinds` of the kind in use.
    public var selectedKind: Int
    /// The filters in use.
    public var filters: ListingFilters
    /// Why the list of breeds is not the server's newest, in words; nil when it is.
    public var breedsProblem: String?
    /// The words for the filters in use.
    public var phrases: FilterPhrases
    /// The label of the known-breed switch.
    public var hasBreedsLabel: String

    /// The filters in use in words, for the window's subtitle ("Bengal · Animated GIFs"); nil
    /// when none is chosen, which hides the subtitle and the clear button.
    public var summary: String? { phrases.summary }

    /// The choices for `filters` and the breeds of `breeds`; `breedsRefreshError` is why the
    /// breeds could not be refreshed, if they could not.
    public init(filters: ListingFilters = .none, breeds: [Breed] = [], breedsRefreshError: ListingLoadError? = nil) {
        self.init(filters: filters, breedChoices: Self.breedChoices(of: breeds), breedsRefreshError: breedsRefreshError)
    }

    /// The choices for `filters` and `breedChoices`, the breeds as `breedChoices(of:)` made
    /// them (so that they are sorted once per list, not once per model); `breedsRetryInSeconds`
    /// is the wait before the breeds are asked for again by itself, if they are.
    public init(
        filters: ListingFilters, breedChoices: [BreedChoice], breedsRefreshError: ListingLoadError? = nil,
        breedsRetryInSeconds: Int? = nil
    ) {
        var choices = [BreedChoice(id: nil, name: localized("All breeds"))] + breedChoices
        let chosen = filters.breedIDs.first
        if let chosen, !choices.contains(where: { $0.id == chosen }) {
            choices.append(BreedChoice(id: chosen, name: chosen))
        }
        self.breeds = choices
        let selected = choices.firstIndex { $0.id == chosen } ?? 0
        selectedBreed = selected
        kinds = [
            KindChoice(mimeTypes: .any, name: localized("All pictures")),
            KindChoice(mimeTypes: .still, name: localized("Photos")),
            KindChoice(mimeTypes: .animated, name: localized("Animated GIFs")),
        ]
        hasBreedsLabel = localized("Only pictures with a known breed")
        phrases = FilterPhrases(
            breedName: chosen.map { _ in choices[selected].name }, mimeTypes: filters.mimeTypes, hasBreeds: filters.hasBreeds)
        selectedKind = kinds.firstIndex { $0.mimeTypes == filters.mimeTypes } ?? 0
        self.filters = filters
        breedsProblem = breedsRefreshError.map { error in
            let reason = breedsRetryInSeconds.map(ListingBusyRetry.waitMessage(seconds:)) ?? error.message
            return breedChoices.isEmpty
                ? localized("The list of breeds could not be loaded: {reason}", ["reason": reason])
                : localized("The list of breeds could not be refreshed, so the saved one is shown: {reason}", ["reason": reason])
        }
    }

    /// The breeds of `breeds` as list entries, by name whatever its case, then by id.
    public static func breedChoices(of breeds: [Breed]) -> [BreedChoice] {
        breeds.map { (key: $0.name.lowercased(), choice: BreedChoice(id: $0.id, name: $0.name)) }
            .sorted { ($0.key, $0.choice.id ?? "") < ($1.key, $1.choice.id ?? "") }
            .map(\.choice)
    }

    /// The filters in use with the breed at `index` of `breeds` chosen instead; nil when there
    /// is no such entry.
    public func choosingBreed(at index: Int) -> ListingFilters? {
        guard breeds.indices.contains(index) else { return nil }
        return filters.replacing(breedIDs: breeds[index].id.map { [$0] } ?? [])
    }

    /// The filters in use with the kind at `index` of `kinds` instead; nil when there is none.
    public func choosingKind(at index: Int) -> ListingFilters? {
        guard kinds.indices.contains(index) else { return nil }
        var changed = filters
        changed.mimeTypes = kinds[index].mimeTypes
        return changed
    }

    /// The filters in use, asking or not for pictures with breed information only.
    public func choosingHasBreeds(_ hasBreeds: Bool) -> ListingFilters {
        var changed = filters
        changed.hasBreeds = hasBreeds
        return changed
    }
}
