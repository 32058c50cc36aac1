import FoundationEssentials

/// The outcome of loading the breeds. A cancellation is an outcome of its own, not an error.
public enum BreedLoadResult: Sendable, Equatable {
    /// The breeds, and the entries of the answer that were left out.
    case breeds([Breed], skipped: SkippedBreeds = SkippedBreeds())
    /// The reasons are those of a page of pictures, and so are the sentences shown for them.
    case failure(ListingLoadError)
    case cancelled

    /// The outcome of `body`, the answer to `GET {base}/breeds` (`BreedParser`).
    public static func answer(_ body: Data) -> BreedLoadResult {
        do {
            let list = try BreedParser.parse(body)
            return .breeds(list.breeds, skipped: list.skipped)
        } catch {
            return .failure(error)
        }
    }
}
