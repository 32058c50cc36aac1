import Foundation
import Kittens
import KittensSupport
import MVITesting

/// What the favourites world does between the store's steps, drawn from every class of answer
/// TheCatAPI, proxies, CDNs and disks give (`HostileOutbox`), and TheCatAPI's listing quirks.
extension FavouritesWorld: HostileOutboxWorld {
    func failNextRequest(_ failure: AccountRequestFailure) {
        server.failNext(failure)
    }

    func failWrites(_ errno: Int32) {
        file.failWrites(errno)
    }

    func healFile() {
        file.heal()
    }

    static func event(_ random: inout PropertyRandom) -> PropertyEvent<FavouritesWorld>? {
        let picture = random.element(of: pictures) ?? "a"
        switch random.int(in: 0...17) {
        case 0...5:
            return HostileOutbox.requestFailure(&random)
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
            return HostileOutbox.fileFails(EFBIG, "EFBIG")
        case 14:
            return HostileOutbox.fileFails(ENOSPC, "ENOSPC")
        case 15:
            return PropertyEvent("world.server.answerNext(.removedElsewhereAfterFirstPage)") {
                $0.server.answerNext(.removedElsewhereAfterFirstPage)
            }
        case 16:
            return PropertyEvent("world.server.quirks.pageSizeCap = world.server.quirks.pageSizeCap == nil ? 25 : nil") {
                $0.server.quirks.pageSizeCap = $0.server.quirks.pageSizeCap == nil ? 25 : nil
            }
        default:
            return HostileOutbox.fileHeals()
        }
    }
}
