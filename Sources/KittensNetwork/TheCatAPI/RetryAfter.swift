import FoundationEssentials
import KittensSupport

/// An answer's `Retry-After` field: how long the server asks the client to wait before asking
/// again, as delta-seconds or an HTTP-date.
enum RetryAfter {
    /// The field's name.
    static let header = "Retry-After"

    /// `text` in seconds from `now`: delta-seconds, or an HTTP-date (a past one is 0), at most
    /// `cap`; nil for anything else.
    static func seconds(_ text: String, now: Date, cap: Int) -> Int? {
        let value = text.trimmingSpacesAndTabs()
        if !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            // More digits than the cap has are the cap, however many there are.
            return value.utf8.count > 9 ? cap : Int(value).map { min($0, cap) }
        }
        let nowSeconds = now.timeIntervalSince1970
        guard nowSeconds.isFinite, abs(nowSeconds) < 1e15,
              let date = HTTPDate.secondsSince1970(value, currentYear: HTTPDate.year(ofSecondsSince1970: Int(nowSeconds.rounded(.down))))
        else { return nil }
        return Int(min(max((Double(date) - nowSeconds).rounded(.up), 0), Double(cap)))
    }
}
