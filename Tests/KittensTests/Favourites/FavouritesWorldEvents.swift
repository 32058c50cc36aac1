import Foundation
import Kittens
import KittensSupport
import MVITesting

/// What the favourites world does between the store's steps, drawn from every class of answer
/// TheCatAPI, proxies, CDNs and disks give.
extension FavouritesWorld {
    /// The failures a request can meet, as Swift and as values.
    static let failures: [(source: String, failure: FavouritesRequestFailure)] = {
        var failures: [(String, FavouritesRequestFailure)] = [400, 401, 403, 404, 405, 407, 408, 413, 421, 451, 500, 502, 503, 504].map { status in
            ("FavouritesRequestFailure(.httpStatus(\(status)))", FavouritesRequestFailure(.httpStatus(status)))
        }
        // Retry-After as seconds or as an HTTP date: the data source reads both as seconds.
        for seconds in [1, 30, 3600] {
            failures.append(("FavouritesRequestFailure(.httpStatus(429), retryAfterSeconds: \(seconds))", FavouritesRequestFailure(.httpStatus(429), retryAfterSeconds: seconds)))
        }
        failures.append(("FavouritesRequestFailure(.httpStatus(503), retryAfterSeconds: 120)", FavouritesRequestFailure(.httpStatus(503), retryAfterSeconds: 120)))
        failures.append(("FavouritesRequestFailure(.httpStatus(429))", FavouritesRequestFailure(.httpStatus(429))))
        failures.append(("FavouritesRequestFailure(.timeout)", FavouritesRequestFailure(.timeout)))
        failures.append(("FavouritesRequestFailure(.unreachable)", FavouritesRequestFailure(.unreachable)))
        failures.append(("FavouritesRequestFailure(.malformed(\"not JSON\"))", FavouritesRequestFailure(.malformed("not JSON"))))
        return failures
    }()

    static func event(_ random: inout PropertyRandom) -> PropertyEvent<FavouritesWorld>? {
        let picture = random.element(of: pictures) ?? "a"
        switch random.int(in: 0...15) {
        case 0...5:
            guard let (source, failure) = random.element(of: failures) else { return nil }
            return PropertyEvent("world.server.failNext(\(source))") { $0.server.failNext(failure) }
        case 6:
            return PropertyEvent("world.server.answerNext(.emptyPage)") { $0.server.answerNext(.emptyPage) }
        case 7:
            return PropertyEvent("world.server.answerNext(.countChangesAfterFirstPage)") { $0.server.answerNext(.countChangesAfterFirstPage) }
        case 8:
            return PropertyEvent("world.server.answerNext(.alreadyThereWithoutKeeping)") { $0.server.answerNext(.alreadyThereWithoutKeeping) }
        case 9:
            return PropertyEvent("world.server.duplicate(\"\(picture)\")") { $0.server.duplicate(picture) }
        case 10:
            return PropertyEvent("world.server.keepUnusableEntry()") { $0.server.keepUnusableEntry() }
        case 11:
            return PropertyEvent("world.seedElsewhere(99)") { world in
                if world.server.held.count < 300 { world.seedElsewhere(99) }
            }
        case 12:
            return PropertyEvent("world.server.quirks.omitsCount.toggle()") { $0.server.quirks.omitsCount.toggle() }
        case 13:
            return PropertyEvent("world.file.failWrites(EFBIG)") { $0.file.failWrites(EFBIG) }
        case 14:
            return PropertyEvent("world.file.failWrites(ENOSPC)") { $0.file.failWrites(ENOSPC) }
        default:
            return PropertyEvent("world.file.heal()") { $0.file.heal() }
        }
    }
}
