import CGLib
import CGtk
import Foundation
import Kittens
@testable import KittensApp
@testable import KittensGtk
import TestSupport
import XCTest

/// The Rate page wired as the app runs, against a TheCatAPI that keeps votes as documented
/// (`FakeTheCatAPI`): a vote given with the keyboard reaches the server, Ctrl+Z takes it back
/// there, and a picture the account voted on before is not shown.
final class RateVotesWiringTests: InProcessAppTestCase {
    private static let key = "test-key"

    func testAVoteReachesTheServerCtrlZTakesItBackAndAPictureRatedBeforeIsNotShown() throws {
        let api = try FakeTheCatAPI(pictures: ["cat1", "cat2", "cat3"])
        defer { api.stop() }
        api.seedVotes(key: Self.key, subID: "", imageIDs: ["cat2"], value: 0)
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let (run, window) = try Self.openKeyedApp(endpoint: api.url("/v1/images/search"), folder: folder)
            defer { run.stop() }
            let votes = run.session.screen(VotesScreen.self).store
            XCTAssertTrue(MainContext.wait(until: { votes.state.ratedImageIDs.contains("cat2") }), "the account's votes were read")
            let rate = window.rateView
            rate.show()
            XCTAssertTrue(MainContext.wait(until: { rate.model.picture?.id == "cat1" }), "the first picture to rate")

            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.rate-up", nil)
            XCTAssertTrue(
                MainContext.wait(until: { api.voteValues(key: Self.key)["cat1"] == [1] }),
                "Like is a vote up at TheCatAPI: the server holds \(api.voteValues(key: Self.key)) after \(api.count("POST", "/v1/votes")) POSTs; \(votes.state)")
            XCTAssertEqual(rate.model.picture?.id, "cat3", "cat2, voted on before, is not shown")
            XCTAssertEqual(rate.model.count, RateModel.count(1))

            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.rate-undo", nil)
            XCTAssertTrue(MainContext.wait(until: { api.voteValues(key: Self.key)["cat1"] == nil }), "Ctrl+Z withdrew it at TheCatAPI")
            XCTAssertEqual(rate.model.picture?.id, "cat1", "its picture shows again")
            XCTAssertEqual(window.toasts.lastText, "Vote withdrawn: Cat picture cat1")

            gtk_widget_activate_action_variant(kittens_widget(window.window), "win.rate-down", nil)
            XCTAssertTrue(MainContext.wait(until: { api.voteValues(key: Self.key)["cat1"] == [0] }), "Not for Me is a vote down")
            XCTAssertEqual(api.voteValues(key: Self.key), ["cat1": [0], "cat2": [0]], "the server holds what the user chose")
            window.close()
        }
    }
}
