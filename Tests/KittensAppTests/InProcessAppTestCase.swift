import CGLib
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
        try GtkForTests.initialize(for: "the kittens app's windows")
        let app = try XCTUnwrap(gtk_application_new("org.kittensforlinux.KittensAppTests", G_APPLICATION_NON_UNIQUE))
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(kittens_g_application(app), nil, &error) != 0 else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            throw TestEnvironmentError(description: "could not register the test application: \(message)")
        }
        application = app
        return app
    }
}
