import FoundationEssentials
import Kittens
import KittensSupport

/// A favourites answer as `SoupFavouritesDataSource` reads it: the body or the failure, with
/// `Retry-After`, `Pagination-Count` and the start of a refusal's body (TheCatAPI says
/// "DUPLICATE_FAVOURITE" there).
struct FavouritesAnswer {
    static let countHeader = "Pagination-Count"
    static let retryAfterHeader = "Retry-After"
    /// TheCatAPI's refusals are a line of text; a longer body is not looked at.
    static let errorBodyLimit = 1024

    let body: Result<Data, FavouritesRequestFailure>
    /// `Pagination-Count`, when it is a plain count.
    let paginationCount: Int?
    /// A 400 saying the picture is a favourite of this account and `sub_id` already.
    let isDuplicateFavourite: Bool

    init(failure: KittenLoadError) {
        body = .failure(FavouritesRequestFailure(failure))
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
            let loadError: KittenLoadError = if case .failure(let mapped) = KittenLoadResult(error) { mapped } else { .unreachable }
            body = .failure(FavouritesRequestFailure(loadError, retryAfterSeconds: retryAfter))
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

    /// `Retry-After` in seconds from `now`: delta-seconds, or an HTTP-date (a past one is 0),
    /// at most `FavouritesRetry.maximumRetryAfterSeconds`; nil for anything else.
    static func seconds(retryAfter text: String, now: Date) -> Int? {
        let value = text.trimmingSpacesAndTabs()
        let cap = FavouritesRetry.maximumRetryAfterSeconds
        if !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            // More digits than a day has are a day, however many there are.
            return value.utf8.count > 9 ? cap : Int(value).map { min($0, cap) }
        }
        let nowSeconds = now.timeIntervalSince1970
        guard nowSeconds.isFinite, abs(nowSeconds) < 1e15,
              let date = HTTPDate.secondsSince1970(value, currentYear: HTTPDate.year(ofSecondsSince1970: Int(nowSeconds.rounded(.down))))
        else { return nil }
        return Int(min(max((Double(date) - nowSeconds).rounded(.up), 0), Double(cap)))
    }
}
