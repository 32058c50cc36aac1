#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The outcome of loading one page of kittens. A cancellation is an outcome of its own, not an error.
public enum KittenLoadResult: Sendable, Equatable {
    /// The page's pictures, and the entries of the answer that were left out of it.
    case images([KittenImage], skipped: SkippedEntries = .none)
    case failure(KittenLoadError)
    case cancelled

    /// The outcome of `body`, the answer to a request for at most `limit` pictures.
    public static func answer(_ body: Data, limit: Int) -> KittenLoadResult {
        do {
            let page = try KittenParser.parse(body, limit: limit)
            return .images(page.images, skipped: page.skipped)
        } catch {
            return .failure(error)
        }
    }
}
