import Foundation
import Kittens
import Locking
import MVITesting

/// TheCatAPI's search as it answers a key, in memory: `total` pictures (70 unless given) in a fixed order, at most
/// `servedPageSize` a page (25 unless given) whatever the limit, its pages counted in the size it serves (page `p`
/// holds pictures `p × size` onwards), with `Pagination-Count`. The answer goes through
/// `ListingLoadResult.answer`, as a real body does. Hostile: one entry in the order has a URL that
/// is not a web URL; on request, the next answers fail (busy with a `Retry-After`, or 500) or are
/// `200 []` with the count still saying there are more, as a server between two states may send,
/// or the count says five more pictures than there are, as a stale one does.
final class OrderedListingServer: ListingDataSource {
    static let standardTotal = 70
    static let standardServedPageSize = 25
    /// The picture whose entry is never usable: `ftp://` is no web URL.
    static let unusablePicture = 17

    let total: Int
    let servedPageSize: Int

    init(total: Int = OrderedListingServer.standardTotal, servedPageSize: Int = OrderedListingServer.standardServedPageSize) {
        self.total = total
        self.servedPageSize = servedPageSize
    }

    /// The ids of the usable pictures, in the server's order: what a whole listing shows.
    var listing: [String] { (0..<total).filter { $0 != Self.unusablePicture }.map { "k\($0)" } }

    private let failures = Locked<[ListingLoadError]>([])
    private let emptyAnswers = Locked(0)
    private let overstatesCount = Locked(false)
    private let requests = Locked<[String]>([])

    func failNext(_ error: ListingLoadError) {
        failures.withLock { $0.append(error) }
    }

    func answerNextEmpty() {
        emptyAnswers.withLock { $0 += 1 }
    }

    func overstateCount() {
        overstatesCount.withLock { $0 = true }
    }

    func heal() {
        failures.withLock { $0.removeAll() }
        emptyAnswers.withLock { $0 = 0 }
    }

    /// The requests answered, as `limit@page`.
    var answered: [String] { requests.withLock { $0 } }

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        if let failure = failures.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return .failure(failure) }
        requests.withLock { $0.append("\(limit)@\(page)") }
        let answersEmpty = emptyAnswers.withLock { count in
            defer { count = max(count - 1, 0) }
            return count > 0
        }
        let count = total + (overstatesCount.withLock { $0 } ? 5 : 0)
        if answersEmpty { return .answer(Data("[]".utf8), limit: limit, totalCount: count) }
        let size = min(max(limit, 1), servedPageSize)
        let (first, overflow) = page.multipliedReportingOverflow(by: size)
        let start = overflow ? total : min(max(first, 0), total)
        let entries = (start..<min(start + size, total)).map { index in
            let scheme = index == Self.unusablePicture ? "ftp" : "https"
            return #"{"id":"k\#(index)","url":"\#(scheme)://cdn2.thecatapi.com/images/k\#(index).jpg"}"#
        }
        return .answer(Data("[\(entries.joined(separator: ","))]".utf8), limit: limit, totalCount: count)
    }
}

extension OrderedListingServer {
    /// What the server of a property world (`world.server`, read by `server`) may do now: fail
    /// the next answer (busy with a wait, or 500), answer `200 []` early, or overstate its count
    /// from now on; nil for nothing.
    @MainActor static func trouble<World>(
        _ random: inout PropertyRandom, of server: @escaping @MainActor (World) -> OrderedListingServer
    ) -> PropertyEvent<World>? {
        switch random.int(in: 0...12) {
        case 0...2:
            PropertyEvent("world.server.failNext(.serverBusy(status: 429, retryAfterSeconds: 2))") {
                server($0).failNext(.serverBusy(status: 429, retryAfterSeconds: 2))
            }
        case 3...4:
            PropertyEvent("world.server.failNext(.httpStatus(500))") { server($0).failNext(.httpStatus(500)) }
        case 5:
            PropertyEvent("world.server.answerNextEmpty()") { server($0).answerNextEmpty() }
        case 6:
            PropertyEvent("world.server.overstateCount()") { server($0).overstateCount() }
        default:
            nil
        }
    }
}
