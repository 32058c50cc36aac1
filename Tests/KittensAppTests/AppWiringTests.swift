import Foundation
import Kittens
import KittensNetwork
@testable import KittensApp
import KittensKeyring
import KittensSupport
import TestSupport
import XCTest

/// The wiring makes the network source on one path: the first frame, once a run.
final class AppWiringTests: XCTestCase {
    func testTheClientsConnectOnceOverOneSessionHoweverOftenAFirstFrameIsReportedOrTheKeyChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-wiring-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            var configuration = KittensConfiguration()
            configuration.apiKey = "given-on-the-command-line"
            let wiring = AppWiring(
                configuration: configuration, kind: .live, keyStore: SecretServiceKeyStore(),
                storage: .fileOnly(SettingsFile(directory: folder)), logger: .init(label: "test"))
            let network = try XCTUnwrap(wiring.session.environment.network as? TheCatAPINetwork)
            let listing = try XCTUnwrap(network.clients.lazy.compactMap { $0 as? ListingClient }.first)
            XCTAssertEqual(network.connections, 0, "nothing is made before the first frame")
            XCTAssertNil(listing.configuration)
            wiring.firstFramePainted()
            wiring.firstFramePainted()
            XCTAssertEqual(network.connections, 1)
            XCTAssertEqual(listing.configuration?.apiKey, "given-on-the-command-line")
            XCTAssertEqual(listing.waitingLoadCount, 0)
            let session = try XCTUnwrap(network.session)
            XCTAssertTrue(listing.session === session, "the listing sends over the network's one session")
            wiring.session.environment.live.current.keyOverride = "another-key"
            network.keyChanged()
            XCTAssertEqual(listing.configuration?.apiKey, "another-key")
            XCTAssertTrue(listing.session === session, "a new key makes no new session")
        }
    }
}

/// A keyring that never answers (an unlock prompt nobody answers): a read waits until its task
/// is cancelled, when the app quits.
private struct SilentKeyStore: APIKeyStore {
    func read() async throws(KeyringError) -> APIKey? {
        try? await Task.sleep(for: .seconds(3_600))
        return nil
    }
    func store(_ key: APIKey) async throws(KeyringError) {}
    func clear() async throws(KeyringError) {}
}

/// Without a key on the command line, the first page waits for the keyring, but never longer
/// than `TheCatAPINetwork.keyringWait` of the run's clock.
final class KeyringWaitTests: InProcessAppTestCase {
    func testAKeyringThatNeverAnswersHoldsTheFirstPageForItsWaitAndNoLonger() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-wiring-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            _ = try Self.registeredApplication()
            var configuration = KittensConfiguration()
            configuration.endpoint = try XCTUnwrap(URL(string: "http://127.0.0.1:9/v1/images/search"))
            let clock = ManualClock()
            let wiring = AppWiring(
                configuration: configuration, kind: .live, keyStore: SilentKeyStore(),
                storage: .fileOnly(SettingsFile(directory: folder)), logger: .init(label: "test"), clock: clock)
            defer { wiring.stop() }
            let network = try XCTUnwrap(wiring.session.environment.network as? TheCatAPINetwork)
            let listing = try XCTUnwrap(network.clients.lazy.compactMap { $0 as? ListingClient }.first)
            wiring.firstFramePainted()
            XCTAssertTrue(MainContext.wait(until: { listing.waitingLoadCount == 1 }), "the first page waits")
            XCTAssertEqual(wiring.preferences.store.state.keyring, .reading, "the keyring has not answered")
            clock.advance(by: TheCatAPINetwork.keyringWait - .milliseconds(1))
            XCTAssertEqual(listing.waitingLoadCount, 1, "it still waits just before the keyring's wait ends")
            clock.advance(by: .milliseconds(1))
            XCTAssertEqual(listing.waitingLoadCount, 0, "then it goes without a key")
            XCTAssertTrue(MainContext.wait(until: { wiring.kittens.store.state.error != nil }), "and its answer (here: nobody listens) arrives")
        }
    }
}
