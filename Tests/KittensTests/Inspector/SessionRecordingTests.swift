import Foundation
import Kittens
import KittensSupport
import MVI
import MVIRecording
import TestSupport
import XCTest

/// Every store of a run in one file: the kitten, Preferences, breeds and favourites stores read
/// back as they were, with no API key in the file.
final class SessionRecordingTests: XCTestCase {
    private static let savedKey = "live_secret_in_the_keyring"
    private static let typedKey = "live_secret_typed_in_preferences"

    /// A run: the first page, then a key and page size typed and saved in Preferences.
    @MainActor private func recordedRun() async throws -> (SessionRecording, dispose: () -> Void) {
        let factory = RecordingStoreFactory()
        let kittens = factory.makeListingStore(
            dataSource: InstantKittenSource(answers: [.images(kittens(3))]), pageSize: 3)
        let preferences = factory.makePreferencesStore(
            settings: RunSettings(), keyStore: KeyringHolding(key: APIKey(Self.savedKey)), writer: AcceptingPreferencesWriter())
        await waitUntil("the keyring answered") { preferences.state.keyring == .available }
        preferences.accept(.editKey(APIKey(Self.typedKey)))
        preferences.accept(.editPageSize(12))
        preferences.accept(.save)
        await waitUntil("the save ended") { preferences.state.outcome == .saved }
        await waitUntil("the first page is there") { kittens.state.images.count == 3 }
        let session = SessionRecording(kitten: try XCTUnwrap(factory.recording(as: ListingRecording.self)), others: [try XCTUnwrap(factory.recording(as: PreferencesRecording.self))])
        return (session, { kittens.dispose(); preferences.dispose() })
    }

    @MainActor func testASessionReadsBackWithTheSameListAndPreferencesAndNoKey() async throws {
        let (session, dispose) = try await recordedRun()
        defer { dispose() }
        let data = try SessionRecording.file(of: session.recordings, kinds: kittensSessionKinds)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(text.contains("live_secret"), "no key is written, in any state or event")

        let read = try SessionRecording.read(fromFile: data, kinds: kittensSessionKinds)
        XCTAssertEqual(Array(read.kitten.records), Array(session.kitten.records))
        let preferences = try XCTUnwrap(read.recording(of: PreferencesRecording.self))
        XCTAssertEqual(preferences.records.map(\.event.caseName), session.recording(of: PreferencesRecording.self)?.records.map(\.event.caseName))
        let original = try XCTUnwrap(session.recording(of: PreferencesRecording.self)?.latestState.model)
        var expected = original
        expected.apiKey = "not-recorded"
        XCTAssertEqual(preferences.latestState.model, expected, "the same Preferences, with the key shown as set but not known")
        XCTAssertEqual(preferences.latestState.model.pageSize, 12)
        XCTAssertEqual(preferences.latestState.outcome, .saved)
    }

    @MainActor func testTheBreedsAndFavouritesStoresReadBackAsTheyWere() async throws {
        let (session, dispose) = try await recordedRun()
        defer { dispose() }
        let factory = RecordingStoreFactory()
        var bengal = Breed(id: "beng", name: "Bengal")
        bengal.wikipediaURL = URL(string: "https://en.wikipedia.org/wiki/Bengal_cat")
        bengal.scores.energyLevel = 5
        let breeds = factory.makeBreedsStore(dataSource: AnsweringBreedSource(.breeds([bengal], skipped: SkippedBreeds())), cache: MemoryBreedCache())
        await waitUntil("the breeds arrived") { breeds.state.breeds == [bengal] }
        let favourites = factory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: FavouritesWrites(UnusedFavouritesWriter()))
        let picture = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/k1.jpg"))
        favourites.accept(.add(imageID: "k1", url: picture))
        favourites.accept(.add(imageID: "k2", url: picture))
        favourites.accept(.remove(imageID: "k2"))
        defer { breeds.dispose(); favourites.dispose() }

