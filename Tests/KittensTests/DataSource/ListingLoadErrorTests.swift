import Kittens
import XCTest

final class ListingLoadErrorTests: XCTestCase {
    func testMessagesAreShortSentencesForPeople() {
        XCTAssertEqual(ListingLoadError.timeout.message, "The server took too long to answer.")
        XCTAssertEqual(
            ListingLoadError.httpStatus(429).message,
            "TheCatAPI answered with error 429 (Too Many Requests). Wait a moment, then try again."
        )
        XCTAssertEqual(
            ListingLoadError.httpStatus(404).message,
            "TheCatAPI answered with error 404 (Not Found). Check the address Kittens uses for TheCatAPI.")
        XCTAssertEqual(
            ListingLoadError.httpStatus(407).message,
            "A proxy between this computer and TheCatAPI asks for a password (error 407). Check the network's proxy settings.")
        XCTAssertEqual(
            ListingLoadError.httpStatus(451).message,
            "The request was refused on its way to TheCatAPI (error 451): a proxy, a firewall or a content network may stand in between.")
        XCTAssertEqual(ListingLoadError.httpStatus(418).message, "TheCatAPI answered with error 418.")
        XCTAssertEqual(ListingLoadError.tooLarge(limitBytes: 8 * 1024 * 1024).message, "TheCatAPI sent more data than the 8 MB allowed.")
        XCTAssertEqual(ListingLoadError.tooLarge(limitBytes: 1500).message, "TheCatAPI sent more data than the 1500 bytes allowed.")
        XCTAssertFalse(ListingLoadError.malformed("entry 3 has no url").message.contains("entry"), "technical reason stays out")
        let all: [ListingLoadError] = [.unreachable, .tooManyRedirects, .timeout, .httpStatus(500), .malformed("x"), .tooLarge(limitBytes: 1)]
        for error in all {
            XCTAssertTrue(error.message.hasSuffix("."), error.message)
            XCTAssertLessThan(error.message.count, 100, error.message)
        }
    }
}
