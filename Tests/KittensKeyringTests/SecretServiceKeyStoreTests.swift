import Foundation
import Kittens
import KittensKeyring
import TestSupport
import XCTest

/// The key store against a real, unlocked GNOME Keyring of the tests' own (`TestKeyring`), read
/// back independently with `secret-tool` (package libsecret-tools). Each test runs its body in a
/// child process whose session bus is the keyring's private bus.
final class SecretServiceKeyStoreTests: XCTestCase {
    private var service = ""

    override func setUp() {
        service = "kittens-test-\(UUID().uuidString)"
    }

    override func tearDown() {
        if ChildTestProcess.isChild { _ = try? KeyringBus.inChild().secretTool(["clear", "service", service]) }
    }

    override class func tearDown() {
        TestKeyring.stopShared()
        super.tearDown()
    }


    func testAStoredKeyIsInTheKeyringUntilItIsCleared() async throws {
        guard try runsInChildWithTestKeyring() else { return }
        let store = SecretServiceKeyStore(service: service)
        let nothing = try await store.read()
        XCTAssertNil(nothing, "no key before one is stored")

        try await store.store("  live_abc123  ")
        let read = try await store.read()
        XCTAssertEqual(read, "live_abc123", "stored without the blanks around it")
        XCTAssertEqual(try secretTool(["lookup", "service", service]), "live_abc123", "secret-tool finds it in the keyring")

        try await store.store("live_def456")
        let replaced = try await store.read()
        XCTAssertEqual(replaced, "live_def456", "storing again replaces the key")

        try await store.clear()
        let cleared = try await store.read()
        XCTAssertNil(cleared)
        XCTAssertEqual(try KeyringBus.inChild().secretTool(["lookup", "service", service]).status, 1,
                       "secret-tool finds no key")
        try await store.clear()
    }

    func testStoringAnEmptyKeyClearsIt() async throws {
        guard try runsInChildWithTestKeyring() else { return }
        let store = SecretServiceKeyStore(service: service)
        try await store.store("live_abc123")
        try await store.store("   ")
        let read = try await store.read()
        XCTAssertNil(read)
    }

    func testAKeyOfMoreThanOneLineIsNotStored() async throws {
        guard try runsInChildWithTestKeyring() else { return }
        let store = SecretServiceKeyStore(service: service)
        await assertThrows(.refused(.controlCharacters)) { try await store.store("live\nabc") }
        await assertThrows(.refused(.controlCharacters)) { try await store.store("live\u{7}abc") }
        let read = try await store.read()
        XCTAssertNil(read)
    }

    func testAHostileKeyInTheKeyringIsRefusedWhenReadBack() async throws {
        guard try runsInChildWithTestKeyring() else { return }
        let store = SecretServiceKeyStore(service: service)
        try plant(Data("live\nx-injected: 1".utf8))
        await assertThrows(.refused(.controlCharacters)) { _ = try await store.read() }
        try plant(Data(repeating: UInt8(ascii: "k"), count: APIKeyText.maxBytes + 1))
        await assertThrows(.refused(.tooLong)) { _ = try await store.read() }
        try plant(Data([0x6B, 0xFF, 0xFE]))
        await assertThrows(.refused(.notText)) { _ = try await store.read() }
        try plant(Data(repeating: UInt8(ascii: "k"), count: APIKeyText.maxBytes))
        let longest = try await store.read()
        XCTAssertEqual(longest?.revealed.utf8.count, APIKeyText.maxBytes, "a key of exactly the limit is read")
    }

    /// Puts `bytes` in the keyring as this test's key, behind the store's back.
    private func plant(_ bytes: Data) throws {
        let result = try KeyringBus.inChild().secretTool([
            "store", "--label=planted", "xdg:schema", "org.kittensforlinux.Kittens.ApiKey", "service", service,
        ], input: bytes)
        XCTAssertEqual(result.status, 0, "secret-tool stored the planted key")
    }

    private func secretTool(_ arguments: [String]) throws -> String {
        let result = try KeyringBus.inChild().secretTool(arguments)
        XCTAssertEqual(result.status, 0, "secret-tool \(arguments.joined(separator: " "))")
        return result.text
    }

    private func assertThrows(
        _ expected: KeyringError, file: StaticString = #filePath, line: UInt = #line,
        _ call: () async throws -> Void
    ) async {
        do {
            try await call()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? KeyringError, expected, file: file, line: line)
        }
    }
}
