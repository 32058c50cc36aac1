import CGtk
import Foundation
import Kittens
@testable import KittensApp
@testable import KittensGtk
import KittensSupport
import TestSupport
import XCTest

/// When the network comes back (as the listing hears it from the network monitor;
/// `StoreConnections`), the favourites and the votes that waited for it are sent at once, not after
/// their back-off: the run's clock here never moves, so only the network's return can send them.
final class NetworkReturnWiringTests: InProcessAppTestCase {
    private static let key = "test-key"

    func testAFavouriteAndAVoteThatWaitedForTheNetworkAreSentWhenItComesBack() throws {
        let api = try FakeTheCatAPI()
        defer { api.stop() }
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(
                endpoint: api.url("/v1/images/search"), folder: folder, clock: ManualClock())
            defer { run.stop() }
            XCTAssertTrue(MainContext.wait(until: { window.list.rows.count == 1 }), "the listing loaded")
            XCTAssertTrue(MainContext.wait(until: { api.count("GET") > 0 && !run.favourites.state.isSyncing }), "synced")
            api.dropsConnections = true
            window.list.select(0)
            _ = gtk_widget_activate_action_variant(kittens_widget(window.window), "win.toggle-favourite", nil)
            XCTAssertTrue(
                MainContext.wait(until: { run.favourites.state.serverProblem?.isForWantOfANetwork == true }),
                "the favourite waits for the network")
            XCTAssertEqual(api.favourites(key: Self.key), [])
            let votes = run.session.screen(VotesScreen.self).store
            let picture = KittenImage(id: "cat1", url: api.url("/images/cat1.jpg"))
            votes.accept(.cast(picture, .up))
            XCTAssertTrue(
                MainContext.wait(until: { votes.state.serverProblem?.isForWantOfANetwork == true && !votes.state.waitingChanges.isEmpty }),
                "the vote waits for the network")
            let votesSentBefore = api.count("POST", "/v1/votes")

            api.dropsConnections = false
            let listing = run.session.screen(ListingScreen.self).store
            listing.accept(.networkAvailabilityChanged(false))
            listing.accept(.networkAvailabilityChanged(true))
            XCTAssertTrue(
                MainContext.wait(until: { api.favourites(key: Self.key).map(\.imageID) == ["cat1"] }),
                "sent when the network came back")
            XCTAssertTrue(MainContext.wait(until: { run.favourites.state.serverProblem == nil }))
            XCTAssertTrue(
                MainContext.wait(until: { votes.state.waitingChanges.isEmpty && votes.state.serverProblem == nil }),
                "the vote was sent too")
            XCTAssertGreaterThan(api.count("POST", "/v1/votes"), votesSentBefore)
            window.close()
        }
    }
}
