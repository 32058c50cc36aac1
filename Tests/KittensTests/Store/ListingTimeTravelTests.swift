import Foundation
import Kittens
import MVI
import MVIRecording
import TestSupport
import XCTest

/// The component renders what a time-travel controller shows, and the store never knows.
final class ListingTimeTravelTests: XCTestCase {
    @MainActor private func recordedComponent(_ source: InstantKittenSource) throws
        -> (ListingComponent, RecordingListingView, ListingTimeTravel) {
        let factory = RecordingStoreFactory()
        let store = factory.makeListingStore(dataSource: source, pageSize: 3)
        let recording = try XCTUnwrap(factory.recording(as: ListingRecording.self))
        let controller = ListingTimeTravel(recording: recording)
        let component = ListingComponent(store: store, states: controller)
        let view = RecordingListingView()
        component.attach(view)
        return (component, view, controller)
    }

    @MainActor func testAwayFromLiveTheViewShowsTheRecordedStateAndGoingLiveShowsTheNewest() async throws {
        let source = InstantKittenSource(answers: [.images(kittens(3)), .images(kittens(3, from: 3))])
        let (component, view, controller) = try recordedComponent(source)
        await waitUntil("the first page is rendered") { view.last?.rows.count == 3 }

        controller.move(to: 2)
        XCTAssertEqual(controller.records[2].event, .message(.started(.refresh)))
        XCTAssertEqual(view.last?.rows, [], "the state once the first page was asked for")
        XCTAssertEqual(view.last?.placeholder, .loadingFirstPage)

        let rendered = view.models.count
        view.user(.loadMore)
        await waitUntil("the second page is recorded") { controller.recording.latestState.images.count == 6 }
        XCTAssertEqual(view.models.count, rendered, "the view does not jump while away from live")
        XCTAssertEqual(component.store.state.images.count, 6, "the store went on")

        controller.goLive()
        XCTAssertEqual(view.last?.rows.map(\.id), kittens(6).map(\.id))
        XCTAssertEqual(source.calls.map(\.page), [0, 1])
        component.destroy()
    }

    @MainActor func testSteppingBackShowsEachEarlierStateInTurn() async throws {
        let source = InstantKittenSource(answers: [.images(kittens(3))])
        let (component, view, controller) = try recordedComponent(source)
        await waitUntil("the first page is rendered") { view.last?.rows.count == 3 }
        controller.stepBack()
        XCTAssertEqual(view.last?.isLoading, true, "before the page arrived, it was loading")
        XCTAssertEqual(view.last?.rows, [])
        controller.stepForward()
        XCTAssertEqual(view.last?.rows.count, 3)
        component.destroy()
    }

    @MainActor func testEffectsStillReachTheViewWhileAwayFromLive() async throws {
        let source = InstantKittenSource(answers: [.images(kittens(3))])
        let (component, view, controller) = try recordedComponent(source)
        await waitUntil("the first page is rendered") { view.last?.rows.count == 3 }
        controller.move(to: 0)
        let url = kittens(1)[0].url
        view.user(.copy(url))
        XCTAssertEqual(view.effects, [.copyToClipboard(url)])
        component.destroy()
    }
}
