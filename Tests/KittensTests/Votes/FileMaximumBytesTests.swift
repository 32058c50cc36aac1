@testable import Kittens
import XCTest

/// The largest files the favourites and votes files can be, kept as constants so that start-up
/// does not encode a file at every cap to learn them, are what such a file measures.
final class FileMaximumBytesTests: XCTestCase {
    func testTheVotesFilesMaximumIsAFileAtEveryCap() {
        XCTAssertEqual(VotesFileFormat.maximumBytes, VotesFileFormat.measuredMaximumBytes())
    }

    func testTheFavouritesFilesMaximumIsAFileAtEveryCap() {
        XCTAssertEqual(FavouritesFileFormat.maximumBytes, FavouritesFileFormat.measuredMaximumBytes())
    }
}
