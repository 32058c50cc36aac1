import Foundation
import Kittens
import XCTest

/// What `BreedParser` keeps of TheCatAPI's `/breeds` answer, and what it leaves out.
final class BreedParserTests: XCTestCase {
    static let abyssinian = """
        {"weight":{"imperial":"7  -  10","metric":"3 - 5"},"id":"abys","name":"Abyssinian",
         "cfa_url":"http://cfa.org/Breeds/BreedsAB/Abyssinian.aspx","temperament":"Active, Energetic, Independent",
         "origin":"Egypt","country_code":"EG","description":"The Abyssinian is easy to care for.",
         "life_span":"14 - 15","indoor":0,"lap":1,"alt_names":"","adaptability":5,"affection_level":5,
         "child_friendly":3,"dog_friendly":4,"energy_level":5,"grooming":1,"health_issues":2,"intelligence":5,
         "shedding_level":2,"social_needs":5,"stranger_friendly":5,"vocalisation":1,"experimental":0,
         "hairless":0,"natural":1,"rare":0,"rex":0,"suppressed_tail":0,"short_legs":0,
         "wikipedia_url":"https://en.wikipedia.org/wiki/Abyssinian_(cat)","hypoallergenic":0,
         "reference_image_id":"0XYvRd7oD"}
        """

    private func parse(_ json: String) throws -> BreedParser.List {
        try BreedParser.parse(Data(json.utf8))
    }

    private func error(_ data: Data) -> ListingLoadError? {
        do {
            _ = try BreedParser.parse(data)
            return nil
        } catch {
            return error
        }
    }

    func testARealEntryGivesEveryField() throws {
        let list = try parse("[\(Self.abyssinian)]")
        XCTAssertEqual(list.skipped, SkippedBreeds())
        let breed = try XCTUnwrap(list.breeds.first)
        XCTAssertEqual(breed.id, "abys")
        XCTAssertEqual(breed.name, "Abyssinian")
        XCTAssertEqual(breed.origin, "Egypt")
        XCTAssertEqual(breed.temperament, "Active, Energetic, Independent")
        XCTAssertEqual(breed.description, "The Abyssinian is easy to care for.")
        XCTAssertEqual(breed.lifeSpan, "14 - 15")
        XCTAssertEqual(breed.weightMetric, "3 - 5")
        XCTAssertEqual(breed.wikipediaURL?.absoluteString, "https://en.wikipedia.org/wiki/Abyssinian_(cat)")
        XCTAssertEqual(breed.scores.adaptability, 5)
        XCTAssertEqual(breed.scores.childFriendly, 3)
        XCTAssertEqual(breed.scores.healthIssues, 2)
        XCTAssertEqual(breed.scores.vocalisation, 1)
        XCTAssertEqual(breed.flags.indoor, false)
        XCTAssertEqual(breed.flags.lap, true)
        XCTAssertEqual(breed.flags.natural, true)
        XCTAssertEqual(breed.flags.hypoallergenic, false)
    }

    func testScoresOutsideOneToFiveAndOddFlagsAreDropped() throws {
        let list = try parse("""
            [{"id":"x","name":"X","adaptability":0,"grooming":6,"energy_level":"5","intelligence":4.5,
              "dog_friendly":-1,"social_needs":3,"indoor":2,"rare":"1","hairless":1,"lap":null}]
            """)
        let breed = try XCTUnwrap(list.breeds.first)
        XCTAssertNil(breed.scores.adaptability)
        XCTAssertNil(breed.scores.grooming)
        XCTAssertNil(breed.scores.energyLevel)
        XCTAssertNil(breed.scores.intelligence)
        XCTAssertNil(breed.scores.dogFriendly)
        XCTAssertEqual(breed.scores.socialNeeds, 3)
        XCTAssertNil(breed.flags.indoor)
        XCTAssertNil(breed.flags.rare)
        XCTAssertNil(breed.flags.lap)
        XCTAssertEqual(breed.flags.hairless, true)
    }

    func testTextsArePlainAndCutAtTheirBound() throws {
        let long = String(repeating: "é", count: 5000)
        let list = try parse("""
            [{"id":"x","name":"  Evil\\u202E\\u0007 \\n Cat  ","origin":"\(long)","description":"\(long)",
              "temperament":"   ","life_span":12,"weight":{"metric":"\(long)"},"wikipedia_url":"javascript:alert(1)"}]
            """)
        let breed = try XCTUnwrap(list.breeds.first)
        XCTAssertEqual(breed.name, "Evil Cat")
        XCTAssertEqual(breed.origin?.count, BreedParser.Bound.origin)
        XCTAssertEqual(breed.origin?.last, "…")
        XCTAssertEqual(breed.description?.count, BreedParser.Bound.description)
        XCTAssertEqual(breed.weightMetric?.count, BreedParser.Bound.weight)
        XCTAssertNil(breed.temperament, "a blank text is dropped")
        XCTAssertNil(breed.lifeSpan, "a number where a text belongs is dropped")
        XCTAssertNil(breed.wikipediaURL, "not a web URL")
    }

    func testBadEntriesAreSkippedAndCountedAndRepeatedIDsKeptOnce() throws {
        let list = try parse("""
            [\(Self.abyssinian), 7, {"id":"abys","name":"Second"}, {"name":"No id"}, {"id":"n"},
             {"id":3,"name":"Number id"}, {"id":"has space","name":"S"}, {"id":"\(String(repeating: "a", count: 65))","name":"L"},
             {"id":"beng","name":"Bengal"}]
            """)
        XCTAssertEqual(list.breeds.map(\.id), ["abys", "beng"])
        XCTAssertEqual(list.breeds.first?.name, "Abyssinian", "the first of repeated ids is kept")
        XCTAssertEqual(list.skipped, SkippedBreeds(wrongType: 2, missingField: 2, unusableID: 2, duplicate: 1))
    }

    func testTheShapeOfTheAnswerIsStrict() {
        XCTAssertEqual(error(Data("{\"message\":\"nope\"}".utf8)), .malformed("not a JSON array"))
        XCTAssertEqual(error(Data("[{\"id\":".utf8)), .malformed("not JSON"))
        XCTAssertEqual(error(Data([0xFF, 0xFE])), .malformed("not UTF-8"))
        XCTAssertEqual(error(Data("[1, 2]".utf8)), .malformed("no usable breed (2 of the wrong type)"))
        XCTAssertEqual(try parse("[]").breeds, [])
    }

    func testAnAnswerOverTheCapIsTooLarge() {
        let body = Data(("[" + String(repeating: " ", count: BreedParser.maxBodyBytes) + "]").utf8)
        XCTAssertEqual(error(body), .tooLarge(limitBytes: BreedParser.maxBodyBytes))
    }
}
