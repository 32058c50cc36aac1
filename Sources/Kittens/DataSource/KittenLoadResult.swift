/// The outcome of loading one page of kittens. A cancellation is an outcome of its own, not an error.
public enum KittenLoadResult: Sendable, Equatable {
    case images([KittenImage])
    case failure(KittenLoadError)
    case cancelled
}
