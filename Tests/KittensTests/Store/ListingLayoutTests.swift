import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// The listing's layout, list or gallery, is the kitten store's state: `useLayout` changes it
/// without loading anything, the same layout changes nothing, and the model the view renders says
/// which to show. Rows are named for people by their picture, with the breed when known.
final class ListingLayoutTests: XCTestCase {
    @MainActor func testUseLayoutSwitchesBetweenListAndGalleryWithoutALoad() async {
        let store = makeListingTestStore(pageSize: 3)
        store.startWithFirstPage(kittens(3))
        XCTAssertEqual(store.state.layout, .list, "the list is the default")
        store.send(.useLayout(.gallery)) { $0.layout = .gallery }
        store.send(.useLayout(.gallery))
        store.send(.useLayout(.list)) { $0.layout = .list }
        store.finish()
    }

    @MainActor func testTheStoreStartsInTheLayoutItIsMadeWith() {
        let store = DefaultStoreFactory().makeListingStore(
            dataSource: ScriptedKittenSource(), pageSize: 3, layout: .gallery)
        defer { store.dispose() }
        XCTAssertEqual(store.state.layout, .gallery)
        XCTAssertEqual(ListingModel(store.state).layout, .gallery)
    }

    func testTheModelCarriesTheLayoutAndNamesRowsByPictureAndBreed() {
        var state = ListingState(pageSize: 3)
        state.images = [
            KittenImage(id: "k0012", url: URL(string: "https://cdn2.thecatapi.com/images/k0012.jpg")!,
                        breed: Breed(id: "beng", name: "Bengal")),
            KittenImage(id: "k0013", url: URL(string: "https://cdn2.thecatapi.com/images/k0013.gif")!),
        ]
        XCTAssertEqual(ListingModel(state).layout, .list)
        state.layout = .gallery
        let model = ListingModel(state)
        XCTAssertEqual(model.layout, .gallery)
        XCTAssertEqual(model.rows.map(\.breedName), ["Bengal", nil])
        XCTAssertEqual(model.rows.map(\.pictureLabel), ["Cat picture k0012, Bengal", "Cat picture k0013"])
        XCTAssertEqual(model.rows.map(\.animatedPictureLabel), ["Animated cat picture k0012, Bengal", "Animated cat picture k0013"])
    }

    func testARecordedStateKeepsItsLayoutAndOneFromBeforeLayoutsIsAList() throws {
        var state = ListingState(pageSize: 3)
        state.layout = .gallery
        let encoded = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(ListingState.self, from: encoded).layout, .gallery)
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        object.removeValue(forKey: "layout")
        let older = try JSONSerialization.data(withJSONObject: object)
        XCTAssertEqual(try JSONDecoder().decode(ListingState.self, from: older).layout, .list)
    }
}
