import FoundationEssentials
import Kittens
import MVI
import XCTest

/// A picture's breed is kept apart from the picture (so that a list of them stays small), and
/// still reads, compares, encodes and reflects as a field of the picture.
final class KittenImageBreedTests: XCTestCase {
    private let url = URL(string: "https://cdn2.thecatapi.com/images/k1.jpg")!

    func testTheBreedIsAFieldOfThePictureInEqualityAndInADiff() {
        let bengal = KittenImage(id: "k1", url: url, breed: Breed(id: "beng", name: "Bengal"))
        let sameBengal = KittenImage(id: "k1", url: url, breed: Breed(id: "beng", name: "Bengal"))
        let abyssinian = KittenImage(id: "k1", url: url, breed: Breed(id: "beng", name: "Abyssinian"))

        XCTAssertEqual(bengal, sameBengal, "pictures with equal breeds are equal, whatever holds them")
        XCTAssertEqual(bengal.hashValue, sameBengal.hashValue)
        XCTAssertNotEqual(bengal, abyssinian)
        XCTAssertEqual(bengal.breed?.name, "Bengal")
        let lines = StateDiff.lines(expected: bengal, actual: abyssinian)
        XCTAssertTrue(lines.contains { $0.contains("breed") && $0.contains("Abyssinian") }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("Box") }, lines.joined(separator: "\n"))
    }

    func testAPictureIsAFewWordsWhateverItsBreedHolds() {
        XCTAssertLessThan(MemoryLayout<KittenImage>.size, MemoryLayout<Breed>.size / 2, "the breed is not held inline")
    }

    func testTheBreedIsEncodedAndReadBack() throws {
        let bengal = KittenImage(id: "k1", url: url, width: 640, height: 480, breed: Breed(id: "beng", name: "Bengal"))
        let read = try JSONDecoder().decode(KittenImage.self, from: JSONEncoder().encode(bengal))
        XCTAssertEqual(read, bengal)
    }
}
