import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// The picture viewer's state in the kitten store, step by step: which picture shows, moving
/// through the list, closing, and what a refresh or a next page does to it.
final class KittenViewerStoreTests: XCTestCase {
    @MainActor func testShowingARowsPictureRemembersItsIdAndClosingForgetsIt() async {
        let store = makeKittenTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.showPicture(id: "k1")) {
            $0.viewedImageID = "k1"
            $0.picture = .loading
        }
        store.send(.closeViewer) {
            $0.viewedImageID = nil
            $0.picture = nil
        }
        store.send(.closeViewer)
        store.finish()
    }

    @MainActor func testAnIdThatIsNotInTheListShowsNothing() async {
        let store = makeKittenTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.showPicture(id: "not-listed"))
        store.finish()
    }

    @MainActor func testPreviousAndNextMoveThroughTheListAndStopAtItsFirstPicture() async {
        let store = makeKittenTestStore(pageSize: 3)
        store.startWithFirstPage(kittens(2))
        store.send(.showNextPicture)
        store.send(.showPicture(id: "k0")) {
            $0.viewedImageID = "k0"
            $0.picture = .loading
        }
        store.send(.showPreviousPicture)
        store.send(.showNextPicture) { $0.viewedImageID = "k1" }
        store.send(.showNextPicture)
        store.send(.showPreviousPicture) { $0.viewedImageID = "k0" }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k0")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testNextAtTheLastLoadedPictureLoadsTheNextPageAndThenMovesOn() async {
        let store = makeKittenTestStore(pageSize: 3)
        store.startWithFirstPage(kittens(3))
        store.send(.showPicture(id: "k2")) {
            $0.viewedImageID = "k2"
            $0.picture = .loading
        }
        store.send(.showNextPicture) { $0.loading = .more(page: 1) }
        store.send(.showNextPicture)
        store.complete(job: .page, with: KittenLoadResult.images(kittens(3, from: 3)))
        store.receive(.loaded(.more(page: 1), kittens(3, from: 3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(6)
            $0.nextPage = 2
        }
        store.send(.showNextPicture) { $0.viewedImageID = "k3" }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k3")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testARefreshThatDropsTheShownPictureClosesTheViewerAndOneThatKeepsItDoesNot() async {
        let store = makeKittenTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.showPicture(id: "k1")) {
            $0.viewedImageID = "k1"
            $0.picture = .loading
        }
        store.send(.refresh) { $0.loading = .refresh }
        store.complete(job: .page, with: KittenLoadResult.images(kittens(3, from: 1)))
        store.receive(.loaded(.refresh, kittens(3, from: 1), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 1)
        }
        store.send(.refresh) { $0.loading = .refresh }
        store.complete(job: .page, with: KittenLoadResult.images(kittens(3, from: 10)))
        store.receive(.loaded(.refresh, kittens(3, from: 10), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 10)
            $0.viewedImageID = nil
            $0.picture = nil
        }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k1"))
        store.finish()
    }

    @MainActor func testTheModelDescribesTheViewerWithItsTitleNeighboursAndNextURL() {
        var state = KittenState()
        state.images = kittens(3)
        state.canLoadMore = false
        XCTAssertNil(KittenModel(state).viewer)

        state.viewedImageID = "k0"
        let first = KittenModel(state).viewer
        XCTAssertEqual(first?.title, "Kittens – k0")
        XCTAssertEqual(first?.url, kittens(1)[0].url)
        XCTAssertEqual(first?.nextURL, kittens(2)[1].url)
        XCTAssertEqual(first?.hasPrevious, false)
        XCTAssertEqual(first?.hasNext, true)

        state.viewedImageID = "k2"
        let last = KittenModel(state).viewer
        XCTAssertEqual(last?.hasPrevious, true)
        XCTAssertEqual(last?.hasNext, false, "the last picture of a list with no more pages")
        XCTAssertNil(last?.nextURL)
        state.canLoadMore = true
        XCTAssertEqual(KittenModel(state).viewer?.hasNext, true, "another page may follow")
    }

    @MainActor func testEveryPictureIsLabelledForAssistiveTechnologyWithItsShownID() {
        var state = KittenState()
        state.images = kittens(2) + [KittenImage(id: "a\u{202E}b", url: kittens(1, from: 2)[0].url)]
        state.viewedImageID = "k1"
        let model = KittenModel(state)
        XCTAssertEqual(model.rows.map(\.pictureLabel), ["Cat picture k0", "Cat picture k1", "Cat picture a\u{FFFD}b"])
        XCTAssertEqual(model.viewer?.pictureLabel, "Cat picture k1")
    }

    func testATitleShowsAHostileIdWithoutControlCharactersAndCutShort() {
        let url = kittens(1)[0].url
        XCTAssertEqual(KittenViewerModel(imageID: "a\nb\u{202E}c\u{0}", url: url).title, "Kittens – a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        let long = KittenViewerModel(imageID: String(repeating: "z", count: 5_000), url: url).title
        XCTAssertEqual(long, "Kittens – " + String(repeating: "z", count: KittenViewerModel.maximumShownIDLength) + "…")
        XCTAssertEqual(KittenViewerModel(imageID: "MTY3ODIyMQ", url: url).imageID, "MTY3ODIyMQ")
    }

    func testAStateWithAViewedPictureSurvivesEncodingAndADecodedIdNotInTheListIsDropped() throws {
        var state = KittenState()
        state.images = kittens(2)
        state.viewedImageID = "k1"
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(KittenState.self, from: data), state)

        state.viewedImageID = "elsewhere"
        let orphan = try JSONDecoder().decode(KittenState.self, from: try JSONEncoder().encode(state))
        XCTAssertNil(orphan.viewedImageID)
        for intent: KittenIntent in [.showPicture(id: "x"), .showPreviousPicture, .showNextPicture, .closeViewer] {
            XCTAssertEqual(try JSONDecoder().decode(KittenIntent.self, from: JSONEncoder().encode(intent)), intent)
        }
    }
}
