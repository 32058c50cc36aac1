import Foundation
import Glibc
import Kittens
import KittensKeyring
import TestSupport
import XCTest

/// Where no Secret Service answers, every call of the store is `.unavailable`. libsecret talks
/// to the process's one session bus, so the calls run in a child process of this test bundle
/// (this same test, told so by `childVariable`) with the bus it is given: none at all, or a
/// private bus on which nothing owns or can be started for the Secret Service's name.
final class NoSecretServiceTests: XCTestCase {
    private static let childVariable = "KITTENS_KEYRING_TEST_CHILD"

    func testWithNoSecretServiceAnsweringEveryCallIsUnavailable() async throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            return await assertEveryCallIsUnavailable()
        }
        let bus = try BusWithoutServices()
        defer { bus.stop() }
        for (situation, address) in [("no D-Bus session", "unix:path=/nonexistent/kittens-bus"), ("a bus without a keyring", bus.address)] {
            let result = try TestSecretService.run("env", [
                "\(Self.childVariable)=1", "DBUS_SESSION_BUS_ADDRESS=\(address)", CommandLine.arguments[0],
                "KittensKeyringTests.NoSecretServiceTests/testWithNoSecretServiceAnsweringEveryCallIsUnavailable",
            ], outputFile: nil, mergingErrors: true)
            XCTAssertEqual(result.status, 0, "with \(situation):\n\(result.text)")
            XCTAssertTrue(result.text.contains("Executed 1 test, with 0 failures"), "with \(situation):\n\(result.text)")
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
