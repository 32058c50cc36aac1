import Foundation
import Kittens
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The app's rule between the listing and the viewer (`Binder.bindViewer`, a line of
/// `StoreConnections`), with both real stores: the listing's pictures reach the viewer, "next" at
/// the last picture loads the listing's next page, and a refresh closes the viewer only when it
/// drops the picture shown.
final class ViewerBindingsTests: XCTestCase {
    @MainActor private final class Connected {
        let source = ScriptedKittenSource()
        let kittens: any ListingStore
        let viewer: any ViewerStore
        let binder = Binder()

        init() {
            kittens = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 3)
            viewer = DefaultStoreFactory().makeViewerStore(pictures: NoPictures())
            binder.bindViewer(viewer, toListing: kittens)
            binder.start()
        }

        /// Answers the listing's `call`-th request with `images` and waits until the viewer has them.
        func answer(call: Int, with images: [KittenImage]) async {
            source.answer(call: call, with: .images(images))
            await waitUntil("the viewer has the listing's new pictures") { self.viewer.state.list.images.suffix(images.count) == images[...] }
        }

        func stop() {
            binder.stop()
            viewer.dispose()
            kittens.dispose()
        }
    }

    @MainActor func testTheListingsPicturesReachTheViewerOnlyWhileTheBinderRuns() async {
        let stores = Connected()
        defer { stores.stop() }
        await stores.answer(call: 1, with: kittens(3))
        XCTAssertEqual(stores.viewer.state.list, ListedPictures(images: kittens(3), canLoadMore: true))
        stores.viewer.accept(.showPicture(id: "k1"))
        XCTAssertEqual(ViewerModel(stores.viewer.state).viewer?.nextURL, kittens(3)[2].url, "the viewer knows the listing's next picture")

        stores.binder.stop()
        stores.kittens.accept(.refresh)
        stores.source.answer(call: 2, with: .images(kittens(3, from: 10)))
        await waitUntil("the refresh ended") { !stores.kittens.state.isLoading }
        XCTAssertEqual(stores.kittens.state.images, kittens(3, from: 10))
        XCTAssertEqual(stores.viewer.state.list.images, kittens(3), "a stopped binder hands nothing on")
        XCTAssertEqual(stores.viewer.state.viewedImageID, "k1")
    }

    @MainActor func testNextAtTheLastPictureLoadsTheListingsNextPageAndNextAfterItArrivedMovesOn() async {
        let stores = Connected()
        defer { stores.stop() }
        await stores.answer(call: 1, with: kittens(3))
        stores.viewer.accept(.showPicture(id: "k2"))
        XCTAssertEqual(ViewerModel(stores.viewer.state).viewer?.hasNext, true, "another page may follow")
        stores.viewer.accept(.showNextPicture)
        XCTAssertEqual(stores.kittens.state.loading, .more(page: 1), "the listing asks for its next page")
        XCTAssertEqual(stores.viewer.state.viewedImageID, "k2", "the viewer stays on its picture meanwhile")
        stores.viewer.accept(.showNextPicture)

        await stores.answer(call: 2, with: kittens(3, from: 3))
        XCTAssertEqual(stores.source.calls.map(\.page), [0, 1], "a second next while the page loaded asked for nothing more")
        XCTAssertEqual(stores.viewer.state.list.images, kittens(6))
        XCTAssertEqual(stores.viewer.state.viewedImageID, "k2", "the page's arrival does not move the viewer")
        stores.viewer.accept(.showNextPicture)
        XCTAssertEqual(stores.viewer.state.viewedImageID, "k3", "the next next moves on")
    }

    @MainActor func testARefreshThatDropsTheShownPictureClosesTheViewerAndOneThatKeepsItLeavesItShown() async {
        let stores = Connected()
        defer { stores.stop() }
        await stores.answer(call: 1, with: kittens(3))
        stores.viewer.accept(.showPicture(id: "k1"))
        stores.kittens.accept(.refresh)
        await stores.answer(call: 2, with: kittens(3, from: 1))
        XCTAssertEqual(ViewerModel(stores.viewer.state).viewer?.imageID, "k1", "still listed: still shown")
        XCTAssertEqual(ViewerModel(stores.viewer.state).viewer?.hasPrevious, false, "now the first of the new list")

        stores.kittens.accept(.refresh)
        await stores.answer(call: 3, with: kittens(3, from: 10))
        XCTAssertNil(stores.viewer.state.viewedImageID, "dropped by the refresh: the viewer closed")
        XCTAssertNil(ViewerModel(stores.viewer.state).viewer, "the list shows")
    }

    @MainActor func testARefreshLeavesAPictureShownByItself() async {
        let stores = Connected()
        defer { stores.stop() }
        await stores.answer(call: 1, with: kittens(3))
        let favourite = KittenImage(id: "fav1", url: URL(string: "https://cdn2.thecatapi.com/images/fav1.jpg")!)
        stores.viewer.accept(.showSinglePicture(favourite))
        stores.kittens.accept(.refresh)
        await stores.answer(call: 2, with: kittens(3, from: 10))
        XCTAssertEqual(ViewerModel(stores.viewer.state).viewer?.imageID, "fav1")
    }

    @MainActor func testOnlyAChangedListReachesTheRecordedViewerStore() async throws {
        let source = ScriptedKittenSource()
        let factory = RecordingStoreFactory()
        let listingStore = factory.makeListingStore(dataSource: source, pageSize: 3)
        let viewerStore = factory.makeViewerStore(pictures: NoPictures())
        let recording = try XCTUnwrap(factory.recording(as: ViewerRecording.self), "the one factory chain records the viewer store")
        let binder = Binder()
        binder.bindViewer(viewerStore, toListing: listingStore)
        binder.start()
        defer {
            binder.stop()
            viewerStore.dispose()
            listingStore.dispose()
        }
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the first page reached the viewer") { viewerStore.state.list.images == kittens(3) }
        listingStore.accept(.refresh)
        source.answer(call: 2, with: .images(kittens(3)))
        await waitUntil("the refresh ended") { !listingStore.state.isLoading }

        let intents: [ViewerIntent] = recording.records.compactMap {
            if case .intent(let intent) = $0.event { return intent }
            return nil
        }
        XCTAssertEqual(intents, [
            .listChanged(ListedPictures()),
            .listChanged(ListedPictures(images: kittens(3), canLoadMore: true)),
        ], "the refresh's loading states and its same list are not handed on")
    }
}
