import Foundation
import Kittens
import XCTest

/// The model a favourites state shows.
final class FavouritesStateModelTests: XCTestCase {
    func testAFavouritesStatesModelListsItsPicturesNewestFirst() {
        let url = URL(string: "https://cdn2.thecatapi.com/images/a.jpg")!
        let state = FavouritesState(favourites: [
            Favourite(imageID: "b", url: url, created: Date(timeIntervalSince1970: 2)),
            Favourite(imageID: "a", url: nil, created: Date(timeIntervalSince1970: 1)),
        ])
        XCTAssertEqual(state.model.favouriteIDs, ["a", "b"])
        XCTAssertEqual(state.model.rows.map(\.id), ["b"], "a favourite without its picture has no row")
    }
}
