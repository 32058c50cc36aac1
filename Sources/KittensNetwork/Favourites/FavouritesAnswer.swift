import FoundationEssentials
import Kittens
import KittensSupport

/// A favourites answer as `SoupFavouritesDataSource` reads it: the body or the failure, with
/// `Retry-After`, `Pagination-Count` and the start of a refusal's body (TheCatAPI says
/// "DUPLICATE_FAVOURITE" there).
struct FavouritesAnswer {
    static let countHeader = "Pagination-Count"
    static let retryAfterHeader = RetryAfter.header
    /// TheCatAPI's refusals are a line of text; a longer body is not looked at.
    static let errorBodyLimit = 1024

    let body: Result<Data, AccountRequestFailure>
    /// `Pagination-Count`, when it is a plain count.
    let paginationCount: Int?
    /// A 400 saying the picture is a favourite of this account and `sub_id` already.
    let isDuplicateFavourite: Bool

    init(failure: ListingLoadError) {
        body = .failure(AccountRequestFailure(failure))
        paginationCount = nil
        isDuplicateFavourite = false
    }

    /// `now` turns a `Retry-After` date into seconds.
    init(_ exchange: DownloadExchange, now: Date = Date()) {
        let retryAfter = exchange.headers[Self.retryAfterHeader.lowercased()].flatMap { Self.seconds(retryAfter: $0, now: now) }
        switch exchange.result {
        case .success(let data):
            body = .success(data)
        case .failure(let error):
            let loadError: ListingLoadError = if case .failure(let mapped) = ListingLoadResult(error) { mapped } else { .unreachable }
            body = .failure(AccountRequestFailure(loadError, retryAfterSeconds: retryAfter))
        }
        paginationCount = exchange.headers[Self.countHeader.lowercased()].flatMap(Self.count(from:))
        isDuplicateFavourite = exchange.result == .failure(.httpStatus(400))
            && exchange.errorBody.map { String(decoding: $0, as: UTF8.self).contains("DUPLICATE_FAVOURITE") } ?? false
    }

    /// A count of at most 9 digits, nothing else.
    static func count(from text: String) -> Int? {
        let digits = text.trimmingSpacesAndTabs()
        guard !digits.isEmpty, digits.utf8.count <= 9, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(digits)
    }

    /// `Retry-After` in seconds from `now` (`RetryAfter.seconds`), at most
    /// `FavouritesRetry.maximumRetryAfterSeconds`; nil for anything else.
    static func seconds(retryAfter text: String, now: Date) -> Int? {
        RetryAfter.seconds(text, now: now, cap: FavouritesRetry.maximumRetryAfterSeconds)
    }
}