        let data = try SessionRecording.file(of: session.recordings + factory.allRecordings, kinds: kittensSessionKinds)
        let read = try SessionRecording.read(fromFile: data, kinds: kittensSessionKinds)
        XCTAssertEqual(read.recordings.map(\.storeName), ["ListingStore", "PreferencesStore", "BreedsStore", "FavouritesStore"])
        XCTAssertEqual(read.recording(of: BreedsRecording.self)?.latestState, breeds.state, "the same breeds, scores and Wikipedia link")
        XCTAssertEqual(read.recording(of: FavouritesRecording.self)?.latestState, favourites.state, "the same favourites, and the removal Undo brings back")
        XCTAssertEqual(read.recording(of: FavouritesRecording.self)?.records.map(\.event.caseName), factory.recording(as: FavouritesRecording.self)?.records.map(\.event.caseName))
    }

    @MainActor func testAFavouriteOrBreedOfARecordingIsCheckedAsIfFromTheServer() throws {
        let file = "file:///etc/passwd"
        XCTAssertThrowsError(try JSONDecoder().decode(
            Favourite.self, from: Data(#"{"imageID": "k1", "url": "\#(file)", "created": 0, "isPictureGone": false}"#.utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(
            Favourite.self, from: Data(#"{"imageID": "../k1", "created": 0, "isPictureGone": false}"#.utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(
            FavouritesIntent.self, from: Data(#"{"toggle": {"imageID": "k1", "url": "\#(file)"}}"#.utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(Breed.self, from: Data(#"{"id": "beng"}"#.utf8)), "a breed without a name")
        let breed = try JSONDecoder().decode(Breed.self, from: Data(#"{"id": "beng", "name": "Bengal", "wikipedia_url": "\#(file)"}"#.utf8))
        XCTAssertNil(breed.wikipediaURL, "a link that is not a web URL is dropped, as from the server")
        let intent = FavouritesIntent.toggle(imageID: "k1", url: try XCTUnwrap(URL(string: "https://example.com/k1.jpg")))
        XCTAssertEqual(try JSONDecoder().decode(FavouritesIntent.self, from: JSONEncoder().encode(intent)), intent)
    }

    @MainActor func testAnEmptyKeyStaysEmptyAndNoKeyStaysNone() throws {
        var state = PreferencesState(settings: RunSettings(keyOverride: nil, savedKey: "live_secret"))
        state.editedKey = ""
        let read = try JSONDecoder().decode(PreferencesState.self, from: JSONEncoder().encode(state))
        XCTAssertEqual(read.editedKey, "", "a cleared field is written as cleared")
        XCTAssertEqual(read.settings.savedKey, "not-recorded")
        XCTAssertNil(read.settings.keyOverride)
    }

    @MainActor func testAFileOfTheListingStoreAloneIsASessionWithoutPreferences() async throws {
        let (session, dispose) = try await recordedRun()
        defer { dispose() }
        let read = try SessionRecording.read(fromFile: try session.kitten.listingFile(), kinds: kittensSessionKinds)
        XCTAssertEqual(Array(read.kitten.records), Array(session.kitten.records))
        XCTAssertNil(read.recording(of: PreferencesRecording.self))
    }

    @MainActor func testASessionWithoutTheListingStoreOrOfAnotherAppIsRefused() async throws {
        let (session, dispose) = try await recordedRun()
        defer { dispose() }
        let preferencesOnly = try SessionRecording.file(of: [try XCTUnwrap(session.recording(of: PreferencesRecording.self))], kinds: kittensSessionKinds)
        XCTAssertThrowsError(try SessionRecording.read(fromFile: preferencesOnly, kinds: kittensSessionKinds)) { error in
            XCTAssertEqual(error as? RecordingFileProblem, .damaged("it holds no recording of the kitten store"))
        }
        let other = Data(#"{"format": "org.example.Other", "version": 1, "layout": 1}"#.utf8)
        XCTAssertThrowsError(try SessionRecording.read(fromFile: other, kinds: kittensSessionKinds)) { error in
            XCTAssertEqual(error as? RecordingFileProblem, .otherFormat(found: "org.example.Other", expected: SessionRecording.format.name))
        }
    }
}

/// A keyring that holds `key` and takes whatever is stored.
private struct KeyringHolding: APIKeyStore {
    let key: APIKey?

    func read() async throws(KeyringError) -> APIKey? { key }
    func store(_ key: APIKey) async throws(KeyringError) {}
    func clear() async throws(KeyringError) {}
}

/// A preferences file that takes every write.
private struct AcceptingPreferencesWriter: PreferencesWriter {
    func write(_ preferences: StoredPreferences) throws(FileWriteFailure) {}
}
