import Foundation
import Kittens
import XCTest

/// The breed that search results carry per picture (`breeds: [ … ]`), read into `KittenImage.breed`.
final class KittenBreedParsingTests: XCTestCase {
    private func image(breeds: String) throws -> KittenImage {
        let text = #"[{"id":"k1","url":"https://cdn2.thecatapi.com/images/k1.jpg","breeds":"# + breeds + "}]"
        let page = try ListingParser.parse(Data(text.utf8), limit: 10)
        XCTAssertEqual(page.images.count, 1, "the picture is never dropped for its breed")
        XCTAssertEqual(page.skipped, .none)
        return try XCTUnwrap(page.images.first)
    }

    func testTheFirstBreedIsReadWithItsTextsScoresAndWikipediaPage() throws {
        let breed = try XCTUnwrap(try image(breeds: """
            [{"id":"beng","name":"Bengal","origin":"United States","temperament":"Alert, Agile",
              "description":"Bengals are\\nathletic.","life_span":"12 - 15","weight":{"imperial":"6 - 12","metric":"3 - 7"},
              "energy_level":5,"grooming":1,"adaptability":9,"intelligence":"5",
              "wikipedia_url":"https://en.wikipedia.org/wiki/Bengal_(cat)"},
             {"id":"abys","name":"Abyssinian"}]
            """).breed)
        XCTAssertEqual(breed.id, "beng")
        XCTAssertEqual(breed.name, "Bengal")
        XCTAssertEqual(breed.origin, "United States")
        XCTAssertEqual(breed.description, "Bengals are athletic.", "plain text on one line")
        XCTAssertEqual(breed.lifeSpan, "12 - 15")
        XCTAssertEqual(breed.weightMetric, "3 - 7")
        XCTAssertEqual(breed.scores.energyLevel, 5)
        XCTAssertEqual(breed.scores.grooming, 1)
        XCTAssertNil(breed.scores.adaptability, "outside 1…5")
        XCTAssertNil(breed.scores.intelligence, "not a number")
        XCTAssertEqual(breed.wikipediaURL?.absoluteString, "https://en.wikipedia.org/wiki/Bengal_(cat)")
    }

    func testMissingOrBrokenBreedDataDropsTheBreedNotThePicture() throws {
        XCTAssertNil(try image(breeds: "[]").breed)
        XCTAssertNil(try image(breeds: "null").breed)
        XCTAssertNil(try image(breeds: #""beng""#).breed)
        XCTAssertNil(try image(breeds: #"{"id":"beng","name":"Bengal"}"#).breed, "an object, not an array")
        XCTAssertNil(try image(breeds: #"[{"id":"beng"}]"#).breed, "no name")
        XCTAssertNil(try image(breeds: #"[{"id":"be ng","name":"Bengal"}]"#).breed, "an id with a blank")
        XCTAssertNil(try image(breeds: #"[{"id":"beng","name":"\u202e\u0007 "}]"#).breed, "a name of nothing shown")
        XCTAssertNil(try image(breeds: #"[7, {"id":"beng","name":"Bengal"}]"#).breed, "only the first counts")
    }

    func testOversizedFieldsAreCutToTheParsersBounds() throws {
        let long = String(repeating: "x", count: 5000)
        let breed = try XCTUnwrap(try image(breeds: """
            [{"id":"beng","name":"\(long)","origin":"\(long)","temperament":"\(long)","description":"\(long)",
              "life_span":"\(long)","weight":{"metric":"\(long)"}}]
            """).breed)
        XCTAssertEqual(breed.name.count, BreedParser.Bound.name)
        XCTAssertTrue(breed.name.hasSuffix("…"))
        XCTAssertEqual(breed.origin?.count, BreedParser.Bound.origin)
        XCTAssertEqual(breed.temperament?.count, BreedParser.Bound.temperament)
        XCTAssertEqual(breed.description?.count, BreedParser.Bound.description)
        XCTAssertEqual(breed.lifeSpan?.count, BreedParser.Bound.lifeSpan)
        XCTAssertEqual(breed.weightMetric?.count, BreedParser.Bound.weight)
    }

    func testAWikipediaAddressThatIsNotAWebURLIsDropped() throws {
        for address in ["javascript:alert(1)", "file:///etc/passwd", "wikipedia", "ftp://en.wikipedia.org/wiki/Cat"] {
            let breed = try XCTUnwrap(try image(breeds: #"[{"id":"beng","name":"Bengal","wikipedia_url":"\#(address)"}]"#).breed)
            XCTAssertNil(breed.wikipediaURL, address)
            XCTAssertEqual(breed.name, "Bengal", "the rest of the breed stays")
        }
    }

    func testTheBreedSurvivesEncodingAndIsCheckedAgainWhenRead() throws {
        var breed = Breed(id: "beng", name: "Bengal", origin: "United States", weightMetric: "3 - 7",
                          wikipediaURL: URL(string: "https://en.wikipedia.org/wiki/Bengal_(cat)"))
        breed.scores.energyLevel = 5
        let image = KittenImage(id: "k1", url: try XCTUnwrap(URL(string: "https://example.com/k1.jpg")), breed: breed)
        XCTAssertEqual(try JSONDecoder().decode(KittenImage.self, from: try JSONEncoder().encode(image)), image)

        let hostile = #"{"id":"k1","url":"https://example.com/k1.jpg","breed":{"id":"be ng","name":"Bengal"}}"#
        let read = try JSONDecoder().decode(KittenImage.self, from: Data(hostile.utf8))
        XCTAssertNil(read.breed)
        XCTAssertEqual(read.id, "k1")
    }
}
