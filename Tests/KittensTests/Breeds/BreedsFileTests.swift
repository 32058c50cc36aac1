import Foundation
import Kittens
import KittensSupport
import XCTest

/// `breeds.json` in the cache folder: what is written is read back, and a bad file is none.
final class BreedsFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-breeds-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAListWrittenIsReadBackWithItsTime() throws {
        var breed = Breed(id: "abys", name: "Abyssinian", origin: "Egypt", temperament: "Active", description: "Easy.",
                          lifeSpan: "14 - 15", weightMetric: "3 - 5", wikipediaURL: URL(string: "https://en.wikipedia.org/wiki/Abyssinian_(cat)"))
        breed.scores.adaptability = 5
        breed.scores.vocalisation = 1
        breed.flags.indoor = false
        breed.flags.lap = true
        let cached = CachedBreeds(breeds: [breed, Breed(id: "beng", name: "Bengal")], savedAt: Date(timeIntervalSince1970: 1_768_046_400))
        let file = BreedsFile(directory: folder)
        try file.write(cached)
        XCTAssertEqual(file.read(), cached)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.fileURL.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func testAMissingDamagedOrForeignFileIsNone() throws {
        let file = BreedsFile(directory: folder)
        XCTAssertNil(file.read())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for contents in ["not json", "[]", #"{"format":"other","version":1,"saved":1,"breeds":[{"id":"a","name":"A"}]}"#,
                         #"{"format":"org.kittensforlinux.Kittens.Breeds","version":2,"saved":1,"breeds":[{"id":"a","name":"A"}]}"#,
                         #"{"format":"org.kittensforlinux.Kittens.Breeds","version":1,"saved":1,"breeds":[]}"#] {
            try Data(contents.utf8).write(to: file.fileURL)
            XCTAssertNil(file.read(), contents)
        }
        try Data(#"{"format":"org.kittensforlinux.Kittens.Breeds","version":1,"saved":1,"breeds":[{"id":"a","name":"A\u202e"}]}"#.utf8)
            .write(to: file.fileURL)
        XCTAssertEqual(file.read()?.breeds, [Breed(id: "a", name: "A")], "the file goes through the parser's checks")
    }
}
