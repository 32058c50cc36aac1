import CGLib
import Foundation
import Kittens
@testable import KittensApp
import Logging
import TestSupport
import XCTest

/// What the app gives the favourites store: a `sub_id` made once and kept in GSettings (GLib's
/// memory backend here), and TheCatAPI's base taken from the search endpoint.
final class FavouritesWiringTests: XCTestCase {
    func testTheSubIDIsMadeOnceAndKept() throws {
        let backend = try XCTUnwrap(g_memory_settings_backend_new())
        defer { g_object_unref(backend) }
        let storage = SettingsStorage.open(
            preferencesFile: PreferencesFile(directory: try temporaryFolder()), logger: Logger(label: "test"), backend: backend)
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        let first = storage.favouritesSubID()
        XCTAssertTrue(first.hasPrefix("kittens-"), first)
        XCTAssertEqual(first.count, "kittens-".count + 16)
        XCTAssertTrue(FavouritesSubID.accepts(first))
        XCTAssertEqual(storage.favouritesSubID(), first, "kept, not made again")
    }

    func testTheBaseComesFromTheSearchEndpoint() throws {
        let base = { (text: String) in LiveFavouritesDataSource.base(forEndpoint: URL(string: text)!).absoluteString }
        XCTAssertEqual(base("https://api.thecatapi.com/v1/images/search"), "https://api.thecatapi.com/v1")
        XCTAssertEqual(base("http://127.0.0.1:8080/v1/images/search/?breed_ids=beng"), "http://127.0.0.1:8080/v1")
        XCTAssertEqual(base("https://mirror.example/cats"), FavouritesConfiguration.defaultBase.absoluteString)
    }

    func testWithoutAKeyNothingIsSent() async {
        let source = LiveFavouritesDataSource(base: FavouritesConfiguration.defaultBase, subID: "kittens-0000000000000000")
        source.use(apiKey: "")
        let result = await source.list()
        guard case .failure(.httpStatus(401)) = result else { return XCTFail("\(result)") }
    }
}
