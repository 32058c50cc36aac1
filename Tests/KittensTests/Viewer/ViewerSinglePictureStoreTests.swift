import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// A picture the viewer shows by itself, listed or not (a favourite opened from the Favourites
/// page): it loads and fails as a listed one does, has no neighbours, outlives a new list (a refresh), and
/// can be saved and copied.
final class ViewerSinglePictureStoreTests: XCTestCase {
    private let favourite = KittenImage(id: "fav1", url: URL(string: "https://cdn2.thecatapi.com/images/fav1.jpg")!)

    /// A store with a listing of three, showing `favourite` by itself, its picture loading.
    @MainActor private func showingFavourite(file: StaticString = #filePath, line: UInt = #line) -> ViewerTestStore {
        let store = makeViewerTestStore(file: file, line: line)
        store.startWithList(kittens(3))
        store.send(.showSinglePicture(favourite)) {
            $0.viewedImageID = "fav1"
            $0.singleImage = self.favourite
            $0.picture = .loading
        }
        return store
    }

    @MainActor func testAnUnlistedPictureShowsByItselfWithoutNeighboursAndClosesAsUsual() async {
        let store = showingFavourite()
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "fav1")) { $0.picture = .shown }
        let viewer = ViewerModel(store.state).viewer
        XCTAssertEqual(viewer?.url, favourite.url)
        XCTAssertEqual(viewer?.title, "Kittens – fav1")
        XCTAssertEqual(viewer?.picture, .shown)
        XCTAssertEqual(viewer?.hasPrevious, false)
        XCTAssertEqual(viewer?.hasNext, false, "the listing's next page is not this picture's next")
        XCTAssertNil(viewer?.nextURL)
        XCTAssertNil(viewer?.breedCard)
        store.send(.showNextPicture)
        store.send(.showPreviousPicture)
        store.send(.closeViewer) {
            $0.viewedImageID = nil
            $0.singleImage = nil
            $0.picture = nil
        }
        XCTAssertNil(ViewerModel(store.state).viewer)
        store.finish()
    }

    @MainActor func testAListedPictureShownByItselfHasNoNeighboursAndARowActivatedAfterItHas() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        let listed = kittens(3)[1]
        store.send(.showSinglePicture(listed)) {
            $0.viewedImageID = "k1"
            $0.singleImage = listed
            $0.picture = .loading
        }
        XCTAssertEqual(ViewerModel(store.state).viewer?.hasPrevious, false)
        store.send(.showPreviousPicture)
        store.send(.showPicture(id: "k1")) { $0.singleImage = nil }
        XCTAssertEqual(ViewerModel(store.state).viewer?.hasPrevious, true)
        store.send(.showPreviousPicture) { $0.viewedImageID = "k0" }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "k0")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testAPictureThatIsGoneShowsTheViewersErrorAndRetryLoadsItAgain() async {
        let store = showingFavourite()
        store.complete(job: .picture, with: PictureLoadOutcome.failed(.downloadFailed))
        store.receive(.pictureFailed(id: "fav1", .downloadFailed)) { $0.picture = .failed(.downloadFailed) }
        XCTAssertEqual(ViewerModel(store.state).viewer?.picture, .failed(.downloadFailed), "the viewer says so, with Retry")
        store.send(.retryPicture) { $0.picture = .loading }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "fav1")) { $0.picture = .shown }
        store.finish()
    }

    @MainActor func testANewListLeavesThePictureShownByItself() async {
        let store = showingFavourite()
        let refreshed = ListedPictures(images: kittens(3, from: 10))
        store.send(.listChanged(refreshed)) { $0.list = refreshed }
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "fav1")) { $0.picture = .shown }
        XCTAssertEqual(ViewerModel(store.state).viewer?.imageID, "fav1")
        store.finish()
    }

    @MainActor func testThePictureShownByItselfIsCopiedWithoutADownload() async {
        let store = showingFavourite()
        store.complete(job: .picture, with: PictureLoadOutcome.loaded)
        store.receive(.pictureLoaded(id: "fav1")) { $0.picture = .shown }
        let finished = PictureTask(kind: .copy, imageID: "fav1", url: favourite.url, phase: .finished)
        store.send(.copyPicture(id: "fav1")) { $0.pictureTask = finished }
        store.receiveLabel(.copyPicture(favourite.url))
        store.receiveLabel(.pictureNotice(.copied))
        store.finish()
    }

    @MainActor func testAPictureWhoseURLIsNotAWebURLIsNotShown() async {
        let store = makeViewerTestStore()
        store.startWithList(kittens(3))
        store.send(.showSinglePicture(KittenImage(id: "local", url: URL(fileURLWithPath: "/etc/passwd"))))
        store.finish()
    }

    func testARecordedStateKeepsThePictureShownByItselfOnlyWithItsId() throws {
        var state = ViewerState()
        state.list = ListedPictures(images: kittens(2))
        state.singleImage = favourite
        state.viewedImageID = "fav1"
        state.picture = .shown
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(ViewerState.self, from: data), state)

        state.viewedImageID = "k0"
        let mismatched = try JSONDecoder().decode(ViewerState.self, from: try JSONEncoder().encode(state))
        XCTAssertNil(mismatched.singleImage, "a single picture that is not the one viewed is dropped")
        XCTAssertEqual(mismatched.viewedImageID, "k0")
    }
}
