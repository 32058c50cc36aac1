/// Where the list of breeds comes from: TheCatAPI's `GET {base}/breeds` in the app
/// (`SoupBreedDataSource`), a double in tests.
public protocol BreedDataSource: Sendable {
    /// Every breed the server knows. Never throws: a failure or a cancellation is an outcome.
    func loadBreeds() async -> BreedLoadResult
}
