import Foundation
import Kittens
@testable import KittensApp
import Logging
import LoopbackHTTP
import TestSupport
import XCTest

/// What the app gives the favourites store: a `sub_id` made once and kept in GSettings (GLib's
/// memory backend here), and TheCatAPI's base from `--api-base` (or `--endpoint` alone).
final class FavouritesWiringTests: MemorySettingsTestCase {
    func testTheSubIDIsMadeOnceAndKept() throws {
        let storage = try open()
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        let first = storage.favouritesSubID()
        XCTAssertTrue(first.hasPrefix("kittens-"), first)
        XCTAssertEqual(first.count, "kittens-".count + 16)
        XCTAssertTrue(FavouritesSubID.accepts(first))
        XCTAssertEqual(storage.favouritesSubID(), first, "kept, not made again")
    }

    /// After the settings were reset, the `sub_id` the favourites file names is taken (and
    /// kept); one that cannot be used is not.
    func testASubIDTheFavouritesFileNamesIsTakenWhenTheSettingsHaveNone() throws {
        let storage = try open()
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        XCTAssertEqual(storage.favouritesSubID(known: "kittens-00000000000000ab"), "kittens-00000000000000ab")
        XCTAssertEqual(storage.favouritesSubID(), "kittens-00000000000000ab", "kept")
        XCTAssertEqual(storage.favouritesSubID(known: "kittens-00000000000000cd"), "kittens-00000000000000ab", "the settings' own wins")

        let fileOnly = SettingsStorage.fileOnly(SettingsFile(directory: try temporaryFolder()))
        XCTAssertEqual(fileOnly.favouritesSubID(known: "kittens-00000000000000ab"), "kittens-00000000000000ab")
        let made = fileOnly.favouritesSubID(known: "../x")
        XCTAssertTrue(made.hasPrefix("kittens-") && made != "../x", made)
    }

    func testTheFavouritesGoToTheAPIBase() throws {
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            for (arguments, expected) in [
                (["--api-base", "http://127.0.0.1:8080/v2"], "http://127.0.0.1:8080/v2"),
                (["--endpoint", "http://127.0.0.1:8080/v1/images/search"], "http://127.0.0.1:8080/v1"),
                ([], "https://api.thecatapi.com/v1"),
            ] {
                let configuration = try KittensCommand.parse(arguments).resolve(environment: [:])
                let wiring = AppWiring(
                    configuration: configuration, kind: .live, keyStore: MemoryKeyStore(),
                    storage: .fileOnly(SettingsFile(directory: folder)), logger: Logger(label: "test"))
                XCTAssertEqual(wiring.session.screen(FavouritesScreen.self).server?.base.url.absoluteString, expected, "\(arguments)")
            }
        }
    }

    func testWithoutAKeyNothingIsSent() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data("[]".utf8)) }
        let source = LiveFavouritesDataSource(base: try XCTUnwrap(TheCatAPIBase(url: server.url("/v1"))), subID: "kittens-0000000000000000")
        source.use(apiKey: "")
        let result = await source.listPage(0, limit: 100)
        XCTAssertEqual(result.failure, AccountRequestFailure(.httpStatus(401)))
        XCTAssertEqual(server.requests.count, 0, "nothing reached the server")
    }
}
