import CGLib
import Kittens
@testable import KittensApp
import Logging
import TestSupport
import XCTest

/// A test whose settings live in GLib's memory backend, never the user's dconf, with the schema
/// the build compiled: a new backend for each test, shared by every `open` in it.
class MemorySettingsTestCase: XCTestCase {
    private var backend: UnsafeMutablePointer<GSettingsBackend>?

    override func setUp() {
        super.setUp()
        backend = g_memory_settings_backend_new()
    }

    override func tearDown() {
        if let backend { g_object_unref(backend) }
        backend = nil
        super.tearDown()
    }

    /// The app's settings over this test's backend, `file` (a new folder's unless given) moved in
    /// as the app does at start.
    func open(_ file: SettingsFile? = nil) throws -> SettingsStorage {
        SettingsStorage.open(
            settingsFile: try file ?? SettingsFile(directory: temporaryFolder()), logger: Logger(label: "test"), backend: backend)
    }
}
