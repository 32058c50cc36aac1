import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// The viewer store, step by step: which picture shows, moving through the listing's pictures,
/// closing, and what a new list does to it.
final class ViewerStoreTests: XCTestCase {
    @MainActor func testShowingARowsPictureRemembersItsIdAndClosingForgetsIt() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.openPicture("k1")
        store.send(.closeViewer) {
            $0.viewedImageID = nil
            $0.picture = nil
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "closing cancelled the picture's load")
        store.send(.closeViewer)
        store.finish()
    }

    @MainActor func testAnIdThatIsNotInTheListShowsNothing() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.send(.showPicture(id: "not-listed"))
        store.finish()
    }

    @MainActor func testPreviousAndNextMoveThroughTheListAndStopAtItsFirstPicture() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(2))
        store.send(.showNextPicture)
        store.openPicture("k0")
        store.send(.showPreviousPicture)
        store.send(.showNextPicture) { $0.viewedImageID = "k1" }
        store.send(.showNextPicture)
        store.send(.showPreviousPicture) { $0.viewedImageID = "k0" }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k0")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testNextAtTheLastListedPictureAsksTheListingForMoreAndMovesOnOnceItCame() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3), canLoadMore: true)
        store.openPicture("k2")
        store.send(.showNextPicture)
        store.receiveLabel(.loadMore)
        let longer = ListedPictures(images: kittens(6), canLoadMore: true)
        store.send(.listChanged(longer)) { $0.list = longer }
        store.send(.showNextPicture) {
            $0.viewedImageID = "k3"
            $0.picture = .loading
        }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k3")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testNextAtTheLastPictureOfAListingWithNoMoreDoesNothing() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3), canLoadMore: false)
        store.openPicture("k2")
        store.send(.showNextPicture)
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k2")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testAListThatDropsTheShownPictureClosesTheViewerAndOneThatKeepsItDoesNot() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.openPicture("k1")
        let keeping = ListedPictures(images: kittens(3, from: 1))
        store.send(.listChanged(keeping)) { $0.list = keeping }
        store.send(.listChanged(keeping))
        XCTAssertEqual(store.runningJobs.count, 1, "the picture shown goes on loading")
        let dropping = ListedPictures(images: kittens(3, from: 10))
        store.send(.listChanged(dropping)) {
            $0.list = dropping
            $0.viewedImageID = nil
            $0.picture = nil
        }
        XCTAssertTrue(store.runningJobs.isEmpty, "the load of the picture that left is cancelled")
        store.finish()
    }

    @MainActor func testTheModelDescribesTheViewerWithItsTitleNeighboursAndNextURL() {
        var state = ViewerState()
        state.list = ListedPictures(images: kittens(3), canLoadMore: false)
        XCTAssertNil(ViewerModel(state).viewer)

        state.viewedImageID = "k0"
        let first = ViewerModel(state).viewer
        XCTAssertEqual(first?.title, "Kittens – k0")
        XCTAssertEqual(first?.url, kittens(1)[0].url)
        XCTAssertEqual(first?.nextURL, kittens(2)[1].url)
        XCTAssertEqual(first?.hasPrevious, false)
        XCTAssertEqual(first?.hasNext, true)

        state.viewedImageID = "k2"
        let last = ViewerModel(state).viewer
        XCTAssertEqual(last?.hasPrevious, true)
        XCTAssertEqual(last?.hasNext, false, "the last picture of a list with no more pages")
        XCTAssertNil(last?.nextURL)
        state.list.canLoadMore = true
        XCTAssertEqual(ViewerModel(state).viewer?.hasNext, true, "another page may follow")
        state.list.hasFailed = true
        XCTAssertEqual(ViewerModel(state).viewer?.hasNext, false, "not while the listing's last request failed")
    }

    @MainActor func testEveryPictureIsLabelledForAssistiveTechnologyWithItsShownID() {
        let images = kittens(2) + [KittenImage(id: "a\u{202E}b", url: kittens(1, from: 2)[0].url)]
        var listing = ListingState()
        listing.images = images
        XCTAssertEqual(ListingModel(listing).rows.map(\.pictureLabel), ["Cat picture k0", "Cat picture k1", "Cat picture a\u{FFFD}b"])
        var state = ViewerState()
        state.list = ListedPictures(listing)
        state.viewedImageID = "k1"
        XCTAssertEqual(ViewerModel(state).viewer?.pictureLabel, "Cat picture k1")
        state.viewedImageID = "a\u{202E}b"
        XCTAssertEqual(ViewerModel(state).viewer?.pictureLabel, "Cat picture a\u{FFFD}b")
    }

    func testATitleShowsAHostileIdWithoutControlCharactersAndCutShort() {
        let url = kittens(1)[0].url
        XCTAssertEqual(ViewedPicture(imageID: "a\nb\u{202E}c\u{0}", url: url).title, "Kittens – a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        let long = ViewedPicture(imageID: String(repeating: "z", count: 5_000), url: url).title
        XCTAssertEqual(long, "Kittens – " + String(repeating: "z", count: ViewedPicture.maximumShownIDLength) + "…")
        XCTAssertEqual(ViewedPicture(imageID: "MTY3ODIyMQ", url: url).imageID, "MTY3ODIyMQ")
    }

    func testAStateWithAViewedPictureSurvivesEncodingAndADecodedIdNotInTheListIsDropped() throws {
        var state = ViewerState()
        state.list = ListedPictures(images: kittens(2), canLoadMore: true)
        state.viewedImageID = "k1"
        state.picture = .shown
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(ViewerState.self, from: data), state)

        state.viewedImageID = "elsewhere"
        let orphan = try JSONDecoder().decode(ViewerState.self, from: try JSONEncoder().encode(state))
        XCTAssertNil(orphan.viewedImageID)
        XCTAssertNil(orphan.picture, "no load state for a picture not shown")
        let list = ListedPictures(images: kittens(1))
        for intent: ViewerIntent in [.showPicture(id: "x"), .showPreviousPicture, .showNextPicture, .closeViewer, .listChanged(list)] {
            XCTAssertEqual(try JSONDecoder().decode(ViewerIntent.self, from: JSONEncoder().encode(intent)), intent)
        }
    }

    func testALogLineSummarisesTheListRatherThanDumpingIt() {
        let intent = ViewerIntent.listChanged(ListedPictures(images: kittens(500), canLoadMore: true))
        XCTAssertEqual(String(describing: intent), "listChanged(ListedPictures(images: 500, canLoadMore: true))")
    }
}
