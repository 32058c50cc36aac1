import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import KittensPictures
import TestSupport
import XCTest

/// The Rate page, rendered from a fixed model, in light and in dark, in the reference window and
/// at 360 pixels, looks like its reference pictures in `data/references` (see
/// `ReferenceScreenTests` for how to write them again).
final class RateReferenceScreenTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder().appendingPathComponent("thumbnails")
        MainActor.assumeIsolated { ReferenceScreens.prepare() }
    }

    override func tearDown() {
        MainActor.assumeIsolated { ReferenceScreens.restore() }
    }

    func testTheRatePage() throws {
        try assertRatePage(screen: "rate") { ReferenceScreens.size }
    }

    /// At 360 pixels the three buttons and their words still fit.
    func testTheRatePageInANarrowWindow() throws {
        try assertRatePage(screen: "rate-narrow") { ReferenceScreens.narrow }
    }

    /// My votes: thumbnails from the seeded cache, a vote whose picture is not known, one not
    /// on TheCatAPI yet.
    func testMyVotes() throws {
        try assertMyVotes(screen: "my-votes") { ReferenceScreens.size }
    }

    /// At 360 pixels each vote's words and buttons still fit.
    func testMyVotesInANarrowWindow() throws {
        try assertMyVotes(screen: "my-votes-narrow") { ReferenceScreens.narrow }
    }

    private func assertMyVotes(
        screen: String, file: StaticString = #filePath, line: UInt = #line, size: @MainActor () -> WindowSize
    ) throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let harness = try WindowHarness(thumbnails: try ReferenceScreens.thumbnails(cachedIn: folder), size: size())
            defer { harness.close() }
            let rate = harness.view.rateView
            rate.show()
            rate.render(RateModel(count: RateModel.count(3), showsMyVotes: true))
            let rows = ReferenceScreens.rows
            rate.myVotes.render(MyVotesModel(rows: [
                MyVoteRow(imageID: rows[0].id, value: .up, url: rows[0].url, isWaiting: true),
                MyVoteRow(imageID: "unlisted1", value: .down),
                MyVoteRow(imageID: rows[1].id, value: .down, url: rows[1].url),
                MyVoteRow(imageID: rows[2].id, value: .up, url: rows[2].url),
            ]))
            let list = try XCTUnwrap(rate.page?.myVotes, file: file, line: line)
            XCTAssertTrue(MainContext.wait(until: {
                list.boundRows.count == 4 && list.boundRows.allSatisfy { $0.row?.url == nil || $0.thumbnail.thumbnailState == .loaded }
            }), "the thumbnails show", file: file, line: line)
            ReferenceScreens.assertMatches(harness.view.window, screen: screen, file: file, line: line)
            XCTAssertEqual(harness.newWarnings, [], file: file, line: line)
        }
    }

    private func assertRatePage(
        screen: String, file: StaticString = #filePath, line: UInt = #line, size: @MainActor () -> WindowSize
    ) throws {
        try MainActor.assumeIsolated { [folder = folder!] in
            let server = try FixturePictureServer()
            defer { server.stop() }
            let harness = try WindowHarness(thumbnails: try ReferenceScreens.thumbnails(cachedIn: folder), size: size())
            defer { harness.close() }
            let rate = harness.view.rateView
            rate.show()
            let url = server.url("kitten-640x480.png")
            rate.render(RateModel(
                picture: RatePicture(id: "beng01", url: url, breedName: "Bengal"), count: RateModel.count(3), canVote: true,
                canUndo: true))
            XCTAssertTrue(MainContext.wait(until: { rate.shownPictureURL == url }), "the picture shows", file: file, line: line)
            ReferenceScreens.assertMatches(harness.view.window, screen: screen, file: file, line: line)
            XCTAssertEqual(harness.newWarnings, [], file: file, line: line)
        }
    }
}
