import Foundation
import Kittens
import KittensSupport
import MVI
import TestSupport
import XCTest

/// The slideshow's interval is kept on the clock the viewer store is given: the next picture
/// comes when that clock passes five seconds, not before.
final class ViewerSlideshowClockTests: XCTestCase {
    @MainActor func testTheNextPictureShowsWhenTheClockPassesFiveSeconds() async {
        let clock = ManualClock()
        let store = DefaultStoreFactory().makeViewerStore(pictures: NoPictures(), clock: clock)
        defer { store.dispose() }
        store.accept(.listChanged(ListedPictures(images: kittens(3), canLoadMore: false)))
        store.accept(.showPicture(id: "k0"))
        store.accept(.startSlideshow)
        await waitUntil("the slideshow waits on its clock") { clock.pendingCount == 1 }
        clock.advance(by: .seconds(5) - .milliseconds(1))
        XCTAssertEqual(store.state.viewedImageID, "k0", "the interval is not over")
        clock.advance(by: .milliseconds(1))
        await waitUntil("the slideshow moved on") { store.state.viewedImageID == "k1" }
        XCTAssertTrue(store.state.isSlideshowPlaying)
    }
}
