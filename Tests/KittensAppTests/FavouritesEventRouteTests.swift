import Foundation
import Kittens
@testable import KittensApp
import XCTest

final class FavouritesEventRouteTests: XCTestCase {
    private let favourite = KittenImage(id: "fav1", url: URL(string: "https://cdn2.thecatapi.com/images/fav1.jpg")!)

    func testOpeningAFavouriteGoesOutAsItsPictureAndChangingOneToTheFavouritesStore() {
        let url = favourite.url
        XCTAssertEqual(FavouritesEvent.open(imageID: "fav1", url: url).route, .openPicture(favourite))
        XCTAssertEqual(FavouritesEvent.remove(imageID: "fav1").route, .favourites(.remove(imageID: "fav1")))
        XCTAssertEqual(FavouritesEvent.toggle(imageID: "fav1", url: url).route, .favourites(.toggle(imageID: "fav1", url: url)))
        XCTAssertEqual(FavouritesEvent.undoRemoval.route, .favourites(.undoRemoval))
    }
}
