import Foundation
import Kittens
import XCTest

final class VotesListingTests: XCTestCase {
    /// Votes in memory, listed in pages as TheCatAPI lists them.
    private struct PagedVotes: VotesServer {
        var votes: [RemoteVote]
        var countsThem = true

        func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
            let entries = Array(votes.dropFirst(page * limit).prefix(limit))
            return .success(VotesPage(records: entries, totalCount: countsThem ? votes.count : nil))
        }

        func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
        func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
    }

    func test250VotesAreListedOverThreePagesAndTheListingIsComplete() async throws {
        let votes = (0..<250).map { RemoteVote(remoteID: "\($0)", imageID: "image-\($0)", value: $0 % 3 == 0 ? .down : .up) }
        let listing = try await VotesListing.read(from: PagedVotes(votes: votes)).get()
        XCTAssertTrue(listing.isComplete)
        XCTAssertEqual(listing.records, votes)
    }

    func testThePicturesNewestVoteIsTheOneKept() async throws {
        let old = RemoteVote(remoteID: "1", imageID: "a", value: .up, created: Date(timeIntervalSince1970: 10))
        let new = RemoteVote(remoteID: "2", imageID: "a", value: .down, created: Date(timeIntervalSince1970: 20))
        let listing = try await VotesListing.read(from: PagedVotes(votes: [new, old])).get()
        XCTAssertEqual(listing.records, [new])
    }

    /// TheCatAPI's times have whole seconds: of two votes of one second, the one the server
    /// numbered later is the newer, in whichever order they are listed; where the ids are no
    /// numbers, the one listed later.
    func testOfVotesOfOneSecondTheLaterNumberedIsKeptWhateverTheOrderListed() async throws {
        let second = Date(timeIntervalSince1970: 10)
        let old = RemoteVote(remoteID: "99", imageID: "a", value: .down, created: second)
        let new = RemoteVote(remoteID: "100", imageID: "a", value: .up, created: second)
        for votes in [[new, old], [old, new]] {
            let listing = try await VotesListing.read(from: PagedVotes(votes: votes)).get()
            XCTAssertEqual(listing.records, [new], "listed \(votes.map(\.remoteID))")
            XCTAssertEqual(listing.remoteIDs(of: "a"), ["100", "99"])
        }
        let named = RemoteVote(remoteID: "x", imageID: "a", value: .down, created: second)
        let unnumbered = try await VotesListing.read(from: PagedVotes(votes: [new, named])).get()
        XCTAssertEqual(unnumbered.records, [named])
    }

    func testWithoutACountAFullLastPageLeavesItIncompleteUntilAShortPage() async throws {
        let votes = (0..<200).map { RemoteVote(remoteID: "\($0)", imageID: "i\($0)", value: .up) }
        let listing = try await VotesListing.read(from: PagedVotes(votes: votes, countsThem: false)).get()
        XCTAssertTrue(listing.isComplete, "the third page came back empty: the evidence")
        XCTAssertEqual(listing.records.count, 200)
    }

    /// A server (or a cache) that answers the first page whatever page is asked for, 25 a
    /// page and no count: two requests, and the listing is incomplete (it removes nothing).
    func testAServerThatIgnoresThePageAskedForIsNotReadToTheLastPageAllowed() async throws {
        final class FirstPageOnly: VotesServer, @unchecked Sendable {
            let votes = (0..<60).map { RemoteVote(remoteID: "\($0)", imageID: "i\($0)", value: .up) }
            var asked = 0

            func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
                asked += 1
                return .success(VotesPage(records: Array(votes.prefix(min(limit, 25))), totalCount: nil))
            }

            func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
            func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> { .failure(AccountRequestFailure(.unreachable)) }
        }
        let server = FirstPageOnly()
        let listing = try await VotesListing.read(from: server).get()
        XCTAssertEqual(server.asked, 2)
        XCTAssertFalse(listing.isComplete)
        XCTAssertEqual(listing.records.count, 25)
    }
}
