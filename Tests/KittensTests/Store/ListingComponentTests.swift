import Kittens
import MVI
import TestSupport
import XCTest

/// The component's lifecycle, as in the original sample's component tests, plus ours.
final class ListingComponentTests: XCTestCase {
    @MainActor private func makeComponent(_ source: ScriptedKittenSource) -> (ListingComponent, RecordingListingView) {
        let component = ListingComponent(dataSource: source, pageSize: 3)
        let view = RecordingListingView()
        return (component, view)
    }

    @MainActor func testShowsLoadingWhileLoadingThenImagesThenNotLoading() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        XCTAssertEqual(view.last?.isLoading, true)
        XCTAssertEqual(view.last?.placeholder, .loadingFirstPage)

        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the images are rendered") { view.last?.rows.count == 3 }
        XCTAssertEqual(view.last?.isLoading, false)
        XCTAssertEqual(view.last?.rows.map(\.url), kittens(3).map(\.url))
        XCTAssertNil(view.last?.placeholder)
        XCTAssertEqual(view.last?.canLoadMore, true)
        component.destroy()
    }

    @MainActor func testShowsTheErrorMessageOverTheImages() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the images are rendered") { view.last?.rows.count == 3 }
        view.user(.refresh)
        source.answer(call: 2, with: .failure(.timeout))
        await waitUntil("the error is rendered") { view.last?.errorMessage != nil }
        XCTAssertEqual(view.last?.errorMessage, ListingLoadError.timeout.message)
        XCTAssertEqual(view.last?.rows.count, 3)
        XCTAssertEqual(view.last?.canLoadMore, false)
        component.destroy()
    }

    @MainActor func testNothingLoadedAndNotLoadingSaysWhatToDo() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        source.answer(call: 1, with: .images([]))
        await waitUntil("the empty page is rendered") { view.last?.isLoading == false }
        guard case .empty(let title, let hint)? = view.last?.placeholder else {
            return XCTFail("expected the empty state, got \(String(describing: view.last?.placeholder))")
        }
        XCTAssertFalse(title.isEmpty)
        XCTAssertTrue(hint.contains("Refresh"))
        component.destroy()
    }

    @MainActor func testAFailedFirstLoadSaysSoAndPointsAtRetry() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        source.answer(call: 1, with: .failure(.unreachable))
        await waitUntil("the failure is rendered") { view.last?.errorMessage != nil }
        guard case .failed(let title, let hint)? = view.last?.placeholder else {
            return XCTFail("expected the failed state, got \(String(describing: view.last?.placeholder))")
        }
        XCTAssertEqual(title, "No kittens to show")
        XCTAssertTrue(hint.contains("Retry"))
        component.destroy()
    }

    @MainActor func testTheViewIsNotUpdatedWhileStopped() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        component.detach()
        let rendered = view.models.count
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the store has the images") { component.store.state.images.count == 3 }
        await waitUntil("the store's job has ended") { component.store.unfinishedJobCount == 0 }
        XCTAssertEqual(view.models.count, rendered)
        component.destroy()
    }

    @MainActor func testImagesAreShownAfterStopLoadStart() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        component.detach()
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the store has the images") { component.store.state.images.count == 3 }
        component.attach(view)
        XCTAssertEqual(view.last?.rows.map(\.url), kittens(3).map(\.url))
        component.destroy()
    }

    @MainActor func testEventsBecomeIntents() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("page 0 is rendered") { view.last?.rows.count == 3 }

        view.user(.loadMore)
        await waitUntil("page 1 is requested") { source.calls.count == 2 }
        source.answer(call: 2, with: .failure(.unreachable))
        await waitUntil("the error is rendered") { view.last?.errorMessage != nil }
        view.user(.retry)
        await waitUntil("page 1 is requested again") { source.calls.count == 3 }
        XCTAssertEqual(source.calls.map(\.page), [0, 1, 1])

        let url = kittens(1)[0].url
        view.user(.open(url))
        view.user(.copy(url))
        XCTAssertEqual(view.effects, [.openURL(url), .copyToClipboard(url)])
        component.destroy()
    }

    @MainActor func testADestroyedViewGetsNothingAndItsEventsAreIgnored() async {
        let source = ScriptedKittenSource()
        let (component, view) = makeComponent(source)
        component.attach(view)
        let onEvent = view.onEvent
        component.detach()
        XCTAssertNil(view.onEvent)
        onEvent?(.refresh)
        let rendered = view.models.count
        source.answer(call: 1, with: .images(kittens(3)))
        await waitUntil("the store has the images") { component.store.state.images.count == 3 }
        await waitUntil("the store's job has ended") { component.store.unfinishedJobCount == 0 }
        XCTAssertEqual(view.models.count, rendered)
        XCTAssertEqual(source.calls.count, 1, "the refresh from the destroyed view was not sent")
        component.destroy()
        XCTAssertTrue(component.store.isDisposed)
    }
}
