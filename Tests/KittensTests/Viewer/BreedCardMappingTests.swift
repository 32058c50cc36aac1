import Foundation
import Kittens
import XCTest

/// How the viewer model's breed card is made from the shown picture's breed (`ViewerModel(state)`).
final class BreedCardMappingTests: XCTestCase {
    private func viewer(showing breed: Breed?) throws -> ViewedPicture {
        var state = ViewerState()
        state.list = ListedPictures(images: [KittenImage(id: "k000012", url: try XCTUnwrap(URL(string: "https://example.com/k.jpg")), breed: breed)])
        state.viewedImageID = "k000012"
        state.picture = .shown
        return try XCTUnwrap(ViewerModel(state).viewer)
    }

    func testTheCardSaysTheBreedWithTypesetRangesAndLabelledScores() throws {
        var breed = Breed(
            id: "beng", name: "Bengal", origin: "United States", temperament: "Alert, Agile", description: "Athletic.",
            lifeSpan: "12 - 15", weightMetric: "3 - 5", wikipediaURL: URL(string: "https://en.wikipedia.org/wiki/Bengal_(cat)"))
        breed.scores.adaptability = 5
        breed.scores.energyLevel = 4
        breed.scores.vocalisation = 1
        let model = try viewer(showing: breed)
        let card = try XCTUnwrap(model.breedCard)
        XCTAssertEqual(card.name, "Bengal")
        XCTAssertEqual(card.origin, "Origin: United States")
        XCTAssertEqual(card.temperament, "Alert, Agile")
        XCTAssertEqual(card.description, "Athletic.")
        XCTAssertEqual(card.lifeSpan, "Life span: 12 – 15 years")
        XCTAssertEqual(card.weight, "Weight: 3 – 5 kg")
        XCTAssertEqual(card.scores.map(\.label), ["Adaptability", "Energy level", "Vocalisation"])
        XCTAssertEqual(card.scores.map(\.value), [5, 4, 1])
        XCTAssertEqual(card.wikipediaURL?.absoluteString, "https://en.wikipedia.org/wiki/Bengal_(cat)")
        XCTAssertEqual(card.accessibleLabel, "About the breed Bengal")
        XCTAssertEqual(model.pictureLabel, "Cat picture k000012, Bengal")
    }

    func testABreedWithOnlyANameHasACardOfOnlyItsName() throws {
        let card = try XCTUnwrap(try viewer(showing: Breed(id: "x", name: "Mystery")).breedCard)
        XCTAssertEqual(card.name, "Mystery")
        XCTAssertEqual(card.accessibleLabel, "About the breed Mystery")
        XCTAssertEqual([card.origin, card.temperament, card.description, card.lifeSpan, card.weight], [nil, nil, nil, nil, nil])
        XCTAssertEqual(card.scores.count, 0)
        XCTAssertNil(card.wikipediaURL)
    }

    func testAPictureWithoutABreedHasNoCard() throws {
        let model = try viewer(showing: nil)
        XCTAssertNil(model.breedCard)
        XCTAssertEqual(model.pictureLabel, "Cat picture k000012")
    }

    func testARowsStillAndAnimatedLabelsBothNameTheBreed() throws {
        var state = ListingState()
        let url = try XCTUnwrap(URL(string: "https://example.com/k.gif"))
        state.images = [
            KittenImage(id: "k000012", url: url, breed: Breed(id: "beng", name: "Bengal")),
            KittenImage(id: "k000013", url: url),
        ]
        let rows = ListingModel(state).rows
        XCTAssertEqual(rows.map(\.pictureLabel), ["Cat picture k000012, Bengal", "Cat picture k000013"])
        XCTAssertEqual(rows.map(\.animatedPictureLabel), ["Animated cat picture k000012, Bengal", "Animated cat picture k000013"])
    }

    func testAWikipediaURLThatIsNotAWebURLIsNotShown() throws {
        let breed = Breed(id: "x", name: "X", wikipediaURL: URL(string: "file:///etc/passwd"))
        XCTAssertNil(try viewer(showing: breed).breedCard?.wikipediaURL)
    }
}
