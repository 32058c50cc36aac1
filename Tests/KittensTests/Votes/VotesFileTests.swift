import Foundation
import Kittens
import KittensSupport
import TestSupport
import XCTest

/// `votes.json`: what the store keeps reads back whole; anything else is read as hostile input.
final class VotesFileTests: XCTestCase {
    private let created = Date(timeIntervalSince1970: 1_700_000_000)

    private var persisted: PersistedVotes {
        PersistedVotes(
            votes: [
                Vote(imageID: "a", value: .up, remoteID: "10", url: URL(string: "https://cdn2.thecatapi.com/images/a.jpg"), created: created),
                Vote(imageID: "b", value: .down, created: created),
            ],
            operations: [
                VoteOperation(id: 3, kind: .cast(.down), imageID: "b", wasSent: true),
                VoteOperation(id: 4, kind: .withdraw, imageID: "c", remoteID: "12", awaitsListing: true),
            ],
            nextOperationID: 5, account: FavouritesFixtures.account, isAccountAccepted: true,
            otherAccounts: [VotesShelf(account: FavouritesFixtures.otherAccount, votes: [], operations: [], doubtful: ["d"])],
            doubtful: ["b"])
    }

    func testWhatTheStoreKeepsReadsBackWhole() throws {
        let folder = try temporaryFolder()
        let file = VotesFile(directory: folder)
        try file.write(persisted)
        XCTAssertEqual(file.read(), StoredVotes(persisted: persisted))
        XCTAssertEqual(file.fileURL.lastPathComponent, "votes.json")
    }

    func testAFileOfAnotherFormatIsLeftAloneWithWhy() throws {
        let folder = try temporaryFolder()
        let file = VotesFile(directory: folder)
        try Data(#"{"format":"org.kittensforlinux.Kittens.favourites.v2","favourites":[]}"#.utf8).write(to: file.fileURL)
        let stored = file.read()
        XCTAssertEqual(stored.persisted, PersistedVotes())
        XCTAssertEqual(
            stored.problem,
            "The votes file at \(file.fileURL.path) cannot be used: it is not a Kittens votes file of this version (format “org.kittensforlinux.Kittens.favourites.v2”). It is left as it is; move it away to start a new one.")
        try Data("not json".utf8).write(to: file.fileURL)
        XCTAssertNotNil(file.read().problem)
    }

    func testUnusableEntriesAreDroppedAloneAndTheRestKept() throws {
        let json = #"""
        {"format":"org.kittensforlinux.Kittens.votes.v1","votes":[
          {"imageID":"a","value":"up","created":"2023-11-14T22:13:20Z"},
          {"imageID":"a","value":"down","created":"2023-11-14T22:13:20Z"},
          {"imageID":"not an id at all, far too long to be one: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","value":"up","created":"2023-11-14T22:13:20Z"},
          {"imageID":"b","value":"sideways","created":"2023-11-14T22:13:20Z"},
          {"imageID":"c","value":"up","url":"file:///etc/passwd","created":"2023-11-14T22:13:20Z"},
          {"imageID":"d","value":"down","created":"2023-11-14T22:13:2.75Z"},
          7],
         "operations":[{"id":2,"kind":{"withdraw":{}},"imageID":"a","remoteID":"9","wasSent":false,"awaitsListing":false},
                       {"id":2,"kind":{"withdraw":{}},"imageID":"a","remoteID":"9","wasSent":false,"awaitsListing":false},
                       {"id":-1,"kind":{"withdraw":{}},"imageID":"a","wasSent":false,"awaitsListing":false}],
         "nextOperation":1, "doubtful":["a", 3, "../x y"]}
        """#
        let (persisted, dropped) = try VotesFileFormat.decode(Data(json.utf8))
        XCTAssertEqual(persisted.votes.map(\.imageID), ["a", "d"])
        XCTAssertEqual(persisted.votes.last?.created, Date(timeIntervalSince1970: 1_699_999_982), "to the second, as saved")
        XCTAssertEqual(persisted.operations.map(\.id), [2])
        XCTAssertEqual(persisted.nextOperationID, 3, "after the largest id kept")
        XCTAssertEqual(persisted.doubtful, ["a"])
        XCTAssertEqual(dropped, 5 + 2 + 1)
    }

    func testTheFileAtItsCapsIsWithinWhatIsRead() {
        let id = String(repeating: "i", count: FavouriteLimits.maximumIDLength)
        let votes = (0..<FavouriteLimits.maximumCount).map { Vote(imageID: "\($0)\(id)".prefix(64).description, value: .down, remoteID: id, created: created) }
        let bytes = VotesFileFormat.encode(PersistedVotes(votes: votes, account: FavouritesFixtures.account))
        XCTAssertLessThanOrEqual(bytes.count, VotesFile.maxFileBytes)
        XCTAssertEqual(try VotesFileFormat.decode(bytes).persisted.votes.count, FavouriteLimits.maximumCount)
    }

    /// The seeds of the `votes-file` fuzz target are files the app reads whole.
    func testTheFuzzSeedsAreReadWhole() throws {
        for name in ["votes/votes-and-operations.json", "votes/other-accounts.json"] {
            let (persisted, dropped) = try VotesFileFormat.decode(try Fixtures.data(name))
            XCTAssertEqual(dropped, 0, name)
            XCTAssertFalse(persisted.operations.isEmpty, name)
        }
    }

    /// The doubtful pictures of every account share one cap, when read as when written: a file
    /// over it reads as what a save writes back.
    func testDoubtfulPicturesOfEveryAccountShareOneCap() throws {
        let cap = FavouriteLimits.maximumOperations
        let shelf = VotesShelf(account: FavouritesFixtures.account, votes: [], operations: [])
        let over = PersistedVotes(otherAccounts: [shelf], doubtful: Set((0..<cap).map { "d\($0)" }))
        let json = try XCTUnwrap(String(data: VotesFileFormat.encode(over), encoding: .utf8))
        // The writer keeps within the cap; a file written otherwise holds the shelf's doubts too.
        let forged = json.replacingOccurrences(of: #""doubtful":[]"#, with: #""doubtful":["s1","s2"]"#)
        XCTAssertNotEqual(forged, json)
        let (persisted, dropped) = try VotesFileFormat.decode(Data(forged.utf8))
        XCTAssertEqual(persisted.doubtful.count, cap, "the account in use's come first")
        XCTAssertEqual(persisted.otherAccounts.map(\.doubtful), [[]])
        XCTAssertEqual(dropped, 2)
        XCTAssertEqual(try VotesFileFormat.decode(VotesFileFormat.encode(persisted)).persisted, persisted)
    }
}
