import Foundation
import Kittens
@testable import KittensApp
import KittensKeyring
import XCTest

/// The wiring makes the network source on one path: the first frame, once a run.
final class AppWiringTests: XCTestCase {
    func testTheDataSourceIsMadeOnceHoweverOftenAFirstFrameIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-wiring-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            var configuration = KittensConfiguration()
            configuration.apiKey = "given-on-the-command-line"
            let wiring = AppWiring(
                configuration: configuration, replay: nil, keyStore: SecretServiceKeyStore(),
                storage: .fileOnly(PreferencesFile(directory: folder)), logger: .init(label: "test"))
            let network = try XCTUnwrap(wiring.session.environment.network as? LiveNetwork)
            XCTAssertEqual(network.dataSourcesMade, 0, "nothing is made before the first frame")
            wiring.firstFramePainted()
            wiring.firstFramePainted()
            XCTAssertEqual(network.dataSourcesMade, 1)
            let source = try XCTUnwrap(network.liveSource)
            XCTAssertEqual(source.configuration.apiKey, "given-on-the-command-line")
            XCTAssertEqual(network.deferredSource.waitingLoadCount, 0)
        }
    }
}
