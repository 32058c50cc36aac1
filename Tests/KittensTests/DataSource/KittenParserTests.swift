import Foundation
import Kittens
import XCTest

final class KittenParserTests: XCTestCase {
    private func parse(_ text: String) throws(KittenLoadError) -> [KittenImage] {
        try KittenParser.parse(Data(text.utf8))
    }

    private func assertMalformed(_ data: Data, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let images = try KittenParser.parse(data)
            XCTFail("parsed \(images.count) images", file: file, line: line)
        } catch {
            XCTAssertEqual(error, .malformed(reason), file: file, line: line)
        }
    }

    func testRealAnswer() throws {
        let images = try KittenParser.parse(try Fixtures.data("thecatapi-page.json"))
        XCTAssertEqual(images.map(\.id), ["2ff", "a9j", "bpc", "MTYwODk3Mg", "d1k", "e4r", "MTk3NzQ1OA", "4fd", "9ag", "cr6"])
        XCTAssertEqual(images[7], KittenImage(
            id: "4fd", url: try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/4fd.jpg")), width: 1080, height: 720
        ))
    }

    func testEmptyArrayIsNoImages() throws {
        XCTAssertEqual(try parse("[]"), [])
        XCTAssertEqual(try parse(" \n[ ]\n"), [])
    }

    func testSizesAreOptionalAndOnlyPositiveIntegersCount() throws {
        let images = try parse("""
        [{"id":"a","url":"https://x.org/a.jpg"},
         {"id":"b","url":"https://x.org/b.jpg","width":null,"height":2.5},
         {"id":"c","url":"https://x.org/c.jpg","width":0,"height":"7"},
         {"id":"d","url":"https://x.org/d.jpg","width":3,"height":4}]
        """)
        XCTAssertEqual(images.map(\.width), [nil, nil, nil, 3])
        XCTAssertEqual(images.map(\.height), [nil, nil, nil, 4])
    }

    func testBadURLsAreDroppedNotFatal() throws {
        let images = try KittenParser.parse(try Fixtures.data("mixed-urls.json"))
        XCTAssertEqual(images.map(\.id), ["ok1", "ok2", "ok3"])
        XCTAssertEqual(images.last?.width, nil)
        XCTAssertEqual(images.last?.height, nil)
        XCTAssertTrue(images.allSatisfy { ["http", "https"].contains($0.url.scheme?.lowercased()) })
    }

    func testURLLengthLimit() throws {
        let prefix = "https://x.org/"
        let longest = prefix + String(repeating: "a", count: KittenParser.maximumURLLength - prefix.count)
        XCTAssertNotNil(KittenParser.acceptedURL(longest))
        XCTAssertNil(KittenParser.acceptedURL(longest + "a"))
    }

    func testDuplicatesAreDroppedKeepingFirstOrder() throws {
        let images = try KittenParser.parse(try Fixtures.data("duplicates.json"))
        XCTAssertEqual(images.map(\.id), ["a", "b", "c"])
    }

    func testShapesThatAreNotAnArrayOfKittensAreMalformed() throws {
        assertMalformed(try Fixtures.data("truncated.json"), "not JSON")
        assertMalformed(try Fixtures.data("object-not-array.json"), "not a JSON array")
        assertMalformed(try Fixtures.data("error-page.html"), "not JSON")
        assertMalformed(try Fixtures.data("not-utf8.json"), "not UTF-8")
        assertMalformed(Data(), "not JSON")
        assertMalformed(Data("\"just a string\"".utf8), "not a JSON array")
        assertMalformed(Data("null".utf8), "not a JSON array")
        assertMalformed(Data("[1]".utf8), "entry 0 has the wrong type")
        assertMalformed(Data("[{\"id\":\"a\",\"url\":\"https://x.org/a\"}, []]".utf8), "entry 1 has the wrong type")
        assertMalformed(Data("[{\"url\":\"https://x.org/a\"}]".utf8), "entry 0 has no id")
        assertMalformed(Data("[{\"id\":\"a\"}]".utf8), "entry 0 has no url")
        assertMalformed(Data("[{\"id\":7,\"url\":\"https://x.org/a\"}]".utf8), "entry 0 field id has the wrong type")
        assertMalformed(Data("[{\"id\":\"a\",\"url\":null}]".utf8), "entry 0 field url has the wrong type")
    }

    func testDeepNestingIsMalformedNotACrash() {
        let depth = 100_000
        let nested = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        XCTAssertThrowsError(try KittenParser.parse(nested))
    }
}
