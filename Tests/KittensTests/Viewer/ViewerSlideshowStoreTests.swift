import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// The slideshow in the viewer store: the next picture every interval, through the list and the
/// pages the listing loads at its end; paused, closed or left, it stops moving.
final class ViewerSlideshowStoreTests: XCTestCase {
    @MainActor func testItShowsTheNextPictureEachIntervalAndStopsAfterTheLast() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.send(.startSlideshow)
        store.showPictureAndStartSlideshow(id: "k1")
        XCTAssertTrue(store.runningJobs.contains { $0.key == .slideshow }, "it waits its interval")
        store.send(.startSlideshow)
        store.complete(job: .slideshow, with: ())
        store.receive(.showed(id: "k2")) {
            $0.viewedImageID = "k2"
            $0.picture = .loading
        }
        XCTAssertTrue(store.runningJobs.contains { $0.key == .slideshow }, "and waits again on the next picture")
        store.complete(job: .slideshow, with: ())
        store.receive(.slideshowChanged(false)) { $0.isSlideshowPlaying = false }
        XCTAssertFalse(store.runningJobs.contains { $0.key == .slideshow }, "nothing more to show: it stopped")
        XCTAssertEqual(store.state.viewedImageID, "k2", "on the last picture")
        store.dispose()
        store.finish()
    }

    @MainActor func testAtTheLastListedPictureItAsksForMoreAndGoesOnWhenThePageArrived() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(2), canLoadMore: true)
        store.showPictureAndStartSlideshow(id: "k1")
        store.complete(job: .slideshow, with: ())
        store.receiveLabel(.loadMore)
        XCTAssertTrue(store.runningJobs.contains { $0.key == .slideshow }, "it waits for the page")
        let longer = ListedPictures(images: kittens(4), canLoadMore: false)
        store.send(.listChanged(longer)) { $0.list = longer }
        store.complete(job: .slideshow, with: ())
        store.receive(.showed(id: "k2")) {
            $0.viewedImageID = "k2"
            $0.picture = .loading
        }
        store.send(.stopSlideshow) { $0.isSlideshowPlaying = false }
        XCTAssertFalse(store.runningJobs.contains { $0.key == .slideshow }, "paused: it waits for nothing")
        store.send(.stopSlideshow)
        store.dispose()
        store.finish()
    }

    /// A listing whose last request failed is asked for nothing more: at its last picture the
    /// slideshow stops, rather than ask again each interval past the wait a busy server asked for.
    @MainActor func testAtTheLastPictureOfAListingThatFailedItAsksNothingAndStops() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(2), canLoadMore: true)
        store.showPictureAndStartSlideshow(id: "k1")
        let failed = ListedPictures(images: kittens(2), canLoadMore: true, hasFailed: true)
        store.send(.listChanged(failed)) { $0.list = failed }
        store.complete(job: .slideshow, with: ())
        store.receive(.slideshowChanged(false)) { $0.isSlideshowPlaying = false }
        XCTAssertFalse(store.runningJobs.contains { $0.key == .slideshow }, "nothing more to show now: it stopped")
        store.send(.showNextPicture)
        store.dispose()
        store.finish()
    }

    @MainActor func testClosingTheViewerOrOpeningAPictureByItselfStopsIt() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.showPictureAndStartSlideshow(id: "k0")
        store.send(.closeViewer) {
            $0.viewedImageID = nil
            $0.picture = nil
            $0.isSlideshowPlaying = false
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "no wait and no load is left")
        store.showPictureAndStartSlideshow(id: "k0")
        let single = KittenImage(id: "fav", url: URL(string: "https://cdn2.thecatapi.com/images/fav.jpg")!)
        store.send(.showSinglePicture(single)) {
            $0.viewedImageID = "fav"
            $0.singleImage = single
            $0.isSlideshowPlaying = false
        }
        XCTAssertFalse(store.runningJobs.contains { $0.key == .slideshow })
        store.send(.startSlideshow)
        store.dispose()
        store.finish()
    }

    @MainActor func testMovingByHandGivesThePictureItsWholeInterval() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(4))
        store.showPictureAndStartSlideshow(id: "k0")
        store.send(.showNextPicture) {
            $0.viewedImageID = "k1"
        }
        XCTAssertEqual(store.runningJobs.filter { $0.key == .slideshow }.count, 1, "the wait started again, once")
        store.complete(job: .slideshow, with: ())
        store.receive(.showed(id: "k2")) { $0.viewedImageID = "k2" }
        store.send(.stopSlideshow) { $0.isSlideshowPlaying = false }
        store.dispose()
        store.finish()
    }
}

extension ViewerTestStore {
    /// Opens the listed picture `id` and starts the slideshow on it, asserting both steps.
    func showPictureAndStartSlideshow(id: String, file: StaticString = #filePath, line: UInt = #line) {
        send(.showPicture(id: id), {
            $0.viewedImageID = id
            $0.picture = .loading
        }, file: file, line: line)
        send(.startSlideshow, { $0.isSlideshowPlaying = true }, file: file, line: line)
    }
}
