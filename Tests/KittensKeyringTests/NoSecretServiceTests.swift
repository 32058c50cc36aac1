import Foundation
import Glibc
import Kittens
import KittensKeyring
import TestSupport
import XCTest

/// Where no Secret Service answers, every call of the store is `.unavailable`. libsecret talks
/// to the process's one session bus, so the calls run in a child process of this test bundle
/// (`runsInChild(with:)`) with the bus it is given: none at all, or a private bus on which
/// nothing owns or can be started for the Secret Service's name.
final class NoSecretServiceTests: XCTestCase {
    func testWithNoSecretServiceAnsweringEveryCallIsUnavailable() async throws {
        if ChildTestProcess.isChild { return await assertEveryCallIsUnavailable() }
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        for address in ["unix:path=/nonexistent/kittens-bus", bus.address] {
            _ = try runsInChild(with: ["DBUS_SESSION_BUS_ADDRESS": address])
        }
    }

    private func assertEveryCallIsUnavailable() async {
        let store = SecretServiceKeyStore(service: "kittens-test-\(UUID().uuidString)")
        for (name, call) in [
            ("read", { @Sendable in _ = try await store.read() }),
            ("store", { @Sendable in try await store.store("live_abc123") }),
            ("clear", { @Sendable in try await store.clear() }),
        ] as [(String, @Sendable () async throws -> Void)] {
            do {
                try await call()
                XCTFail("\(name): no Secret Service answers, yet the call succeeded")
            } catch {
                guard let error = error as? KeyringError, case .unavailable(let reason) = error else {
                    XCTFail("\(name): \(error)")
                    continue
                }
                XCTAssertFalse(reason.isEmpty, name)
                XCTAssertTrue(error.message.hasPrefix("No Secret Service answers ("), error.message)
                XCTAssertFalse(error.message.contains("live_abc123"), "the key is not in the message")
            }
        }
    }
}
