import Foundation
import Kittens
import XCTest

/// A saved list keeps its first pictures and a next page from which loading more leaves no
/// picture out, however many of each page's entries were usable.
final class ListingSnapshotTruncationTests: XCTestCase {
    func testAfterTheFirstThousandPicturesLoadingGoesOnWithTheFirstPageNotWhollyKept() {
        let snapshot = ListingSnapshot(
            images: kittens(1_200), nextPage: 120, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 0), pageSize: 10)
        let kept = snapshot.keepingFirst(1_000)
        XCTAssertEqual(kept.images, kittens(1_000))
        XCTAssertEqual(kept.nextPage, 100)
        XCTAssertTrue(kept.canLoadMore, "the end of the list is pages away")
        XCTAssertEqual(snapshot.keepingFirst(1_200), snapshot, "a list that fits is kept as it is")
    }

    /// Pages short of usable entries (skipped, repeated) put the thousandth picture on a later
    /// page: the pictures kept and the pages asked for again together are the whole list.
    func testNoPictureIsSkippedWhateverThePagesHeld() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let pageSize = Int.random(in: 1...100, using: &random)
            var pages: [[KittenImage]] = []
            var next = 0
            while next < 3_000 {
                let count = Int.random(in: 0...pageSize, using: &random)
                pages.append(kittens(count, from: next))
                next += count
            }
            let whole = pages.flatMap { $0 }
            let kept = ListingSnapshot(
                images: whole, nextPage: pages.count, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 0), pageSize: pageSize)
            .keepingFirst(1_000)
            let reloaded = pages.dropFirst(kept.nextPage).flatMap { $0 }
            XCTAssertEqual(Set(kept.images.map(\.id)).union(reloaded.map(\.id)), Set(whole.map(\.id)), "page size \(pageSize)")
            XCTAssertEqual(kept.images.count, min(1_000, whole.count))
        }
    }
}
