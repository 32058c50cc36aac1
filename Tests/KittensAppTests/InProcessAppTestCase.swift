import CGtk
import Foundation
import TestSupport
import XCTest

/// A test of the app wired as it runs, in this process (`AppWiring` with its windows): it
/// needs a display, runs with cache and config folders of its own (restored afterwards), and
/// opens its windows in one registered `GtkApplication` shared by every such test.
class InProcessAppTestCase: XCTestCase {
    @MainActor private static var application: UnsafeMutablePointer<GtkApplication>?
    private var environmentBefore: [String: String?] = [:]

    override func setUpWithError() throws {
        try requireDisplay(for: "the kittens app's windows")
        let folder = try temporaryFolder()
        for name in ["XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
            environmentBefore[name] = ProcessInfo.processInfo.environment[name]
            setenv(name, folder.appendingPathComponent(name).path, 1)
        }
    }

    override func tearDown() {
        for (name, value) in environmentBefore {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    /// The application the windows open in, GTK initialised, made and registered the first time.
    @MainActor static func registeredApplication() throws -> UnsafeMutablePointer<GtkApplication> {
        if let application { return application }
        let app = try GtkForTests.registeredApplication(id: "org.kittensforlinux.KittensAppTests", for: "the kittens app's windows")
        application = app
        return app
    }
}
