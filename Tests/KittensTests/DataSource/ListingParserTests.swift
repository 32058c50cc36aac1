import Foundation
import Kittens
import TestSupport
import XCTest

final class ListingParserTests: XCTestCase {
    private func parse(_ text: String, limit: Int = 100) throws(ListingLoadError) -> ListingParser.Page {
        try ListingParser.parse(Data(text.utf8), limit: limit)
    }

    private func parse(fixture name: String, limit: Int = 100) throws -> ListingParser.Page {
        try ListingParser.parse(try Fixtures.data(name), limit: limit)
    }

    private func assertMalformed(_ data: Data, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let page = try ListingParser.parse(data, limit: 100)
            XCTFail("parsed \(page.images.count) images", file: file, line: line)
        } catch {
            XCTAssertEqual(error, .malformed(reason), file: file, line: line)
        }
    }

    func testRealAnswer() throws {
        let page = try parse(fixture: "thecatapi-page.json")
        XCTAssertEqual(page.images.map(\.id), ["2ff", "a9j", "bpc", "MTYwODk3Mg", "d1k", "e4r", "MTk3NzQ1OA", "4fd", "9ag", "cr6"])
        XCTAssertEqual(page.images[7], KittenImage(
            id: "4fd", url: try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/4fd.jpg")), width: 1080, height: 720,
            breed: Breed(id: "beng", name: "Bengal", temperament: "Alert, Agile, Energetic", weightMetric: "3 - 7")
        ))
        XCTAssertNil(page.images[6].breed, "an empty breeds array")
        XCTAssertEqual(page.skipped, .none)
    }

    func testEmptyArrayIsAnEmptyPageNotAnError() throws {
        XCTAssertEqual(try parse("[]"), ListingParser.Page(images: []))
        XCTAssertEqual(try parse(" \n[ ]\n"), ListingParser.Page(images: []))
    }

    func testSizesAreOptionalAndOnlyPositiveIntegersCount() throws {
        let page = try parse("""
        [{"id":"a","url":"https://x.org/a.jpg"},
         {"id":"b","url":"https://x.org/b.jpg","width":null,"height":2.5},
         {"id":"c","url":"https://x.org/c.jpg","width":0,"height":"7"},
         {"id":"d","url":"https://x.org/d.jpg","width":3,"height":4}]
        """)
        XCTAssertEqual(page.images.map(\.width), [nil, nil, nil, 3])
        XCTAssertEqual(page.images.map(\.height), [nil, nil, nil, 4])
        XCTAssertEqual(page.skipped, .none, "a bad size is no reason to skip the picture")
    }

    func testEntriesWithBadURLsAreSkippedAndCountedAndTheOthersKept() throws {
        let page = try parse(fixture: "mixed-urls.json")
        XCTAssertEqual(page.images.map(\.id), ["ok1", "ok2", "ok3"])
        XCTAssertEqual(page.images.last?.width, nil)
        XCTAssertEqual(page.images.last?.height, nil)
        XCTAssertTrue(page.images.allSatisfy { ["http", "https"].contains($0.url.scheme?.lowercased()) })
        XCTAssertEqual(page.skipped, SkippedEntries(notWebURL: 8, tooLongURL: 1))
        XCTAssertEqual(page.skipped.summary, "8 with a URL that is not http or https, 1 with a URL over 2048 bytes")
    }

    func testEntriesOfTheWrongTypeOrWithoutIdOrURLAreSkippedAndCountedNotFatal() throws {
        let page = try parse(fixture: "bad-entries.json")
        XCTAssertEqual(page.images.map(\.id), ["good1", "good2", "good3"])
        XCTAssertEqual(page.images.first?.width, 640)
        XCTAssertEqual(page.skipped, SkippedEntries(wrongType: 7, missingField: 3, tooLongURL: 1))
        XCTAssertEqual(page.skipped.total, 11)
        XCTAssertEqual(page.skipped.summary, "7 of the wrong type, 3 without an id or url, 1 with a URL over 2048 bytes")
    }

    func testDuplicatesAreDroppedKeepingFirstOrderAndCounted() throws {
        let page = try parse(fixture: "duplicates.json")
        XCTAssertEqual(page.images.map(\.id), ["a", "b", "c"])
        XCTAssertEqual(page.skipped, SkippedEntries(duplicate: 2))
    }

    func testAtMostLimitPicturesAreKeptAndLaterEntriesAreNotRead() throws {
        let page = try parse(fixture: "thecatapi-page.json", limit: 3)
        XCTAssertEqual(page.images.map(\.id), ["2ff", "a9j", "bpc"])
        XCTAssertEqual(page.skipped, .none)

        let badAfterTheLimit = try parse(#"[{"id":"a","url":"https://x.org/a"}, 1, {"id":"b","url":"file:///b"}]"#, limit: 1)
        XCTAssertEqual(badAfterTheLimit.images.map(\.id), ["a"])
        XCTAssertEqual(badAfterTheLimit.skipped, .none, "entries after a full page are not judged")

        let skippedBeforeTheLimit = try parse(fixture: "bad-entries.json", limit: 2)
        XCTAssertEqual(skippedBeforeTheLimit.images.map(\.id), ["good1", "good2"])
        XCTAssertEqual(skippedBeforeTheLimit.skipped, SkippedEntries(wrongType: 7, missingField: 3))

        XCTAssertEqual(try parse(fixture: "thecatapi-page.json", limit: 0), ListingParser.Page(images: []))
        XCTAssertEqual(try parse(fixture: "thecatapi-page.json", limit: -5), ListingParser.Page(images: []))
    }

    func testAnAnswerWithEntriesButNoneUsableIsMalformed() {
        assertMalformed(Data("[1]".utf8), "no usable entry (1 of the wrong type)")
        assertMalformed(Data(#"[{"id":"a"}, {"id":"b","url":"javascript:alert(1)"}, []]"#.utf8),
                        "no usable entry (1 of the wrong type, 1 without an id or url, 1 with a URL that is not http or https)")
        XCTAssertEqual(ListingLoadError.malformed("no usable entry (1 of the wrong type)").message,
                       "TheCatAPI sent an answer that could not be read.")
    }

    func testShapesThatAreNotAnArrayAreMalformed() throws {
        assertMalformed(try Fixtures.data("truncated.json"), "not JSON")
        assertMalformed(try Fixtures.data("object-not-array.json"), "not a JSON array")
        assertMalformed(try Fixtures.data("error-page.html"), "not JSON")
        assertMalformed(try Fixtures.data("not-utf8.json"), "not UTF-8")
        assertMalformed(Data(), "not JSON")
        assertMalformed(Data("\"just a string\"".utf8), "not a JSON array")
        assertMalformed(Data("null".utf8), "not a JSON array")
        assertMalformed(Data("[{\"id\":\"a\",\"url\":\"https://x.org/a\"}".utf8), "not JSON")
    }

    func testDeepNestingIsMalformedNotACrash() {
        let depth = 100_000
        let nested = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        XCTAssertThrowsError(try ListingParser.parse(nested, limit: 10))
    }
}
