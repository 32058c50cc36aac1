import Foundation
import Kittens
import KittensSupport
import KittensNetwork
import LoopbackHTTP
import XCTest

/// `SoupBreedDataSource` against a real HTTP server on 127.0.0.1 answering in TheCatAPI's shapes.
final class SoupBreedDataSourceTests: XCTestCase {
    private static let breedsJSON = """
        [{"weight":{"imperial":"7  -  10","metric":"3 - 5"},"id":"abys","name":"Abyssinian","origin":"Egypt",
          "temperament":"Active, Energetic","life_span":"14 - 15","adaptability":5,"indoor":0,
          "wikipedia_url":"https://en.wikipedia.org/wiki/Abyssinian_(cat)"},
         {"weight":{"metric":"3 - 7"},"id":"aege","name":"Aegean","origin":"Greece","affection_level":4}]
        """

    private func source(_ server: LoopbackHTTPServer, apiKey: String? = nil, maxBodyBytes: Int = 8 * 1024 * 1024) throws -> SoupBreedDataSource {
        SoupBreedDataSource(configuration: TheCatAPIConfiguration(
            base: try XCTUnwrap(TheCatAPIBase(url: server.url("/v1"))), apiKey: apiKey.map { APIKey($0) }, timeout: 2, maxBodyBytes: maxBodyBytes))
    }

    func testTheBreedsComeFromBaseSlashBreedsWithTheKey() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data(Self.breedsJSON.utf8)) }
        let result = try await source(server, apiKey: "live_key").loadBreeds()
        guard case .breeds(let breeds, let skipped) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(skipped, SkippedBreeds())
        XCTAssertEqual(breeds.map(\.id), ["abys", "aege"])
        XCTAssertEqual(breeds[0].weightMetric, "3 - 5")
        XCTAssertEqual(breeds[1].scores.affectionLevel, 4)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/v1/breeds")
        XCTAssertEqual(request.header("accept"), "application/json")
        XCTAssertEqual(request.header("x-api-key"), "live_key")
    }

    func testAServerErrorIsItsStatus() async throws {
        let server = try LoopbackHTTPServer { _ in .status(500) }
        let result = try await source(server).loadBreeds()
        XCTAssertEqual(result, .failure(.httpStatus(500)))
    }

    func testMalformedJSONIsMalformed() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data("[{\"id\":\"abys\",".utf8)) }
        let result = try await source(server).loadBreeds()
        XCTAssertEqual(result, .failure(.malformed("not JSON")))
    }

    func testAnOversizedAnswerIsTooLargeAtTheParsersCap() async throws {
        let body = Data(("[" + String(repeating: " ", count: BreedParser.maxBodyBytes) + "]").utf8)
        let server = try LoopbackHTTPServer { _ in .json(body) }
        let result = try await source(server).loadBreeds()
        XCTAssertEqual(result, .failure(.tooLarge(limitBytes: BreedParser.maxBodyBytes)))
    }

    func testDuplicatesAndOddCharactersAreCleanedUp() async throws {
        let json = """
            [{"id":"abys","name":"Aby\\u202Essinian\\u0000"},{"id":"abys","name":"Again"},
             {"id":"r\\u00e9x","name":"\\ud83d\\ude3a Rex\\n\\tcat","origin":"\\u200bDevon"}]
            """
        let server = try LoopbackHTTPServer { _ in .json(Data(json.utf8)) }
        let result = try await source(server).loadBreeds()
        guard case .breeds(let breeds, let skipped) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(breeds.map(\.name), ["Abyssinian", "😺 Rex cat"])
        XCTAssertEqual(breeds.map(\.id), ["abys", "réx"])
        XCTAssertEqual(breeds[1].origin, "Devon")
        XCTAssertEqual(skipped, SkippedBreeds(duplicate: 1))
    }

    func testTheKeyGoesToTheBasesOriginWhereverTheEndpointIs() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data("[]".utf8)) }
        let source = SoupBreedDataSource(configuration: TheCatAPIConfiguration(
            endpoint: try XCTUnwrap(URL(string: "https://elsewhere.example/images/search")),
            base: try XCTUnwrap(TheCatAPIBase(url: server.url("/v1"))), apiKey: "live_key", timeout: 2))
        let result = await source.loadBreeds()
        XCTAssertEqual(result, .breeds([]))
        XCTAssertEqual(server.requests.first?.header("x-api-key"), "live_key", "the base's origin gets the key")
    }
}
