import Foundation
import Kittens
import XCTest

/// A listing is coded in the favourites' and votes' recordings (`synced`): its records keep
/// the name of their kind, so recordings made before the listings shared one type still read.
final class AccountListingCodingTests: XCTestCase {
    func testAFavouritesListingRecordedUnderItsOwnNameReadsWithEveryField() throws {
        let recorded = Data("""
            {"favourites": [{"remoteID": "232", "imageID": "abc", "url": "https://cdn2.thecatapi.com/images/abc.jpg"}],
             "moreRemoteIDs": {"abc": ["233"]}, "isComplete": true}
            """.utf8)
        let listing = try JSONDecoder().decode(FavouritesListing.self, from: recorded)
        XCTAssertEqual(listing.records.map(\.remoteID), ["232"])
        XCTAssertEqual(listing.remoteIDs(of: "abc"), ["232", "233"])
        XCTAssertTrue(listing.isComplete)
    }

    func testAFavouritesListingRecordedBeforeItKeptOtherIDsReadsWithNone() throws {
        let recorded = Data(#"{"favourites": [], "isComplete": false}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(FavouritesListing.self, from: recorded), FavouritesListing(records: [], isComplete: false))
    }

    func testAVotesListingIsWrittenUnderVotesAndReadBack() throws {
        let listing = VotesListing(records: [RemoteVote(remoteID: "31", imageID: "abc", value: .up)], moreRemoteIDs: ["abc": ["30"]], isComplete: true)
        let data = try JSONEncoder().encode(listing)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["votes", "moreRemoteIDs", "isComplete"])
        XCTAssertEqual(try JSONDecoder().decode(VotesListing.self, from: data), listing)
    }

    func testAListingOfTheOtherKindIsRefused() throws {
        let votes = try JSONEncoder().encode(VotesListing(records: [], isComplete: true))
        XCTAssertThrowsError(try JSONDecoder().decode(FavouritesListing.self, from: votes))
    }
}
