import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The Favourites page is not part of the first frame: the window makes it after that frame
/// (`buildAfterFirstFrame`), or as soon as the Favourites view shows, and it then shows the
/// favourites rendered before it existed.
final class DeferredFavouritesPageTests: XCTestCase {
    func testThePageIsMadeAfterTheFirstFrameWithTheFavouritesRenderedBefore() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let rows = Fixtures.rows(2)
            harness.view.renderFavourites(FavouritesModel(favouriteIDs: Set(rows.map(\.id)), rows: rows))
            XCTAssertNil(harness.view.builtFavouritesPage, "nothing of the page before the first frame")

            harness.view.buildAfterFirstFrame()
            let page = try XCTUnwrap(harness.view.builtFavouritesPage)
            XCTAssertEqual(page.visiblePage, .list)
            XCTAssertEqual(page.list.rows, rows, "the favourites rendered before the page was made")
            harness.view.renderFavourites(FavouritesModel())
            XCTAssertEqual(page.visiblePage, .empty, "and it follows the model from then on")
        }
    }

    func testShowingTheFavouritesViewMakesThePage() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            XCTAssertNil(harness.view.builtFavouritesPage)
            harness.view.views.show(.favourites)
            let page = try XCTUnwrap(harness.view.builtFavouritesPage)
            XCTAssertEqual(page.visiblePage, .empty, "No favourites yet")
        }
    }
}
