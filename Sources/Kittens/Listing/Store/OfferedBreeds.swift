/// The breeds the listing's filter offers, as the breeds store last listed them: sorted once,
/// when they change, and kept in the listing's state so that a recording replays them.
public struct OfferedBreeds: Equatable, Sendable, Codable {
    /// The breeds by name (`FiltersModel.breedChoices(of:)`), without "All breeds".
    public var choices: [FiltersModel.BreedChoice]
    /// Why the list is not the server's newest; nil when it is.
    public var refreshError: ListingLoadError?
    /// The seconds before the breeds store asks a busy server again by itself; nil when it does not.
    public var retryInSeconds: Int?

    public init(choices: [FiltersModel.BreedChoice] = [], refreshError: ListingLoadError? = nil, retryInSeconds: Int? = nil) {
        self.choices = choices
        self.refreshError = refreshError
        self.retryInSeconds = retryInSeconds
    }

    /// The choices for `breeds`, sorted by name.
    public init(breeds: [Breed], refreshError: ListingLoadError? = nil, retryInSeconds: Int? = nil) {
        self.init(choices: FiltersModel.breedChoices(of: breeds), refreshError: refreshError, retryInSeconds: retryInSeconds)
    }
}
