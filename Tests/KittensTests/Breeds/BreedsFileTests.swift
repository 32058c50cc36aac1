import Foundation
import Kittens
import KittensSupport
import TestSupport
import XCTest

/// `breeds.json` in the cache folder: what is written is read back by the same API base, and a
/// bad file, or one of another base, is none.
final class BreedsFileTests: XCTestCase {
    private var folder: URL!
    private let base = TheCatAPIBase(url: URL(string: "http://127.0.0.1:8080/v1?api_key=secret-key")!)!

    override func setUpWithError() throws {
        folder = try temporaryFolder().appendingPathComponent("cache")
    }

    func testAListWrittenIsReadBackWithItsTime() throws {
        var breed = Breed(id: "abys", name: "Abyssinian", origin: "Egypt", temperament: "Active", description: "Easy.",
                          lifeSpan: "14 - 15", weightMetric: "3 - 5", wikipediaURL: URL(string: "https://en.wikipedia.org/wiki/Abyssinian_(cat)"))
        breed.scores.adaptability = 5
        breed.scores.vocalisation = 1
        breed.flags.indoor = false
        breed.flags.lap = true
        let cached = CachedBreeds(breeds: [breed, Breed(id: "beng", name: "Bengal")], savedAt: Date(timeIntervalSince1970: 1_768_046_400))
        let file = BreedsFile(base: base, directory: folder)
        try file.write(cached)
        XCTAssertEqual(file.read(), cached)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let bytes = try Data(contentsOf: file.fileURL)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        XCTAssertEqual(object["base"] as? String, "http://127.0.0.1:8080/v1")
        XCTAssertNil(bytes.range(of: Data("secret-key".utf8)), "the key in the base's query never goes in the file")
    }

    func testAListOfAnotherBaseIsNone() throws {
        let cached = CachedBreeds(breeds: [Breed(id: "beng", name: "Bengal")], savedAt: Date(timeIntervalSince1970: 1_768_046_400))
        try BreedsFile(base: base, directory: folder).write(cached)
        let other = try XCTUnwrap(TheCatAPIBase(url: try XCTUnwrap(URL(string: "http://127.0.0.1:9090/v1"))))
        XCTAssertNil(BreedsFile(base: other, directory: folder).read())
        XCTAssertNil(BreedsFile(base: .standard, directory: folder).read())
        let sameServerOtherKey = try XCTUnwrap(TheCatAPIBase(url: try XCTUnwrap(URL(string: "http://127.0.0.1:8080/v1?api_key=another"))))
        XCTAssertEqual(BreedsFile(base: sameServerOtherKey, directory: folder).read(), cached, "the same server, whatever the key")

        let newer = CachedBreeds(breeds: [Breed(id: "abys", name: "Abyssinian")], savedAt: Date(timeIntervalSince1970: 1_768_050_000))
        try BreedsFile(base: other, directory: folder).write(newer)
        XCTAssertEqual(BreedsFile(base: other, directory: folder).read(), newer, "the list of the other base replaces the file")
        XCTAssertNil(BreedsFile(base: base, directory: folder).read())
    }

    func testAFileOfTheFormerVersionWithoutABaseIsNone() throws {
        let file = BreedsFile(base: base, directory: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"format":"org.kittensforlinux.Kittens.Breeds","version":1,"saved":1,"breeds":[{"id":"a","name":"A"}]}"#.utf8)
            .write(to: file.fileURL)
        XCTAssertNil(file.read())
        try Data(#"{"format":"org.kittensforlinux.Kittens.Breeds","version":2,"saved":1,"breeds":[{"id":"a","name":"A"}]}"#.utf8)
            .write(to: file.fileURL)
        XCTAssertNil(file.read(), "a file that names no base")
    }

    func testAMissingDamagedOrForeignFileIsNone() throws {
        let file = BreedsFile(base: base, directory: folder)
        XCTAssertNil(file.read())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for contents in ["not json", "[]", #"{"format":"other","version":2,"base":"http://127.0.0.1:8080/v1","saved":1,"breeds":[{"id":"a","name":"A"}]}"#,
                         #"{"format":"org.kittensforlinux.Kittens.Breeds","version":3,"base":"http://127.0.0.1:8080/v1","saved":1,"breeds":[{"id":"a","name":"A"}]}"#,
                         #"{"format":"org.kittensforlinux.Kittens.Breeds","version":2,"base":"http://127.0.0.1:8080/v1","saved":1,"breeds":[]}"#] {
            try Data(contents.utf8).write(to: file.fileURL)
            XCTAssertNil(file.read(), contents)
        }
        try Data(#"{"format":"org.kittensforlinux.Kittens.Breeds","version":2,"base":"http://127.0.0.1:8080/v1","saved":1,"breeds":[{"id":"a","name":"A\u202e"}]}"#.utf8)
            .write(to: file.fileURL)
        XCTAssertEqual(file.read()?.breeds, [Breed(id: "a", name: "A")], "the file goes through the parser's checks")
    }
}
